import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAccount, query, type TestAccount } from '../factories/accounts.js';
import { asAccount } from './support/as-account.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Issue 15: a conversation is stored with its first message, so history keeps what matters. */
describe('conversations are stored with their first message', () => {
  let t: TestApp;
  let anna: TestAccount;
  let ben: TestAccount;
  beforeAll(async () => {
    t = await startTestApp();
    [anna, ben] = await Promise.all([createAccount(t), createAccount(t)]);
  });
  afterAll(() => t.close());

  const rest = (account: TestAccount) => asAccount(t, account);
  const gql = <T>(account: TestAccount, text: string, variables: Record<string, unknown> = {}) => asAccount(t, account).gql<T>(text, variables);
  const open = async (account: TestAccount, topic = 'chat') => (await rest(account).post('/api/chat/session', { uid: account.uid, topic }).expect(200)).body.id as string;
  const sessionsOf = async (account: TestAccount) => (await query<{ id: string }>(t, 'SELECT id FROM chat_sessions WHERE uid = $1', [account.uid])).map((row) => row.id);
  const listed = async (account: TestAccount, topic = 'chat') => {
    const res = await gql<{ chatSessions: { id: string }[] }>(account, 'query ($t: String!) { chatSessions(topic: $t, limit: 3) { id } }', { t: topic });
    return res.data!.chatSessions.map((session) => session.id);
  };

  it('opening a conversation (either door) writes nothing; it is listed from its first message on', async () => {
    const viaRest = await open(anna);
    const viaGraphql = await gql<{ createChatSession: { id: string; messages: unknown[] } }>(anna, 'mutation { createChatSession(topic: "chat") { id messages { id } } }');
    expect(viaGraphql.data!.createChatSession.messages).toEqual([]);
    expect(await sessionsOf(anna)).toEqual([]);
    expect(await listed(anna)).toEqual([]);
    expect((await rest(anna).get(`/api/chat/sessions?limit=3&uid=${anna.uid}`).expect(200)).body.sessions).toEqual([]);

    await rest(anna).post('/api/chat/message', { chat_session_id: viaRest, text: 'How do I pray the rosary?' }).expect(200);
    expect(await sessionsOf(anna)).toEqual([viaRest]);
    expect(await listed(anna)).toEqual([viaRest]);
    const session = await rest(anna).get(`/api/chat/session/${viaRest}?uid=${anna.uid}`).expect(200);
    expect(session.body.messages.map((message: { sender: string }) => message.sender)).toEqual(['user', 'ai']);

    // The next message continues the same conversation: the companion has heard the first.
    await rest(anna).post('/api/chat/message', { chat_session_id: viaRest, text: 'And the Glorious Mysteries?' }).expect(200);
    expect(await sessionsOf(anna)).toEqual([viaRest]);
    expect((await query(t, 'SELECT 1 FROM chat_messages WHERE session_id = $1', [viaRest])).length).toBe(4);
    expect((await query<{ replies: number }>(t, 'SELECT replies FROM chat_sessions WHERE id = $1', [viaRest]))[0]!.replies).toBe(2);
  });

  it('history shows the last three conversations that have messages, however often the screen was opened since', async () => {
    const person = await createAccount(t);
    const real: string[] = [];
    for (const text of ['I am grieving my grandfather', 'How do I discern a vocation?', 'I have exams next week']) {
      const id = await open(person);
      await rest(person).post('/api/chat/message', { chat_session_id: id, text }).expect(200);
      real.unshift(id);
    }
    for (let visit = 0; visit < 5; visit += 1) await open(person);
    expect(await listed(person)).toEqual(real);
    expect((await rest(person).get(`/api/chat/sessions?limit=3&uid=${person.uid}`).expect(200)).body.sessions.map((s: { id: string }) => s.id)).toEqual(real);
    expect(await sessionsOf(person)).toHaveLength(3);
  });

  it('a prayer session is begun by its first intention, and listed with the prayers', async () => {
    const id = await open(anna, 'prayer');
    const res = await gql<{ sendPrayer: { text: string } }>(anna, 'mutation ($s: ID!) { sendPrayer(sessionId: $s, text: "For my sister, who is ill") { text } }', { s: id });
    expect(res.data!.sendPrayer.text).toMatch(/Amen\.$/);
    expect(await listed(anna, 'prayer')).toEqual([id]);
    expect(await listed(anna, 'chat')).not.toContain(id);
  });

  it('an id handed to one person cannot be begun by another, nor as the other topic, nor made up; nothing is written', async () => {
    const annas = await open(anna);
    const before = (await query(t, 'SELECT 1 FROM chat_messages')).length;
    const refused = await rest(ben).post('/api/chat/message', { chat_session_id: annas, text: 'Let me in' }).expect(404);
    expect(refused.body.code).toBe('SESSION_NOT_FOUND');
    const viaGraphql = await gql(ben, 'mutation ($s: ID!) { sendChatMessage(sessionId: $s, text: "Let me in") { id } }', { s: annas });
    expect(viaGraphql.errors?.[0]?.extensions.code).toBe('SESSION_NOT_FOUND');
    await rest(anna).post('/api/prayer/message', { chat_session_id: annas, text: 'For peace' }).expect(404);
    await rest(ben).post('/api/chat/message', { chat_session_id: '6f1c2a4e-8b3d-4c1a-9e2f-0a1b2c3d4e5f', text: 'My own id' }).expect(404);
    expect((await query(t, 'SELECT 1 FROM chat_messages')).length).toBe(before);
    expect(await sessionsOf(ben)).toEqual([]);

    // Anna's id is still hers to begin.
    await rest(anna).post('/api/chat/message', { chat_session_id: annas, text: 'Hello' }).expect(200);
    expect(await sessionsOf(anna)).toContain(annas);
  });

  it('two first messages sent at once begin one conversation and both are kept', async () => {
    const person = await createAccount(t);
    const id = await open(person);
    const [first, second] = await Promise.all([
      rest(person).post('/api/chat/message', { chat_session_id: id, text: 'First' }),
      rest(person).post('/api/chat/message', { chat_session_id: id, text: 'Second' }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await sessionsOf(person)).toEqual([id]);
    const said = await query<{ text: string }>(t, "SELECT text FROM chat_messages WHERE session_id = $1 AND sender = 'user' ORDER BY text", [id]);
    expect(said.map((row) => row.text)).toEqual(['First', 'Second']);
  });

  it('refuses a bad limit or topic with a code, at both doors', async () => {
    expect((await rest(anna).get(`/api/chat/sessions?limit=abc&uid=${anna.uid}`).expect(400)).body.code).toBe('LIMIT_INVALID');
    const graphqlLimit = await gql(anna, 'query { chatSessions(limit: 0) { id } }');
    expect(graphqlLimit.errors?.[0]?.extensions.code).toBe('LIMIT_INVALID');
    const graphqlTopic = await gql(anna, 'query { chatSessions(topic: "gossip") { id } }');
    expect(graphqlTopic.errors?.[0]?.extensions.code).toBe('TOPIC_INVALID');
    expect((await gql(anna, 'mutation { createChatSession(topic: "gossip") { id } }')).errors?.[0]?.extensions.code).toBe('TOPIC_INVALID');
  });
});
