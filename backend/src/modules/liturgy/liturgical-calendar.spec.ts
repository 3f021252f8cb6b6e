import { describe, expect, it } from '@jest/globals';
import { LiturgicalCalendar } from './liturgical-calendar.js';

const us = new LiturgicalCalendar('united-states');
const general = new LiturgicalCalendar('general-roman');

async function ids(calendar: LiturgicalCalendar, ...dates: string[]) {
  return Promise.all(dates.map(async (date) => (await calendar.day(date))?.id));
}

describe('the liturgical calendar', () => {
  it('keeps Epiphany on January 6 in the General Roman Calendar and on the Sunday from January 2 to 8 in the United States', async () => {
    expect(await ids(general, '2026-01-06', '2026-01-04')).toEqual([
      'epiphany_of_the_lord',
      expect.not.stringMatching(/epiphany/),
    ]);
    expect(await ids(us, '2026-01-04', '2026-01-06')).toEqual(['epiphany_of_the_lord', 'tuesday_after_epiphany']);
  });

  it('moves the Baptism of the Lord to the Monday when Epiphany falls on January 7 or 8', async () => {
    expect(await ids(us, '2024-01-07', '2024-01-08')).toEqual(['epiphany_of_the_lord', 'baptism_of_the_lord']);
    expect(await ids(general, '2024-01-06', '2024-01-07')).toEqual(['epiphany_of_the_lord', 'baptism_of_the_lord']);
  });

  it('keeps the Ascension on Thursday or moves it to the Seventh Sunday of Easter as the calendar decides', async () => {
    expect(await ids(general, '2026-05-14', '2026-05-17')).toEqual(['ascension_of_the_lord', 'easter_time_7_sunday']);
    // May 14 is also St Matthias, whose feast the Thursday keeps where the Ascension has moved.
    expect(await ids(us, '2026-05-14', '2026-05-17')).toEqual(['matthias_apostle', 'ascension_of_the_lord']);
    expect(await ids(us, '2025-05-29')).toEqual(['easter_time_6_thursday']);
  });

  it('keeps Corpus Christi on Thursday or moves it to the following Sunday', async () => {
    expect(await ids(general, '2026-06-04')).toEqual(['most_holy_body_and_blood_of_christ']);
    expect(await ids(us, '2026-06-04', '2026-06-07')).toEqual([
      'ordinary_time_9_thursday',
      'most_holy_body_and_blood_of_christ',
    ]);
  });

  it('transfers the Immaculate Conception from a Sunday of Advent to the Monday', async () => {
    expect(await ids(us, '2024-12-08', '2024-12-09')).toEqual([
      'advent_2_sunday',
      'immaculate_conception_of_the_blessed_virgin_mary',
    ]);
  });

  it('makes two obligatory memorials on one day both optional and keeps the weekday (Immaculate Heart and St Irenaeus, 2025)', async () => {
    const day = await us.day('2025-06-28');
    expect(day).toMatchObject({
      id: 'ordinary_time_12_saturday',
      rank: 'WEEKDAY',
      temporalId: 'ordinary_time_12_saturday',
    });
    expect(day?.optional.map(({ id, rank }) => [id, rank])).toEqual([
      ['immaculate_heart_of_mary', 'OPTIONAL_MEMORIAL'],
      ['irenaeus_of_lyon_bishop', 'OPTIONAL_MEMORIAL'],
    ]);
    // A memorial alone on its day stays obligatory.
    expect(await us.day('2024-06-08')).toMatchObject({
      id: 'immaculate_heart_of_mary',
      rank: 'MEMORIAL',
      temporalId: 'ordinary_time_9_saturday',
    });
  });

  it('keeps the fixed feast when the Immaculate Heart of Mary lands on it, where romcal drops the feast', async () => {
    expect(await ids(general, '2019-06-29', '2017-06-24', '2038-07-03', '2008-05-31')).toEqual([
      'peter_and_paul_apostles',
      'nativity_of_john_the_baptist',
      'thomas_apostle',
      'visitation_of_mary',
    ]);
    expect(await general.day('2038-07-03')).toMatchObject({
      name: 'Saint Thomas, Apostle',
      rank: 'FEAST',
      optional: [],
    });
  });

  it('keeps a saint’s solemnity the day before when it falls on the Sacred Heart', async () => {
    expect(await ids(us, '2022-06-23', '2022-06-24', '2033-06-23', '2057-06-28', '2057-06-29')).toEqual([
      'nativity_of_john_the_baptist',
      'most_sacred_heart_of_jesus',
      'nativity_of_john_the_baptist',
      'peter_and_paul_apostles',
      'most_sacred_heart_of_jesus',
    ]);
  });

  it('keeps St Joseph on the Saturday before Palm Sunday when March 19 is in Holy Week', async () => {
    expect(await ids(general, '2035-03-17', '2035-03-19', '2008-03-15', '2008-03-18')).toEqual([
      'joseph_spouse_of_mary',
      'holy_monday',
      'joseph_spouse_of_mary',
      'holy_tuesday',
    ]);
    expect(await general.day('2008-03-18')).toMatchObject({
      name: 'Tuesday of Holy Week',
      temporalId: 'holy_tuesday',
      rank: 'WEEKDAY',
    });
    // Outside Holy Week it stays on its day.
    expect(await ids(general, '2029-03-19')).toEqual(['joseph_spouse_of_mary']);
  });

  it('keeps All Souls on a Sunday', async () => {
    expect(await us.day('2025-11-02')).toMatchObject({
      id: 'commemoration_of_all_the_faithful_departed',
      rank: 'SOLEMNITY',
    });
  });

  it('computes Holy Week and Easter for later years', async () => {
    expect(await ids(general, '2027-03-21', '2027-03-25', '2027-03-26', '2027-03-27', '2027-03-28')).toEqual([
      'palm_sunday_of_the_passion_of_the_lord',
      'holy_thursday',
      'friday_of_the_passion_of_the_lord',
      'holy_saturday',
      'easter_sunday',
    ]);
  });

  it('gives the Sunday cycle from Advent and the weekday cycle by the year', async () => {
    expect(await general.day('2026-11-22')).toMatchObject({
      id: 'our_lord_jesus_christ_king_of_the_universe',
      sundayCycle: 'A',
      weekdayCycle: 'II',
    });
    expect(await general.day('2026-11-29')).toMatchObject({
      id: 'advent_1_sunday',
      sundayCycle: 'B',
      weekdayCycle: 'I',
      season: 'advent',
      color: 'purple',
    });
  });

  it('names the saint beneath an optional memorial while the weekday keeps the day', async () => {
    const day = await us.day('2023-01-13');
    expect(day).toMatchObject({ id: 'ordinary_time_1_friday', rank: 'WEEKDAY' });
    expect(day?.optional[0]).toMatchObject({
      id: 'hilary_of_poitiers_bishop',
      name: expect.stringContaining('Hilary'),
    });
  });
});
