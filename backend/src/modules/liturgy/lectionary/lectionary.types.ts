/**
 * The shape of our lectionary tables: US Lectionary for Mass (NAB) numbers and references,
 * keyed by the celebration (romcal's ids) and the Sunday cycle or weekday cycle, never by a
 * calendar date of a particular year.
 *
 * References use the US bishops' abbreviations ("1 Kgs 17:1-6", "Ps 121:1bc-2, 3-4",
 * "Mt 5:1-12"). Where the Lectionary offers a longer and a shorter form, give the longer
 * form followed by " or " and the shorter ("Mt 26:14—27:66 or 27:11-54").
 */

/** Which Mass of a day that has several. The Mass of the day leaves it out. */
export type MassName =
  | 'vigil' // Christmas, Easter, Pentecost, Assumption, John the Baptist, Peter and Paul
  | 'night' // Christmas
  | 'dawn' // Christmas
  | 'chrism' // Holy Thursday morning
  | 'scrutinies' // Lent 3-5 in years B and C: the Year A readings, used where there are catechumens
  // The United States only:
  | 'ascension' // the Thursday of the 6th week of Easter, in the provinces that keep the Ascension that day
  | 'seventh-sunday-of-easter' // the Sunday, in those same provinces
  | 'thanksgiving'; // the fourth Thursday of November

export interface Readings {
  /** US lectionary number. */
  lectionary: number;
  first: string;
  psalm: string;
  /** Only on days that have one (Sundays, solemnities, some feasts). */
  second?: string;
  gospel: string;
  mass?: MassName;
}

/** One Mass, or several (the Mass of the day among them, without `mass`). */
export type Masses = Readings | readonly Readings[];

export type SundayCycle = 'A' | 'B' | 'C';
export type WeekdayCycle = 'I' | 'II';

/** Readings that differ by Sunday cycle; a celebration the same every year is a plain `Masses`. */
export interface ByCycle {
  A: Masses;
  B: Masses;
  C: Masses;
}

/** A weekday of Ordinary Time: the first reading and psalm follow the weekday cycle, the gospel does not. */
export interface OrdinaryWeekday {
  I: { first: string; psalm: string };
  II: { first: string; psalm: string };
  gospel: string;
  /**
   * Monday and Tuesday of week 18: in Year A the Sunday has just read Mt 14:13-21, so these
   * days move on to the next passage (unless the Transfiguration took that Sunday).
   */
  gospelAfterItsSunday?: string;
}

/**
 * A saint's day or feast of the Proper of Saints.
 * - `readings`: fully proper (solemnities, feasts, and the few memorials that are), replacing the weekday's.
 * - `proper`: a memorial whose Lectionary entry has proper readings that are used in place of
 *   some of the weekday's; fields left out keep the weekday's. `lectionary` left out keeps the weekday's number.
 */
export interface SanctoralEntry {
  readings?: Masses | ByCycle;
  proper?: Partial<Omit<Readings, 'mass'>>;
}
