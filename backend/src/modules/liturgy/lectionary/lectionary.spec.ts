import { describe, expect, it } from '@jest/globals';
import { LiturgicalCalendar, type CalendarName } from '../liturgical-calendar.js';
import { massesOf, massOfTheDay } from './lectionary.js';

const us = new LiturgicalCalendar('united-states');

async function masses(date: string, calendar = us) {
  const day = await calendar.day(date);
  if (!day) throw new Error(`no day ${date}`);
  return massesOf(day);
}

const summary = (list: Awaited<ReturnType<typeof masses>>) => list.map((mass) => [mass.mass ?? 'day', mass.lectionary]);
// Where a reading starts: book, chapter and verse, without part letters ("Acts 10:34a" is Acts 10:34).
const starts = (reference: string | undefined) => /^.*?\d+:\d+/.exec(reference ?? '')?.[0];

describe('the lectionary for the hard days', () => {
  it('gives Christmas its four Masses, the Mass during the Day by default', async () => {
    const christmas = await masses('2027-12-25');
    expect(summary(christmas)).toEqual([
      ['vigil', 13],
      ['night', 14],
      ['dawn', 15],
      ['day', 16],
    ]);
    expect(starts(massOfTheDay(christmas)?.gospel)).toBe('Jn 1:1');
  });

  it('walks Holy Week 2027 (Year B): Palm Sunday, the Chrism and Lord’s Supper Masses, Good Friday, the Vigil and Easter Day', async () => {
    expect(summary(await masses('2027-03-21'))).toEqual([['day', 37]]);
    const thursday = await masses('2027-03-25');
    expect(summary(thursday)).toEqual([
      ['chrism', 260],
      ['day', 39],
    ]);
    expect(starts(massOfTheDay(thursday)?.gospel)).toBe('Jn 13:1');
    const friday = await masses('2027-03-26');
    expect(summary(friday)).toEqual([['day', 40]]);
    expect(starts(friday[0].first)).toBe('Is 52:13');
    expect(starts(friday[0].gospel)).toBe('Jn 18:1');
    const vigil = await masses('2027-03-27');
    expect(summary(vigil)).toEqual([['vigil', 41]]);
    expect(starts(vigil[0].gospel)).toBe('Mk 16:1');
    const easter = await masses('2027-03-28');
    expect(summary(easter)).toEqual([
      ['vigil', 41],
      ['day', 42],
    ]);
    expect(starts(massOfTheDay(easter)?.first)).toBe('Acts 10:34');
  });

  it('gives Pentecost and the Assumption their vigils', async () => {
    expect(summary(await masses('2027-05-16'))).toEqual([
      ['vigil', 62],
      ['day', 63],
    ]);
    expect(summary(await masses('2027-08-15'))).toEqual([
      ['vigil', 621],
      ['day', 622],
    ]);
  });

  it('keeps All Souls, even on a Sunday', async () => {
    for (const date of ['2026-11-02', '2025-11-02']) {
      const [mass] = await masses(date);
      expect(mass.lectionary).toBe(668);
      expect(starts(mass.first)).toBe('Wis 3:1');
    }
  });

  it('reads the Immaculate Conception on the Monday when December 8 is a Sunday of Advent', async () => {
    expect(summary(await masses('2024-12-08'))).toEqual([['day', 6]]);
    const [monday] = await masses('2024-12-09');
    expect(monday.lectionary).toBe(689);
    expect(starts(monday.first)).toBe('Gn 3:9');
  });

  it('reads the Baptism of the Lord on the Monday after a late Epiphany', async () => {
    const [baptism] = await masses('2024-01-08');
    expect(baptism.lectionary).toBe(21);
    expect(starts(baptism.gospel)).toBe('Mk 1:7');
  });

  it('reads the weekday when two obligatory memorials meet (2025-06-28)', async () => {
    const [weekday] = await masses('2025-06-28');
    expect(weekday.lectionary).toBe(376);
    expect(starts(weekday.first)).toBe('Gn 18:1');
  });

  it('gives a memorial’s proper gospel with the weekday’s first reading (the Passion of St John the Baptist, 2026)', async () => {
    const [mass] = await masses('2026-08-29');
    expect(starts(mass.gospel)).toBe('Mk 6:17');
    // Saturday of the 21st week, Year II.
    expect(mass.lectionary).toBe(430);
    expect(starts(mass.first)).toBe('1 Cor 1:26');
  });
});

describe('the lectionary covers every day', () => {
  it.each<[CalendarName, number]>([
    ['general-roman', 2026],
    ['united-states', 2026],
    ['general-roman', 2031],
    ['united-states', 2034],
    ['general-roman', 2038],
    ['united-states', 2043],
  ])('%s %i: a first reading, psalm and gospel every day, a second reading every Sunday', async (name, year) => {
    const calendar = new LiturgicalCalendar(name);
    const missing: string[] = [];
    for (const day of (await calendar.year(year)).values()) {
      const mass = massOfTheDay(massesOf(day));
      if (!mass?.first || !mass.psalm || !mass.gospel) missing.push(`${day.date} ${day.id}`);
      else if (new Date(`${day.date}T12:00:00Z`).getUTCDay() === 0 && !mass.second)
        missing.push(`${day.date} ${day.id}: no second reading`);
    }
    expect(missing).toEqual([]);
  });
});

describe('the weekdays that follow a Sunday’s gospel', () => {
  it('moves on to the next passage on Monday and Tuesday of week 18 when the Year A Sunday has read Mt 14:13-21', async () => {
    expect((await masses('2026-08-03'))[0].gospel).toBe('Mt 14:22-36');
    expect((await masses('2026-08-04'))[0].gospel).toBe('Mt 15:1-2, 10-14');
    // 2023: the Transfiguration took the Sunday, so Monday reads Mt 14:13-21 itself.
    expect((await masses('2023-08-07'))[0].gospel).toBe('Mt 14:13-21');
    // Years B and C read the passages in order.
    expect((await masses('2024-08-05'))[0].gospel).toBe('Mt 14:13-21');
  });

  it('reads on past the Sunday on the Mondays whose Sunday read the same passage in its cycle', async () => {
    // 1st Monday of Advent: Year A's Sunday read Is 2:1-5.
    expect((await masses('2025-12-01'))[0].first).toBe('Is 4:2-6');
    expect((await masses('2027-11-29'))[0].first).toBe('Is 2:1-5'); // 2026-11-30 is St Andrew
    // 5th Monday of Lent: Year C's Sunday read Jn 8:1-11.
    expect((await masses('2025-04-07'))[0].gospel).toBe('Jn 8:12-20');
    expect((await masses('2026-03-23'))[0].gospel).toBe('Jn 8:1-11');
    // 4th Monday of Easter: Year A's Sunday read Jn 10:1-10.
    expect((await masses('2026-04-27'))[0].gospel).toBe('Jn 10:11-18');
    expect((await masses('2027-04-19'))[0].gospel).toBe('Jn 10:1-10');
  });
});
