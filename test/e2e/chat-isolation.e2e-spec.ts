import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAccount, query, type TestAccount } from '../factories/accounts.js';
import { asAccount } from './support/as-account.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The two-person matrix: Alice tries every chat call with Bob's ids, through REST and
 * GraphQL. Each is refused (403 for a uid that is not hers, 404 for a session or message
 * that is not hers), and Bob's conversations, messages and reactions stay as they were.
 */
describe('one person cannot reach another’s conversations by any door', () => {
  let t: TestApp;
  let alice: TestAccount;
  let bob: TestAccount;
  let bobChat: string;
  let bobPrayer: string;
  let bobReply: string;
  beforeAll(async () => {
    t = await startTestApp();
    [alice, bob] = await Promise.all([createAccount(t), createAccount(t)]);
    const asBob = asAccount(t, bob);
    bobChat = (await asBob.post('/api/chat/session', { uid: bob.uid, topic: 'chat' }).expect(200)).body.id;
    bobPrayer = (await asBob.post('/api/chat/session', { uid: bob.uid, topic: 'prayer' }).expect(200)).body.id;
    bobReply = (
      await asBob.post('/api/chat/message', { chat_session_id: bobChat, text: 'I am worried about my job' }).expect(200)
    ).body.id;
    await asBob.post('/api/prayer/message', { chat_session_id: bobPrayer, text: 'For my sister' }).expect(200);
    await asBob.post('/api/feedback', { message_id: bobReply, reaction: 'heart' }).expect(200);
  });
  afterAll(() => t.close());

  const bobsData = async () => ({
    sessions: await query(t, 'SELECT id, topic FROM chat_sessions WHERE uid = $1 ORDER BY created_at', [bob.uid]),
    messages: await query(
      t,
      'SELECT m.id, m.sender, m.text FROM chat_messages m JOIN chat_sessions s ON s.id = m.session_id WHERE s.uid = $1 ORDER BY m.created_at',
      [bob.uid],
    ),
    reactions: await query(t, 'SELECT message_id, uid, reaction FROM message_reactions ORDER BY created_at'),
  });

  it('every REST call with Bob’s ids is refused, and nothing of Bob’s changes', async () => {
    const before = await bobsData();
    expect(before.messages).toHaveLength(4);
    const asAlice = asAccount(t, alice);
    const refusals: [string, Promise<{ status: number; body: { code?: string } }>, number, string][] = [
      ['list sessions with Bob’s uid', asAlice.get(`/api/chat/sessions?limit=3&uid=${bob.uid}`), 403, 'FORBIDDEN'],
      [
        'create a session for Bob',
        asAlice.post('/api/chat/session', { uid: bob.uid, topic: 'chat' }),
        403,
        'FORBIDDEN',
      ],
      ['load Bob’s session', asAlice.get(`/api/chat/session/${bobChat}?uid=${alice.uid}`), 404, 'SESSION_NOT_FOUND'],
      ['load Bob’s session with his uid', asAlice.get(`/api/chat/session/${bobChat}?uid=${bob.uid}`), 403, 'FORBIDDEN'],
      [
        'write in Bob’s chat',
        asAlice.post('/api/chat/message', { chat_session_id: bobChat, text: 'Hello' }),
        404,
        'SESSION_NOT_FOUND',
      ],
      [
        'write in Bob’s chat as Bob',
        asAlice.post('/api/chat/message', { chat_session_id: bobChat, text: 'Hello', user_id: bob.uid }),
        403,
        'FORBIDDEN',
      ],
      [
        'pray in Bob’s prayer session',
        asAlice.post('/api/prayer/message', { chat_session_id: bobPrayer, text: 'Hello' }),
        404,
        'SESSION_NOT_FOUND',
      ],
      [
        'react to Bob’s reply',
        asAlice.post('/api/feedback', { message_id: bobReply, reaction: 'flag' }),
        404,
        'MESSAGE_NOT_FOUND',
      ],
      [
        'clear Bob’s history',
        t.http().delete(`/api/chat-sessions/user/${bob.uid}`).set('authorization', `Bearer ${alice.idToken}`),
        403,
        'FORBIDDEN',
      ],
    ];
    for (const [what, call, status, code] of refusals) {
      const res = await call;
      expect({ what, status: res.status, code: res.body.code }).toEqual({ what, status, code });
    }
    expect(await bobsData()).toEqual(before);
  });

  it('every GraphQL call with Bob’s ids is refused, and nothing of Bob’s changes', async () => {
    const before = await bobsData();
    const gql = asAccount(t, alice).gql;
    const refusals: [string, string, Record<string, unknown>, string][] = [
      [
        'load Bob’s session',
        'query ($id: ID!) { chatSession(id: $id) { id messages { text } } }',
        { id: bobChat },
        'SESSION_NOT_FOUND',
      ],
      [
        'write in Bob’s chat',
        'mutation ($s: ID!) { sendChatMessage(sessionId: $s, text: "Hello") { id } }',
        { s: bobChat },
        'SESSION_NOT_FOUND',
      ],
      [
        'pray in Bob’s prayer session',
        'mutation ($s: ID!) { sendPrayer(sessionId: $s, text: "Hello") { id } }',
        { s: bobPrayer },
        'SESSION_NOT_FOUND',
      ],
      [
        'react to Bob’s reply',
        'mutation ($m: ID!) { reactToMessage(messageId: $m, reaction: "flag") }',
        { m: bobReply },
        'MESSAGE_NOT_FOUND',
      ],
      [
        'clear Bob’s reaction',
        'mutation ($m: ID!) { reactToMessage(messageId: $m, reaction: null) }',
        { m: bobReply },
        'MESSAGE_NOT_FOUND',
      ],
    ];
    for (const [what, text, variables, code] of refusals) {
      const body = await gql(text, variables);
      expect({ what, code: body.errors?.[0]?.extensions.code }).toEqual({ what, code });
    }
    // Listing and clearing act on the caller's own data only.
    const listed = await gql<{ chatSessions: { id: string }[] }>('{ chatSessions(topic: "chat") { id } }');
    expect(listed.data!.chatSessions).toEqual([]);
    const cleared = await gql<{ clearChatHistory: number }>('mutation { clearChatHistory }');
    expect(cleared.data!.clearChatHistory).toBe(0);
    expect(await bobsData()).toEqual(before);
  });
});
