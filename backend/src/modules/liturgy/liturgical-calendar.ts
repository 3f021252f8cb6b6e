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
  const generated = await new Romcal({ localizedCalendar: LOCALIZED[calendar], scope: 'gregorian' }).generateCalendar(
    year,
  );
  const days = new Map<string, LiturgicalDay>();
  for (const [date, entries] of Object.entries(generated)) days.set(date, toDay(calendar, date, correct(entries)));
  keepFixedCelebrations(year, days);
  return days;
}

type Kept = Celebration & { color: string };

// Fixed-date feasts and solemnities that romcal loses when a moveable celebration lands on
// them (it drops St Thomas for the Immaculate Heart in 2038, Saints Peter and Paul in 2019).
const OUTRANKING_THE_IMMACULATE_HEART: Record<string, Kept> = {
  '05-31': {
    id: 'visitation_of_mary',
    name: 'The Visitation of the Blessed Virgin Mary',
    rank: 'FEAST',
    color: 'white',
  },
  '06-24': {
    id: 'nativity_of_john_the_baptist',
    name: 'The Nativity of Saint John the Baptist',
    rank: 'SOLEMNITY',
    color: 'white',
  },
  '06-29': { id: 'peter_and_paul_apostles', name: 'Saints Peter and Paul, Apostles', rank: 'SOLEMNITY', color: 'red' },
  '07-03': { id: 'thomas_apostle', name: 'Saint Thomas, Apostle', rank: 'FEAST', color: 'red' },
};
const JOSEPH: Kept = {
  id: 'joseph_spouse_of_mary',
  name: 'Saint Joseph, Spouse of the Blessed Virgin Mary',
  rank: 'SOLEMNITY',
  color: 'white',
};
const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

function keepFixedCelebrations(year: number, days: Map<string, LiturgicalDay>): void {
  const keep = (date: string, kept: Kept) => {
    const day = days.get(date);
    // The celebration replaces the day's; a memorial or optional memorial there is omitted that year.
    if (day) days.set(date, { ...day, id: kept.id, name: kept.name, rank: kept.rank, color: kept.color, optional: [] });
  };
  // The Immaculate Heart, an obligatory memorial, gives way to any feast or solemnity.
  for (const [monthDay, kept] of Object.entries(OUTRANKING_THE_IMMACULATE_HEART)) {
    if (days.get(`${year}-${monthDay}`)?.id === 'immaculate_heart_of_mary') keep(`${year}-${monthDay}`, kept);
  }
  // A saint's solemnity on the day of the Sacred Heart is kept the day before, as the
  // Congregation for Divine Worship directed for St John the Baptist in 2022.
  for (const monthDay of ['06-24', '06-29']) {
    if (days.get(`${year}-${monthDay}`)?.id === 'most_sacred_heart_of_jesus')
      keep(shiftDate(`${year}-${monthDay}`, -1), OUTRANKING_THE_IMMACULATE_HEART[monthDay]);
  }
  // St Joseph in Holy Week is kept on the Saturday before Palm Sunday (CDW, 2008); romcal
  // moves it into Holy Week (2008) or drops it (2035).
  const palmSunday = [...days.values()].find((day) => day.id === 'palm_sunday_of_the_passion_of_the_lord')?.date;
  if (!palmSunday || `${year}-03-19` < palmSunday || `${year}-03-19` > shiftDate(palmSunday, 6)) return;
  for (let offset = 1; offset <= 3; offset += 1) {
    const date = shiftDate(palmSunday, offset);
    const day = days.get(date);
    if (day?.id !== JOSEPH.id) continue;
    const weekday = DAY_NAMES[offset];
    const id = `holy_${weekday}`;
    days.set(date, {
      ...day,
      id,
      temporalId: id,
      name: `${weekday[0].toUpperCase()}${weekday.slice(1)} of Holy Week`,
      rank: 'WEEKDAY',
      color: 'purple',
      optional: [],
    });
  }
  keep(shiftDate(palmSunday, -1), JOSEPH);
}

/** The date `days` after (or before) a YYYY-MM-DD date. */
export function shiftDate(date: string, days: number): string {
  const moved = new Date(`${date}T12:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
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
    optional: rest
      .filter((entry) => entry.fromCalendarId !== 'ProperOfTime')
      .map((entry) => celebration(entry, 'OPTIONAL_MEMORIAL')),
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
