import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { KNOWLEDGE_BY_ID } from '../../backend/src/modules/knowledge/knowledge-base.js';
import type { KnowledgeEntry } from '../../backend/src/modules/knowledge/knowledge-entry.js';
import { understand } from '../../backend/src/modules/knowledge/understand.js';
import { createAccount, type TestAccount } from '../factories/accounts.js';
import { asAccount } from './support/as-account.js';
import { asEventStream, events } from './support/sse.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The entry the knowledge base answers a question from (the e2e checks that it reaches the person). */
function entryFor(question: string): KnowledgeEntry {
  const understood = understand(question);
  if (understood.kind !== 'answer') throw new Error(`the knowledge base does not answer "${question}"`);
  return understood.entries[0];
}

describe('Ask answers what was asked, from the knowledge base, with sources (offline driver)', () => {
  let t: TestApp;
  let anna: TestAccount;
  beforeAll(async () => {
    t = await startTestApp();
    anna = await createAccount(t);
  });
  afterAll(() => t.close());

  const open = async () =>
    (await asAccount(t, anna).post('/api/chat/session', { uid: anna.uid, topic: 'chat' }).expect(200)).body
      .id as string;
  const send = async (id: string, text: string) =>
    (await asAccount(t, anna).post('/api/chat/message', { chat_session_id: id, text }).expect(200)).body as {
      text: string;
      follow_ups: string[];
    };

  it('answers a doctrine question with its entry’s Catechism paragraphs and Scripture (REST, JSON)', async () => {
    const entry = entryFor('What is purgatory?');
    const reply = await send(await open(), 'What is purgatory?');
    expect(reply.text).toContain(entry.answer.split('. ')[0]);
    for (const range of entry.catechism) expect(reply.text).toContain(`CCC ${range}`);
    for (const reference of entry.scripture) expect(reply.text).toContain(reference);
    // Next questions come from the entries the base links with it.
    const related = entry.related.map((id) => KNOWLEDGE_BY_ID.get(id)!.questions[0]);
    expect(reply.follow_ups.length).toBeGreaterThan(0);
    expect(related).toContain(reply.follow_ups.at(-1));
  });

  it('streams the same answer, sources included (SSE)', async () => {
    const entry = entryFor('What is the Assumption of Mary?');
    const res = await asEventStream(
      asAccount(t, anna).post('/api/chat/message', {
        chat_session_id: await open(),
        text: 'What is the Assumption of Mary?',
      }),
    ).expect(200);
    const done = events(res.body as string).at(-1)!;
    expect(done.event).toBe('done');
    for (const range of entry.catechism) expect(done.data.text).toContain(`CCC ${range}`);
  });

  it('answers through GraphQL too, and reads a follow-up against the previous question', async () => {
    const created = await asAccount(t, anna).gql<{ createChatSession: { id: string } }>(
      'mutation { createChatSession(topic: "chat") { id } }',
    );
    const id = created.data!.createChatSession.id;
    const ask = async (text: string) =>
      (
        await asAccount(t, anna).gql<{ sendChatMessage: { text: string } }>(
          'mutation ($s: ID!, $t: String!) { sendChatMessage(sessionId: $s, text: $t) { text } }',
          { s: id, t: text },
        )
      ).data!.sendChatMessage.text;
    const entry = entryFor('What happens to us after we die?');
    const first = await ask('What happens to us after we die?');
    for (const range of entry.catechism) expect(first).toContain(`CCC ${range}`);
    // "Is that in the Bible?" means the previous answer's passages.
    const second = await ask('Is that in the Bible?');
    for (const reference of entry.scripture) expect(second).toContain(reference);
    expect(second).not.toBe(first);
  });

  it('declines a request outside faith and prayer kindly, with no sources and what it can do instead', async () => {
    const reply = await send(await open(), 'Can you give me a recipe for lasagne?');
    expect(reply.text).not.toContain('Sources:');
    expect(reply.text).toMatch(/faith|prayer/i);
    expect(reply.follow_ups).toContain('Pray with me');
  });

  it('greets a greeting briefly, and says honestly when it cannot answer', async () => {
    const id = await open();
    const hello = await send(id, 'Hello!');
    expect(hello.text.length).toBeLessThan(120);
    expect(hello.text).not.toContain('Sources:');
    const unknown = await send(id, 'What did Pope Sixtus IV eat for breakfast on his coronation day?');
    expect(unknown.text).toMatch(/cannot answer|not able to answer|beyond what I can answer/i);
    expect(unknown.text).not.toContain('Sources:');
  });
});
