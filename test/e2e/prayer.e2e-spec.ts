import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAccount, createStaffAccount, query, type TestAccount } from '../factories/accounts.js';
import { unsealedMessages } from '../factories/sealed.js';
import { asAccount } from './support/as-account.js';
import { asEventStream, events } from './support/sse.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('Knock: prayers from intentions, and the sessions they live in', () => {
  let t: TestApp;
  let maria: TestAccount;
  let joseph: TestAccount;
  beforeAll(async () => {
    t = await startTestApp({ STAFF_EMAILS: 'steward@test.example' });
    [maria, joseph] = await Promise.all([createAccount(t), createAccount(t)]);
  });
  afterAll(() => t.close());

  const rest = (account: TestAccount) => asAccount(t, account);
  const gql = <T>(account: TestAccount, text: string, variables: Record<string, unknown> = {}) =>
    asAccount(t, account).gql<T>(text, variables);
  const messageCount = async (sessionId: string) =>
    Number(
      (await query<{ n: string }>(t, 'SELECT count(*) AS n FROM chat_messages WHERE session_id = $1', [sessionId]))[0]!
        .n,
    );
  const prayerSession = async (account: TestAccount) =>
    (await rest(account).post('/api/chat/session', { uid: account.uid, topic: 'prayer' }).expect(200)).body
      .id as string;

  it('creates a prayer session and answers an intention with a stored prayer (REST, JSON)', async () => {
    const id = await prayerSession(maria);
    const res = await rest(maria)
      .post('/api/prayer/message', {
        chat_session_id: id,
        sender: 'user',
        text: 'For my mother, who has surgery on Friday',
        user_email: 'someone@else.example',
      })
      .expect(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      sender: 'ai',
      text: expect.stringMatching(/Amen\.$/),
      timestamp: expect.any(String),
      follow_ups: [],
      crisis: false,
    });
    expect(res.body.text).toMatch(/my mother/);
    const stored = await unsealedMessages(
      t,
      await query<{ sender: string; text: string }>(
        t,
        'SELECT sender, text FROM chat_messages WHERE session_id = $1 ORDER BY created_at',
        [id],
      ),
    );
    expect(stored).toEqual([
      { sender: 'user', text: 'For my mother, who has surgery on Friday' },
      { sender: 'ai', text: res.body.text },
    ]);
  });

  it('streams the prayer as server-sent events, ending with the stored message', async () => {
    const id = await prayerSession(maria);
    const res = await asEventStream(
      rest(maria).post('/api/prayer/message', {
        chat_session_id: id,
        sender: 'user',
        text: 'Thank you for my new job',
      }),
    ).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    const list = events(res.body as string);
    const tokens = list.filter((item) => item.event === 'token').map((item) => item.data.text as string);
    // Released a sentence at a time: each is checked against the sacramental boundary first.
    expect(tokens.length).toBeGreaterThan(5);
    const done = list.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.text).toBe(tokens.join('').trim());
    expect(await messageCount(id)).toBe(2);
  });

  it('the same through GraphQL: createChatSession, sendPrayer, chatSession', async () => {
    const created = await gql<{ createChatSession: { id: string; topic: string } }>(
      maria,
      'mutation { createChatSession(topic: "prayer") { id topic } }',
    );
    const id = created.data!.createChatSession.id;
    expect(created.data!.createChatSession.topic).toBe('prayer');
    const sent = await gql<{ sendPrayer: { sender: string; text: string } }>(
      maria,
      'mutation ($s: ID!, $t: String!) { sendPrayer(sessionId: $s, text: $t) { sender text } }',
      {
        s: id,
        t: 'For peace in my family',
      },
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendPrayer).toMatchObject({ sender: 'ai', text: expect.stringMatching(/Amen\.$/) });
    const loaded = await gql<{ chatSession: { messages: { sender: string }[] } }>(
      maria,
      'query ($id: ID!) { chatSession(id: $id) { messages { sender } } }',
      { id },
    );
    expect(loaded.data!.chatSession.messages.map((message) => message.sender)).toEqual(['user', 'ai']);
  });

  it('a crisis intention is answered with care and crisis lines before the prayer', async () => {
    const id = await prayerSession(maria);
    const res = await rest(maria)
      .post('/api/prayer/message', { chat_session_id: id, text: 'I want to sleep and never wake up' })
      .expect(200);
    const text = res.body.text as string;
    expect(text.indexOf('988')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('116 123')).toBeLessThan(text.indexOf('Amen.'));
    expect(text).toMatch(/Amen\.$/);
  });

  it('refuses blank, too long, foreign and chat-topic sessions with nothing written', async () => {
    const id = await prayerSession(maria);
    const blank = await rest(maria).post('/api/prayer/message', { chat_session_id: id, text: '   ' }).expect(400);
    expect(blank.body).toMatchObject({ statusCode: 400, code: 'MESSAGE_EMPTY' });
    const long = await rest(maria)
      .post('/api/prayer/message', { chat_session_id: id, text: 'x'.repeat(4001) })
      .expect(413);
    expect(long.body.code).toBe('MESSAGE_TOO_LONG');
    expect(await messageCount(id)).toBe(0);

    // Joseph cannot pray in Maria's session, or learn that it exists.
    const foreign = await rest(joseph)
      .post('/api/prayer/message', { chat_session_id: id, text: 'Let me in' })
      .expect(404);
    expect(foreign.body.code).toBe('SESSION_NOT_FOUND');
    await rest(joseph).get(`/api/chat/session/${id}?uid=${joseph.uid}`).expect(404);
    await rest(joseph).post('/api/prayer/message', { chat_session_id: 'not-a-uuid', text: 'Hello' }).expect(404);
    const viaGraphql = await gql(joseph, 'mutation ($s: ID!) { sendPrayer(sessionId: $s, text: "Let me in") { id } }', {
      s: id,
    });
    expect(viaGraphql.errors?.[0]?.extensions.code).toBe('SESSION_NOT_FOUND');
    expect(await messageCount(id)).toBe(0);

    const chat = (await rest(maria).post('/api/chat/session', { uid: maria.uid, topic: 'chat' }).expect(200)).body
      .id as string;
    await rest(maria).post('/api/prayer/message', { chat_session_id: chat, text: 'Hello' }).expect(404);
    expect(await messageCount(chat)).toBe(0);

    // A uid that is not the caller's is refused outright.
    const spoofed = await rest(joseph)
      .post('/api/prayer/message', { chat_session_id: id, text: 'Hello', user_id: maria.uid })
      .expect(403);
    expect(spoofed.body.code).toBe('FORBIDDEN');
    await t.http().get('/health/ready').expect(200);
  });

  it('sessions: the uid must be the caller’s, the topic one of two, and listing shows only one’s own', async () => {
    await rest(joseph).post('/api/chat/session', { uid: maria.uid, topic: 'chat' }).expect(403);
    const bad = await rest(joseph).post('/api/chat/session', { uid: joseph.uid, topic: 'gossip' }).expect(400);
    expect(bad.body.code).toBe('TOPIC_INVALID');
    await rest(joseph).get(`/api/chat/sessions?limit=3&uid=${maria.uid}`).expect(403);
    await rest(joseph).get(`/api/chat/sessions?limit=0&uid=${joseph.uid}`).expect(400);

    for (let i = 0; i < 4; i += 1) {
      const id = (await rest(joseph).post('/api/chat/session', { uid: joseph.uid, topic: 'chat' }).expect(200)).body
        .id as string;
      await rest(joseph)
        .post('/api/chat/message', { chat_session_id: id, text: `Hello, number ${i}` })
        .expect(200);
    }
    const listed = await rest(joseph).get(`/api/chat/sessions?limit=3&uid=${joseph.uid}`).expect(200);
    expect(listed.body.sessions).toHaveLength(3);
    const mine = await query<{ id: string }>(t, 'SELECT id FROM chat_sessions WHERE uid = $1', [joseph.uid]);
    for (const session of listed.body.sessions as { id: string }[])
      expect(mine.map((row) => row.id)).toContain(session.id);
  });

  it('feedback: one reaction per message, replaced or cleared; flags reach staff; others’ messages are not found', async () => {
    const id = await prayerSession(maria);
    const prayer = (
      await rest(maria).post('/api/prayer/message', { chat_session_id: id, text: 'For my exams' }).expect(200)
    ).body.id as string;
    const held = async () =>
      (
        await query<{ reaction: string }>(t, 'SELECT reaction FROM message_reactions WHERE message_id = $1', [prayer])
      ).map((row) => row.reaction);

    expect(
      (
        await rest(maria)
          .post('/api/feedback', { message_id: prayer, reaction: 'heart', user_email: 'x@y.example' })
          .expect(200)
      ).body,
    ).toEqual({ message_id: prayer, reaction: 'heart' });
    expect(await held()).toEqual(['heart']);
    await rest(maria).post('/api/feedback', { message_id: prayer, reaction: 'flag' }).expect(200);
    expect(await held()).toEqual(['flag']);

    const staff = await createStaffAccount(t, 'steward@test.example');
    const review = await gql<{ flaggedMessages: { message: { id: string } }[] }>(
      staff,
      '{ flaggedMessages { message { id } flaggedAt } }',
    );
    expect(review.data!.flaggedMessages.map((item) => item.message.id)).toContain(prayer);
    const refused = await gql(maria, '{ flaggedMessages { flaggedAt } }');
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');

    const cleared = await gql<{ reactToMessage: string | null }>(
      maria,
      'mutation ($m: ID!) { reactToMessage(messageId: $m, reaction: null) }',
      { m: prayer },
    );
    expect(cleared.data!.reactToMessage).toBeNull();
    expect(await held()).toEqual([]);

    expect(
      (await rest(maria).post('/api/feedback', { message_id: prayer, reaction: 'amen' }).expect(400)).body.code,
    ).toBe('REACTION_INVALID');
    expect(
      (await rest(joseph).post('/api/feedback', { message_id: prayer, reaction: 'heart' }).expect(404)).body.code,
    ).toBe('MESSAGE_NOT_FOUND');
    expect(await held()).toEqual([]);
  });
});
