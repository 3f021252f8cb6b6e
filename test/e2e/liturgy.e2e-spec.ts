import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './support/test-app.js';

const MASS_READINGS = `query ($date: String!) {
  massReadings(date: $date) {
    date saint season color lectionary sundayCycle weekdayCycle textsUrl
    celebration { id name rank }
    optionalMemorials { id name rank }
    readings { first { reference title } psalm { reference title } second { reference title } gospel { reference title } }
    masses { name title lectionary readings { first { reference } gospel { reference } } }
  }
}`;

describe('Seek: the readings of any date, through both doors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LITURGY_CALENDAR: 'united-states' });
  });
  afterAll(() => t.close());

  it('answers a Sunday with its four readings and its feast, to a visitor too (REST)', async () => {
    const res = await t.http().get('/api/mass-readings?date_str=2026-11-22').expect(200);
    expect(res.body).toMatchObject({
      date: '2026-11-22',
      saint: 'Our Lord Jesus Christ, King of the Universe',
      lectionary_number: 160,
      sunday_cycle: 'A',
      readings: {
        first: { reference: expect.stringMatching(/^Ez 34:11/), title: 'First Reading' },
        psalm: { reference: expect.stringMatching(/^Ps 23:1/), title: 'Responsorial Psalm' },
        second: { reference: expect.stringMatching(/^1 Cor 15:20/), title: 'Second Reading' },
        gospel: { reference: expect.stringMatching(/^Mt 25:31/), title: 'Gospel Reading' },
      },
      texts_url: 'https://bible.usccb.org/bible/readings/112226.cfm',
    });
  });

  it('leaves out the second reading on a weekday and names the weekday cycle', async () => {
    const res = await t.http().get('/api/mass-readings?date_str=2026-11-24').expect(200);
    expect(res.body.readings.second).toBeUndefined();
    expect(res.body).toMatchObject({
      weekday_cycle: 'II',
      lectionary_number: 504,
      saint: expect.stringContaining('Saint Andrew Dũng-Lạc'),
    });
    expect(res.body.readings.first.reference).toMatch(/^Rv 14:14/);
    expect(res.body.readings.gospel.reference).toMatch(/^Lk 21:5/);
  });

  it('exposes each Mass of Christmas, the Mass during the Day by default (GraphQL, the same as REST)', async () => {
    type Day = {
      saint: string;
      readings: Record<string, { reference: string } | null>;
      masses: { name: string; lectionary: number }[];
    };
    const { data, errors } = await t.graphql<{ massReadings: Day }>(MASS_READINGS, { date: '2026-12-25' });
    expect(errors).toBeUndefined();
    const day = data!.massReadings;
    expect(day.masses.map((mass) => [mass.name, mass.lectionary])).toEqual([
      ['vigil', 13],
      ['night', 14],
      ['dawn', 15],
      ['day', 16],
    ]);
    expect(day.readings.first?.reference).toMatch(/^Is 52:7/);
    expect(day.readings.gospel?.reference).toMatch(/^Jn 1:1/);
    const rest = await t.http().get('/api/mass-readings?date_str=2026-12-25').expect(200);
    expect(rest.body.readings).toEqual(
      Object.fromEntries(Object.entries(day.readings).filter(([, reading]) => reading !== null)),
    );
    expect(rest.body.saint).toBe(day.saint);
  });

  it.each([
    ['missing', '', 'INVALID_DATE'],
    ['not a date', '?date_str=yesterday', 'INVALID_DATE'],
    ['the wrong order', '?date_str=22-11-2026', 'INVALID_DATE'],
    ['impossible', '?date_str=2026-02-30', 'INVALID_DATE'],
    ['month 13', '?date_str=2026-13-01', 'INVALID_DATE'],
    ['given twice', '?date_str=2026-11-22&date_str=2026-11-23', 'INVALID_DATE'],
    ['before the reformed calendar', '?date_str=1200-01-01', 'DATE_OUT_OF_RANGE'],
  ])('refuses a date that is %s with 400 and a code', async (_case, query, code) => {
    const res = await t.http().get(`/api/mass-readings${query}`).expect(400);
    expect(res.body).toEqual({ statusCode: 400, code, message: expect.stringMatching(/\w/) });
    // The server keeps answering.
    await t.http().get('/api/mass-readings?date_str=2026-11-22').expect(200);
  });

  it('refuses a bad date over GraphQL with the same code', async () => {
    const { errors } = await t.graphql(MASS_READINGS, { date: '2026-02-29' });
    expect(errors?.[0]?.extensions?.code).toBe('INVALID_DATE');
  });
});

describe('Seek on the General Roman Calendar (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps Epiphany on January 6 where the United States moves it to Sunday', async () => {
    const res = await t.http().get('/api/mass-readings?date_str=2027-01-06').expect(200);
    expect(res.body).toMatchObject({ celebration: { id: 'epiphany_of_the_lord' }, lectionary_number: 20 });
    expect(res.body.readings.gospel.reference).toMatch(/^Mt 2:1/);
  });
});
