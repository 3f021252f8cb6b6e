import { Injectable } from '@nestjs/common';
import { dateMalformed, dateOutOfRange, noSuchDay, readingsMissing } from './liturgy.errors.js';
import { AppConfig } from '../../config/app-config.js';
import { massesOf, massOfTheDay } from './lectionary/lectionary.js';
import type { MassName, Readings } from './lectionary/lectionary.types.js';
import { LiturgicalCalendar, type Celebration, type LiturgicalDay } from './liturgical-calendar.js';

export interface ReadingView {
  reference: string;
  title: string;
}

export interface MassView {
  /** 'day' for the Mass of the day. */
  name: MassName | 'day';
  title: string;
  lectionary: number;
  readings: { first: ReadingView; psalm: ReadingView; second?: ReadingView; gospel: ReadingView };
}

/** A day's celebration and readings: the Mass of the day in `readings`, every Mass in `masses`. */
export interface DayReadings {
  date: string;
  readings: MassView['readings'];
  /** The saint or feast the day is kept for; on a plain weekday its first optional memorial, else the weekday's name. */
  saint: string;
  celebration: Celebration;
  optionalMemorials: Celebration[];
  season: string;
  color: string;
  lectionary: number;
  sundayCycle: string;
  weekdayCycle: string;
  masses: MassView[];
  /** The full texts, on the US bishops' site: they are not ours to reproduce. */
  textsUrl: string;
}

// The 1969 calendar and lectionary; years far ahead are refused rather than computed for nobody.
const FIRST_YEAR = 1970;
const LAST_YEAR = 2199;

const MASS_TITLES: Record<MassName | 'day', string> = {
  vigil: 'Vigil Mass',
  night: 'Mass during the Night',
  dawn: 'Mass at Dawn',
  chrism: 'Chrism Mass',
  scrutinies: 'Year A readings (scrutinies)',
  ascension: 'The Ascension (where kept on Thursday)',
  'seventh-sunday-of-easter': 'Seventh Sunday of Easter (where the Ascension was on Thursday)',
  thanksgiving: 'Thanksgiving Day',
  day: 'Mass of the day',
};

/** Seek: the liturgical day and its readings for any date, computed here. */
@Injectable()
export class LiturgyService {
  private readonly calendar: LiturgicalCalendar;
  private readonly answers = new Map<string, Promise<DayReadings>>();

  constructor(config: AppConfig) {
    this.calendar = new LiturgicalCalendar(config.liturgyCalendar);
  }

  /** The readings of `date` (YYYY-MM-DD, the person's local date); 400 for anything else. */
  readings(date: unknown): Promise<DayReadings> {
    const checked = checkDate(date);
    let answer = this.answers.get(checked);
    if (!answer) {
      answer = this.compute(checked);
      answer.catch(() => this.answers.delete(checked));
      // A day's answer never changes; the bound keeps odd requests from filling memory.
      if (this.answers.size >= 4000) this.answers.delete(this.answers.keys().next().value!);
      this.answers.set(checked, answer);
    }
    return answer;
  }

  private async compute(date: string): Promise<DayReadings> {
    const day = await this.calendar.day(date);
    if (!day) throw noSuchDay(date);
    return view(day);
  }
}

function view(day: LiturgicalDay): DayReadings {
  const masses = massesOf(day);
  const main = massOfTheDay(masses);
  if (!main) throw readingsMissing();
  const weekdayWithMemorial = day.rank === 'WEEKDAY' && day.optional.length > 0;
  return {
    date: day.date,
    readings: readingsOf(main),
    saint: weekdayWithMemorial ? day.optional[0].name : day.name,
    celebration: { id: day.id, name: day.name, rank: day.rank },
    optionalMemorials: day.optional,
    season: day.season,
    color: day.color,
    lectionary: main.lectionary,
    sundayCycle: day.sundayCycle,
    weekdayCycle: day.weekdayCycle,
    masses: masses.map((mass) => ({
      name: mass.mass ?? 'day',
      title: MASS_TITLES[mass.mass ?? 'day'],
      lectionary: mass.lectionary,
      readings: readingsOf(mass),
    })),
    textsUrl: `https://bible.usccb.org/bible/readings/${day.date.slice(5, 7)}${day.date.slice(8, 10)}${day.date.slice(2, 4)}.cfm`,
  };
}

function readingsOf(mass: Readings): MassView['readings'] {
  return {
    first: { reference: mass.first, title: 'First Reading' },
    psalm: { reference: mass.psalm, title: 'Responsorial Psalm' },
    ...(mass.second ? { second: { reference: mass.second, title: 'Second Reading' } } : {}),
    gospel: { reference: mass.gospel, title: 'Gospel Reading' },
  };
}

/** A real calendar date, YYYY-MM-DD, within the years we compute. */
export function checkDate(date: unknown): string {
  const match = typeof date === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!match) throw dateMalformed();
  const [year, month, day] = match.slice(1).map(Number);
  const real = new Date(Date.UTC(year, month - 1, day));
  if (real.getUTCMonth() !== month - 1 || real.getUTCDate() !== day) {
    throw noSuchDay(match[0]);
  }
  if (year < FIRST_YEAR || year > LAST_YEAR) {
    throw dateOutOfRange(FIRST_YEAR, LAST_YEAR);
  }
  return date as string;
}
