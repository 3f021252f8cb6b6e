import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { LiturgyService } from '../../backend/src/modules/liturgy/liturgy.service.js';
import { LegacySealingService } from '../../backend/src/modules/privacy/legacy-sealing.service.js';
import { RetentionService } from '../../backend/src/modules/privacy/retention.service.js';
import { createAccount, query, waitForMail, type TestAccount } from '../factories/accounts.js';
import { unsealed } from '../factories/sealed.js';
import { asAccount } from './support/as-account.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = '2026-11-23';

/**
 * The privacy page's retention promise, run with a moved clock: chat and prayer data goes
 * after 30 days except each person's last 3 Ask conversations; personal studies go with it;
 * expired sign-in tokens go; mail records go after 7 days. One instance at a time.
 */
describe('retention', () => {
  let t: TestApp;
  let anna: TestAccount;
  let ben: TestAccount;
  const annaChats: string[] = [];
  const annaPrayers: string[] = [];
  let benChat: string;

  const retention = () => t.app.get(RetentionService);
  const sessionsOf = async (account: TestAccount) =>
    (
      await query<{ id: string }>(t, 'SELECT id FROM chat_sessions WHERE uid = $1 ORDER BY created_at', [account.uid])
    ).map((row) => row.id);
  const messagesIn = async (sessionId: string) =>
    Number(
      (await query<{ n: string }>(t, 'SELECT count(*) AS n FROM chat_messages WHERE session_id = $1', [sessionId]))[0]!
        .n,
    );
  const studiesOf = async (account: TestAccount) =>
    (await query(t, 'SELECT 1 FROM word_reflections WHERE uid = $1', [account.uid])).length;
  const talk = async (account: TestAccount, topic: 'chat' | 'prayer', text: string) => {
    const rest = asAccount(t, account);
    const id = (await rest.post('/api/chat/session', { topic }).expect(200)).body.id as string;
    await rest.post(topic === 'chat' ? '/api/chat/message' : '/api/prayer/message', { chat_session_id: id, text });
    return id;
  };

  beforeAll(async () => {
    t = await startTestApp();
    [anna, ben] = await Promise.all([createAccount(t), createAccount(t)]);
    // Five conversations in Ask, one after the other, and two prayers.
    for (const text of ['One', 'Two', 'Three', 'Four', 'Five']) annaChats.push(await talk(anna, 'chat', text));
    for (const text of ['For my aunt', 'For my town']) annaPrayers.push(await talk(anna, 'prayer', text));
    benChat = await talk(ben, 'chat', 'Hello');
    const first = (await t.app.get(LiturgyService).readings(DATE)).readings.first;
    await asAccount(t, anna)
      .post('/api/bible/reading', { reading_title: first.title, scripture_reference: first.reference, date: DATE })
      .expect(200);
    await t.http().post('/send-password-reset-email').send({ email: anna.email });
    await waitForMail(t, anna.email); // sent after the answer
  }, 60_000);
  afterAll(() => t.close());

  it('removes mail records after 7 days, reset links after they expire', async () => {
    expect((await query(t, 'SELECT 1 FROM mail_outbox WHERE to_address = $1', [anna.email])).length).toBe(1);
    expect((await query(t, 'SELECT 1 FROM password_reset_tokens')).length).toBe(1);
    const report = await retention().run(new Date(Date.now() + 8 * DAY_MS));
    expect(report).toMatchObject({ outbox: 1, resetTokens: 1, chatMessages: 0 });
    expect(await query(t, 'SELECT 1 FROM mail_outbox WHERE to_address = $1', [anna.email])).toEqual([]);
    expect(await query(t, 'SELECT 1 FROM password_reset_tokens')).toEqual([]);
  });

  it('keeps everything younger than 30 days', async () => {
    const report = await retention().run(new Date(Date.now() + 29 * DAY_MS));
    expect(report).toMatchObject({ ran: true, chatMessages: 0, chatSessions: 0, studies: 0 });
    expect(await sessionsOf(anna)).toEqual([...annaChats, ...annaPrayers]);
    expect(await studiesOf(anna)).toBe(1);
  });

  it('after 30 days keeps each person’s last 3 Ask conversations whole, and removes the rest', async () => {
    const report = await retention().run(new Date(Date.now() + 31 * DAY_MS));
    expect(report).toMatchObject({ ran: true, chatSessions: 4, studies: 1 });
    expect(await sessionsOf(anna)).toEqual(annaChats.slice(2));
    for (const id of annaChats.slice(2)) expect(await messagesIn(id)).toBe(2);
    expect(await sessionsOf(ben)).toEqual([benChat]);
    expect(await studiesOf(anna)).toBe(0);
    // Nothing of them remains elsewhere: no message without its session.
    expect(
      await query(
        t,
        'SELECT 1 FROM chat_messages m WHERE NOT EXISTS (SELECT 1 FROM chat_sessions s WHERE s.id = m.session_id)',
      ),
    ).toEqual([]);
    // The expired sign-in sessions went too (they last 30 days).
    expect(await query(t, "SELECT 1 FROM refresh_sessions WHERE expires_at < now() + interval '31 days'")).toEqual([]);
  });

  it('seals what an earlier version kept in clear, and the person still reads it', async () => {
    const id = annaChats[4]!;
    const [said] = await query<{ id: string }>(
      t,
      "SELECT id FROM chat_messages WHERE session_id = $1 AND sender = 'user'",
      [id],
    );
    await query(t, 'UPDATE chat_messages SET text = $1 WHERE id = $2', ['Written before encryption', said!.id]);
    await query(t, 'UPDATE users SET memory = $1 WHERE uid = $2', ['Themes: grief.', anna.uid]);
    expect(await t.app.get(LegacySealingService).sealAll()).toBeGreaterThanOrEqual(2);
    const [row] = await query<{ text: string }>(t, 'SELECT text FROM chat_messages WHERE id = $1', [said!.id]);
    expect(await unsealed(t, row!.text)).toBe('Written before encryption');
    const [user] = await query<{ memory: string }>(t, 'SELECT memory FROM users WHERE uid = $1', [anna.uid]);
    expect(await unsealed(t, user!.memory)).toBe('Themes: grief.');
    const session = await asAccount(t, anna).get(`/api/chat/session/${id}`).expect(200);
    expect(JSON.stringify(session.body)).toContain('Written before encryption');
    expect(await t.app.get(LegacySealingService).sealAll()).toBe(0);
  });

  it('runs on one instance at a time: while another holds the job, a run does nothing', async () => {
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock($1)', [0x7265_7465]);
      expect(await retention().run(new Date(Date.now() + 400 * DAY_MS))).toMatchObject({ ran: false });
      expect(await sessionsOf(anna)).toEqual(annaChats.slice(2));
      await other.query('COMMIT');
    } finally {
      await other.end();
    }
    expect(await retention().run(new Date(Date.now() + 400 * DAY_MS))).toMatchObject({ ran: true });
  });
});
