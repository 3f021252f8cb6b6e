import { shiftDate, type LiturgicalDay } from '../liturgical-calendar.js';
import type { ByCycle, Masses, Readings } from './lectionary.types.js';
import { ORDINARY_WEEKDAYS } from './ordinary-weekdays.js';
import { SANCTORAL } from './sanctoral.js';
import { SEASONAL_WEEKDAYS } from './seasonal-weekdays.js';
import { PROPER_OF_TIME } from './sundays.js';

const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const ORDINARY_WEEKDAY = /^ordinary_time_(\d+)_(\w+)$/;

/**
 * The Masses of a liturgical day from our tables, in the order they are celebrated (a vigil
 * first); the Mass of the day is the one without a `mass` name. Empty when the tables lack
 * the day, which the lectionary tests rule out for every date they cover.
 */
export function massesOf(day: LiturgicalDay): Readings[] {
  const masses = ownMasses(day);
  return masses.length && day.calendar === 'united-states' ? [...masses, ...unitedStatesMasses(day)] : masses;
}

function ownMasses(day: LiturgicalDay): Readings[] {
  const saint = SANCTORAL[day.id];
  if (saint?.readings) return choose(saint.readings, day);
  const proper = PROPER_OF_TIME[day.id];
  if (proper) return choose(proper, day);
  const weekday = day.temporalId ? weekdayReadings(day.temporalId, day) : undefined;
  if (!weekday) return [];
  // A memorial with proper readings of its own takes them in place of the weekday's.
  return [saint?.proper ? { ...weekday, ...saint.proper } : weekday];
}

/** The Mass of the day among a day's Masses. */
export function massOfTheDay(masses: readonly Readings[]): Readings | undefined {
  return masses.find((mass) => !mass.mass) ?? masses.at(-1);
}

// Sirach 50 is the first of the Lectionary's choices for the day (943); the US bishops print it.
const THANKSGIVING: Readings = {
  lectionary: 943,
  first: 'Sir 50:22-24',
  psalm: 'Ps 145:2-3, 4-5, 6-7, 8-9, 10-11',
  second: '1 Cor 1:3-9',
  gospel: 'Lk 17:11-19',
  mass: 'thanksgiving',
};

/**
 * Masses the United States adds to a day: the Ascension on Thursday and the Seventh Sunday of
 * Easter where a province keeps the Ascension on Thursday (most move it to Sunday), and
 * Thanksgiving Day beside the weekday.
 */
function unitedStatesMasses(day: LiturgicalDay): Readings[] {
  const named = (source: Masses | ByCycle, mass: Readings['mass']) =>
    choose(source, day).map((readings) => ({ ...readings, mass }));
  if (day.temporalId === 'easter_time_6_thursday') return named(PROPER_OF_TIME.ascension_of_the_lord, 'ascension');
  if (day.id === 'ascension_of_the_lord') return named(PROPER_OF_TIME.easter_time_7_sunday, 'seventh-sunday-of-easter');
  const date = new Date(`${day.date}T12:00:00Z`);
  if (date.getUTCMonth() === 10 && date.getUTCDay() === 4 && date.getUTCDate() >= 22) return [THANKSGIVING];
  return [];
}

function weekdayReadings(id: string, day: LiturgicalDay): Readings | undefined {
  const seasonal = SEASONAL_WEEKDAYS[id];
  if (seasonal) return massOfTheDay(choose(seasonal, day));
  const ordinary = ORDINARY_WEEKDAYS[id];
  const match = ORDINARY_WEEKDAY.exec(id);
  if (!ordinary || !match) return undefined;
  const [, week, weekday] = match;
  // The US numbering runs Monday of week 1 = 305 through Saturday of week 34 = 508.
  const dayIndex = WEEKDAY_NAMES.indexOf(weekday);
  const lectionary = 305 + 6 * (Number(week) - 1) + dayIndex;
  const sundayRead =
    ordinary.gospelAfterItsSunday && day.sundayCycle === 'A' && !shiftDate(day.date, -1 - dayIndex).endsWith('-08-06');
  return {
    lectionary,
    ...ordinary[day.weekdayCycle],
    gospel: sundayRead ? ordinary.gospelAfterItsSunday! : ordinary.gospel,
  };
}

function choose(source: Masses | ByCycle, day: LiturgicalDay): Readings[] {
  return list('A' in source ? source[day.sundayCycle] : source);
}

function list(masses: Masses): Readings[] {
  return Array.isArray(masses) ? [...(masses as readonly Readings[])] : [masses as Readings];
}
