import romcal from 'romcal';
import { GeneralRoman_En } from '@romcal/calendar.general-roman';
import { UnitedStates_En } from '@romcal/calendar.united-states';
import type { SundayCycle, WeekdayCycle } from './lectionary/lectionary.types.js';

/** The calendars we can compute; ready to become a per-person setting. */
export const CALENDARS = ['general-roman', 'united-states'] as const;
export type CalendarName = (typeof CALENDARS)[number];

// romcal's CommonJS build exports the class itself, while its types describe an ES module's default export.
const Romcal = ((romcal as { default?: unknown }).default ?? romcal) as typeof romcal.default;

const LOCALIZED = { 'general-roman': GeneralRoman_En, 'united-states': UnitedStates_En } as const;

export type Rank = 'SOLEMNITY' | 'SUNDAY' | 'FEAST' | 'MEMORIAL' | 'OPTIONAL_MEMORIAL' | 'WEEKDAY';

export interface Celebration {
  /** romcal's id, which is also the key of our lectionary tables. */
  id: string;
  name: string;
  rank: Rank;
}

export interface LiturgicalDay extends Celebration {
  date: string;
  calendar: CalendarName;
  /** The Sunday or weekday of the Proper of Time beneath a saint's day (the day's own id otherwise; absent under most solemnities). */
  temporalId?: string;
  season: string;
  /** Liturgical colour of the day, lower case ('green', 'purple', ...). */
  color: string;
  sundayCycle: SundayCycle;
  weekdayCycle: WeekdayCycle;
  /** Celebrations that may be kept instead of the weekday (optional memorials, and memorials made optional). */
  optional: Celebration[];
}

type RomcalDay = Awaited<ReturnType<InstanceType<typeof Romcal>['generateCalendar']>>[string][number];

/**
 * The liturgical year as romcal computes it, with what romcal gets wrong corrected here.
 * A year is computed once per calendar and kept: it never changes.
 */
export class LiturgicalCalendar {
  private readonly years = new Map<string, Promise<Map<string, LiturgicalDay>>>();

  constructor(readonly calendar: CalendarName = 'general-roman') {}

  async day(date: string): Promise<LiturgicalDay | undefined> {
    return (await this.year(Number(date.slice(0, 4)))).get(date);
  }

  year(year: number): Promise<Map<string, LiturgicalDay>> {
    const key = `${this.calendar}:${year}`;
    let days = this.years.get(key);
    if (!days) {
      days = computeYear(this.calendar, year);
      // A failed computation is not kept, so the next request tries again.
      days.catch(() => this.years.delete(key));
      this.years.set(key, days);
    }
    return days;
  }
}

async function computeYear(calendar: CalendarName, year: number): Promise<Map<string, LiturgicalDay>> {
  // romcal's national calendars carry their own transfers (Epiphany, Ascension and Corpus
  // Christi on Sunday in the United States; on their own days in the General Roman Calendar).
  const generated = await new Romcal({ localizedCalendar: LOCALIZED[calendar], scope: 'gregorian' }).generateCalendar(year);
  const days = new Map<string, LiturgicalDay>();
  for (const [date, entries] of Object.entries(generated)) days.set(date, toDay(calendar, date, correct(entries)));
  return days;
}

/**
 * When two obligatory memorials fall on one day (the Immaculate Heart of Mary, which moves
 * with Easter, meeting a fixed memorial such as St Irenaeus in 2025), both become optional
 * and the weekday is kept (CDW, Notification of 2000). romcal lists both as obligatory.
 */
function correct(entries: RomcalDay[]): RomcalDay[] {
  const [first, second] = entries;
  if (first?.rank !== 'MEMORIAL' || second?.rank !== 'MEMORIAL' || !first.weekday) return entries;
  return [first.weekday, ...entries];
}

function toDay(calendar: CalendarName, date: string, [first, ...rest]: RomcalDay[]): LiturgicalDay {
  const temporal = first.fromCalendarId === 'ProperOfTime' ? first : first.weekday;
  const own = celebration(first, first.rank as Rank);
  return {
    date,
    calendar,
    id: own.id,
    rank: own.rank,
    get name() {
      return own.name;
    },
    temporalId: temporal?.id,
    season: (first.seasons[0] ?? 'ORDINARY_TIME').toLowerCase(),
    color: (first.colors[0] ?? 'GREEN').toLowerCase(),
    sundayCycle: first.cycles.sundayCycle.slice(-1) as SundayCycle,
    weekdayCycle: first.cycles.weekdayCycle === 'YEAR_1' ? 'I' : 'II',
    // A memorial demoted above is listed among the optional ones, as optional.
    optional: rest.filter((entry) => entry.fromCalendarId !== 'ProperOfTime').map((entry) => celebration(entry, 'OPTIONAL_MEMORIAL')),
  };
}

/**
 * romcal translates a name each time it is read, which is most of the cost of a cold year;
 * a name is looked up the first time a day is shown, then kept.
 */
function celebration(entry: RomcalDay, rank: Rank): Celebration {
  let name: string | undefined;
  return {
    id: entry.id,
    rank,
    get name() {
      return (name ??= entry.name);
    },
  };
}
