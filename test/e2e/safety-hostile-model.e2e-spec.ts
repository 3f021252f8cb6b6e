import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HARM_SENTENCE } from '../../backend/src/modules/companion/safety/harm.js';
import { BOUNDARY_SENTENCE } from '../../backend/src/modules/companion/safety/sacramental.js';
import { LiturgyService, type DayReadings } from '../../backend/src/modules/liturgy/liturgy.service.js';
import { createAccount, createStaffAccount, query, type TestAccount } from '../factories/accounts.js';
import { readableReflections, unsealedMessages } from '../factories/sealed.js';
import { makeHostile, NEVER_SHOWN } from '../fakes/hostile-model.js';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai-api.js';
import { asAccount } from './support/as-account.js';
import { asEventStream, events } from './support/sse.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const DATE = '2026-11-23';

/**
 * Issue 16: a model that writes everything the output checks must stop (absolution,
 * priest claims, harm, secrecy, disguised and split across chunks, in follow-ups too)
 * reaches nobody through any door, and nothing of it is stored.
 */
describe('a hostile model reaches nobody, through any door', () => {
  let t: TestApp;
  let model: FakeOpenAi;
  let anna: TestAccount;
  let day: DayReadings;
  beforeAll(async () => {
    model = await startFakeOpenAi();
    makeHostile(model);
    t = await startTestApp({
      LLM_DRIVER: 'openai',
      OPENAI_BASE_URL: model.url,
      OPENAI_API_KEY: 'sk-test-not-real',
      STAFF_EMAILS: 'steward@test.example',
    });
    anna = await createAccount(t);
    day = await t.app.get(LiturgyService).readings(DATE);
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  const rest = () => asAccount(t, anna);
  const gql = <T>(text: string, variables: Record<string, unknown> = {}) => asAccount(t, anna).gql<T>(text, variables);
  const open = async (topic: string) =>
    (await rest().post('/api/chat/session', { uid: anna.uid, topic }).expect(200)).body.id as string;

  function expectClean(text: string): void {
    for (const pattern of NEVER_SHOWN) expect(text).not.toMatch(pattern);
    expect(text).toContain('Peace be with you.');
  }

  async function expectNothingStored(): Promise<void> {
    const stored = await unsealedMessages(
      t,
      await query<{ text: string; follow_ups: string[] }>(
        t,
        "SELECT text, follow_ups FROM chat_messages WHERE sender = 'ai'",
      ),
    );
    const reflections = await readableReflections(
      t,
      await query<{ text: string }>(t, 'SELECT text FROM word_reflections'),
    );
    for (const row of [...stored, ...reflections])
      for (const pattern of NEVER_SHOWN) expect(row.text).not.toMatch(pattern);
    for (const row of stored)
      for (const followUp of row.follow_ups) for (const pattern of NEVER_SHOWN) expect(followUp).not.toMatch(pattern);
  }

  it('chat, REST JSON: the reply is cleaned sentence by sentence, the bad follow-ups dropped', async () => {
    const res = await rest()
      .post('/api/chat/message', { chat_session_id: await open('chat'), text: 'Will you hear my confession?' })
      .expect(200);
    expectClean(res.body.text);
    expect(res.body.text).toContain(BOUNDARY_SENTENCE);
    expect(res.body.text).toContain(HARM_SENTENCE);
    expect(res.body.follow_ups).toEqual(['How do I pray the rosary?']);
  });

  it('chat, SSE: no streamed token carries the words', async () => {
    const res = await asEventStream(
      rest().post('/api/chat/message', { chat_session_id: await open('chat'), text: 'Absolve me please' }),
    ).expect(200);
    const list = events(res.body as string);
    const streamed = list.filter((item) => item.event === 'token').map((item) => item.data.text as string);
    for (const piece of streamed) for (const pattern of NEVER_SHOWN) expect(piece).not.toMatch(pattern);
    expectClean(streamed.join(''));
    expect(list.at(-1)).toMatchObject({ event: 'done', data: { follow_ups: ['How do I pray the rosary?'] } });
  });

  it('chat and prayer through GraphQL', async () => {
    const chat = await gql<{ sendChatMessage: { text: string; followUps: string[] } }>(
      'mutation ($s: ID!) { sendChatMessage(sessionId: $s, text: "Hello") { text followUps } }',
      { s: await open('chat') },
    );
    expectClean(chat.data!.sendChatMessage.text);
    expect(chat.data!.sendChatMessage.followUps).toEqual(['How do I pray the rosary?']);
    const prayer = await gql<{ sendPrayer: { text: string } }>(
      'mutation ($s: ID!) { sendPrayer(sessionId: $s, text: "For my family") { text } }',
      { s: await open('prayer') },
    );
    expectClean(prayer.data!.sendPrayer.text);
  });

  it('prayer through REST', async () => {
    const res = await rest()
      .post('/api/prayer/message', { chat_session_id: await open('prayer'), text: 'For my mother' })
      .expect(200);
    expectClean(res.body.text);
  });

  it('Seek: the reflection on a reading and on the saint, and the study, REST and GraphQL', async () => {
    const gospel = day.readings.gospel;
    const reading = await rest()
      .post('/api/bible/scripture', { reading_title: gospel.title, scripture_reference: gospel.reference, date: DATE })
      .expect(200);
    expectClean(reading.body.text);
    const study = await gql<{ studyReading: { text: string } }>(
      'mutation ($d: String!, $t: String!, $r: String!) { studyReading(date: $d, title: $t, reference: $r) { text } }',
      {
        d: DATE,
        t: day.readings.first.title,
        r: day.readings.first.reference,
      },
    );
    expect(study.errors).toBeUndefined();
    expectClean(study.data!.studyReading.text);
    const saint = await rest().post('/api/bible/saint', { saint_name: day.saint, date_str: DATE }).expect(200);
    expectClean(saint.body.text);
  });

  it('stores none of it, and counts what was stopped by kind, with no text', async () => {
    await expectNothingStored();
    const counts = await query<{ kind: string; count: number }>(t, 'SELECT kind, count FROM safety_events');
    const byKind = Object.fromEntries(counts.map((row) => [row.kind, row.count]));
    expect(byKind.blocked_sacramental).toBeGreaterThan(0);
    expect(byKind.blocked_harm).toBeGreaterThan(0);
    expect(
      Object.keys(byKind).every((kind) => ['crisis_referral', 'blocked_sacramental', 'blocked_harm'].includes(kind)),
    ).toBe(true);
  });

  it('staff read the counts per day (a crisis referral among them); nobody else can; a bad range is 400', async () => {
    await rest()
      .post('/api/chat/message', { chat_session_id: await open('chat'), text: 'I want to kill myself tonight' })
      .expect(200);
    const today = new Date().toISOString().slice(0, 10);
    const staff = await createStaffAccount(t, 'steward@test.example');
    // Counting never holds up a reply, so the count may land a moment after it.
    const read = () =>
      asAccount(t, staff).gql<{ safetyEventCounts: { day: string; kind: string; count: number }[] }>(
        'query ($f: String!, $t: String!) { safetyEventCounts(from: $f, to: $t) { day kind count } }',
        { f: today, t: today },
      );
    let counts = await read();
    for (
      let tries = 0;
      tries < 20 && !counts.data?.safetyEventCounts.some((row) => row.kind === 'crisis_referral');
      tries += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      counts = await read();
    }
    expect(counts.errors).toBeUndefined();
    expect(counts.data!.safetyEventCounts).toEqual(
      expect.arrayContaining([{ day: today, kind: 'crisis_referral', count: 1 }]),
    );
    const refused = await gql('query { safetyEventCounts(from: "2026-01-01", to: "2026-01-02") { count } }');
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    for (const [from, to] of [
      ['2026-02-01', '2026-01-01'],
      ['2026-01-01', '2027-06-01'],
      ['yesterday', '2026-01-01'],
    ]) {
      const bad = await asAccount(t, staff).gql(
        'query ($f: String!, $t: String!) { safetyEventCounts(from: $f, to: $t) { count } }',
        { f: from, t: to },
      );
      expect(bad.errors?.[0]?.extensions.code).toBe('INVALID_DATE');
    }
  });
});
