import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { decodeJwt } from 'jose';
import request from 'supertest';
import { createApp } from '../../backend/src/app.factory.js';
import { createLogger } from '../../backend/src/common/logging/logger.js';
import { LiturgyService } from '../../backend/src/modules/liturgy/liturgy.service.js';
import { createAccount, query, resetTokenOf, signIn, waitForMail, type TestAccount } from '../factories/accounts.js';
import { asAccount } from './support/as-account.js';
import { asEventStream } from './support/sse.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// A Monday of Ordinary Time whose readings resolve from the tables (as in bible.e2e-spec.ts).
const STUDY_DATE = '2026-11-23';
const ME = '{ me { uid email } }';
const EXPORT = '{ exportMyData }';

const canary = (label: string) => `${label} canary ${randomBytes(6).toString('hex')}`;

/** What one person has said and done across the app, to find again in their export. */
interface Footprint {
  askPhrase: string;
  knockPhrase: string;
  chatSessionId: string;
  prayerSessionId: string;
  donationId: string;
}

describe('the account: export, sign-out everywhere and deletion (local accounts)', () => {
  let t: TestApp;
  let studyReading: { title: string; reference: string };
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'http://app.test' });
    const day = await t.app.get(LiturgyService).readings(STUDY_DATE);
    studyReading = day.readings.first;
  });
  afterAll(() => t.close());

  const rest = (account: TestAccount) => asAccount(t, account);
  const gql = <T>(account: TestAccount, text: string, variables: Record<string, unknown> = {}) =>
    asAccount(t, account).gql<T>(text, variables);
  const deleteMe = (account: TestAccount) =>
    t.http().delete('/api/me').set('authorization', `Bearer ${account.idToken}`);

  /** Speaks in Ask and Knock, reacts, studies, gives, joins the waitlist and gets a mail. */
  async function leaveFootprint(account: TestAccount): Promise<Footprint> {
    const askPhrase = canary('My mother is grieving and I am afraid for her');
    const knockPhrase = canary('Please pray for my brother who lost his work');
    const chatSessionId = (await rest(account).post('/api/chat/session', { topic: 'chat' }).expect(200)).body.id;
    const reply = await rest(account)
      .post('/api/chat/message', { chat_session_id: chatSessionId, text: askPhrase })
      .expect(200);
    await rest(account).post('/api/feedback', { message_id: reply.body.id, reaction: 'heart' }).expect(200);
    const prayerSessionId = (await rest(account).post('/api/chat/session', { topic: 'prayer' }).expect(200)).body.id;
    await rest(account)
      .post('/api/prayer/message', { chat_session_id: prayerSessionId, text: knockPhrase })
      .expect(200);
    await rest(account)
      .post('/api/bible/reading', {
        reading_title: studyReading.title,
        scripture_reference: studyReading.reference,
        date: STUDY_DATE,
      })
      .expect(200);
    const checkout = await rest(account)
      .post('/donate', {
        amount: 2500,
        recurring: false,
        success_url: 'http://app.test/donate-success',
        cancel_url: 'http://app.test/welcome',
      })
      .expect(200);
    const donationId = /\/donate\/sandbox\/([0-9a-f-]{36})$/.exec(checkout.body.url as string)![1];
    await t.http().post(`/donate/sandbox/${donationId}/complete`).type('form').send('').expect(303);
    await t.http().post('/api/queue').send({ email: account.email }).expect(200);
    await t.http().post('/send-password-reset-email').send({ email: account.email }).expect(200);
    await waitForMail(t, account.email);
    return { askPhrase, knockPhrase, chatSessionId, prayerSessionId, donationId };
  }

  /** Every row the app keeps about a person, counted straight from the tables. */
  async function rowsOf(account: TestAccount, footprint: Footprint): Promise<Record<string, number>> {
    const count = async (sql: string, params: unknown[]) =>
      Number((await query<{ n: string }>(t, `SELECT count(*) AS n FROM ${sql}`, params))[0].n);
    const sessions = [footprint.chatSessionId, footprint.prayerSessionId];
    return {
      users: await count('users WHERE uid = $1', [account.uid]),
      chatSessions: await count('chat_sessions WHERE uid = $1', [account.uid]),
      chatMessages: await count('chat_messages WHERE session_id = ANY($1::uuid[])', [sessions]),
      reactions: await count('message_reactions WHERE uid = $1', [account.uid]),
      studies: await count('word_reflections WHERE uid = $1', [account.uid]),
      consents: await count('consents WHERE uid = $1', [account.uid]),
      dataKeys: await count('data_keys WHERE uid = $1', [account.uid]),
      waitlist: await count('waitlist WHERE email = $1', [account.email]),
      outbox: await count('mail_outbox WHERE lower(to_address) = lower($1)', [account.email]),
      credentials: await count('local_credentials WHERE uid = $1::uuid', [account.uid]),
      refreshSessions: await count('refresh_sessions WHERE uid = $1::uuid', [account.uid]),
      resetTokens: await count('password_reset_tokens WHERE uid = $1::uuid', [account.uid]),
      donationsNamed: await count('donations WHERE donor_uid = $1 OR donor_email = $2', [account.uid, account.email]),
      donationsKept: await count('donations WHERE id = $1', [footprint.donationId]),
    };
  }

  /** The token is refused on every door: REST, GraphQL, and the start of a reply stream. */
  async function expectRefusedEverywhere(token: string, code = 'TOKEN_REVOKED'): Promise<void> {
    const bearer = `Bearer ${token}`;
    const viaRest = await t.http().get('/api/me/export').set('authorization', bearer).expect(401);
    expect(viaRest.body.code).toBe(code);
    const viaGraphql = await t.http().post('/graphql').set('authorization', bearer).send({ query: ME });
    expect(viaGraphql.body.errors?.[0]?.extensions?.code).toBe(code);
    const stream = await asEventStream(
      t
        .http()
        .post('/api/chat/message')
        .set('authorization', bearer)
        .send({ chat_session_id: '00000000-0000-4000-8000-000000000000', text: 'Hello' }),
    ).expect(401);
    expect(JSON.parse(stream.body as string).code).toBe(code);
  }

  async function expectAccepted(account: TestAccount): Promise<void> {
    await rest(account).get('/api/chat/sessions').expect(200);
    expect((await gql<{ me: { uid: string } }>(account, ME)).data?.me.uid).toBe(account.uid);
  }

  describe('export', () => {
    let anna: TestAccount;
    let ben: TestAccount;
    let annas: Footprint;
    let bens: Footprint;
    beforeAll(async () => {
      [anna, ben] = await Promise.all([createAccount(t), createAccount(t)]);
      const named = await gql(anna, 'mutation { updateProfile(input: { name: "Anna" }) { name } }');
      expect(named.errors).toBeUndefined();
      [annas, bens] = await Promise.all([leaveFootprint(anna), leaveFootprint(ben)]);
    });

    it('GET /api/me/export downloads everything held about the person, in clear', async () => {
      const res = await rest(anna).get('/api/me/export').expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="ask-seek-knock-export-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      const data = res.body;
      expect(data).toMatchObject({
        format: 'ask-seek-knock-export',
        version: 1,
        account: { uid: anna.uid, email: anna.email, identityProvider: 'local' },
        profile: { uid: anna.uid, email: anna.email, name: 'Anna' },
        pastoralMemory: expect.stringMatching(/grief/i),
        waitlist: { email: anna.email },
      });
      expect(data.profile).not.toHaveProperty('memory');

      // Both conversations, with what the person said in clear (it is sealed at rest).
      const said = (topic: string) =>
        data.conversations
          .filter((conversation: { topic: string }) => conversation.topic === topic)
          .flatMap((conversation: { messages: { sender: string; text: string }[] }) => conversation.messages);
      expect(said('chat')).toEqual(
        expect.arrayContaining([expect.objectContaining({ sender: 'user', text: annas.askPhrase })]),
      );
      expect(said('chat').some((message: { sender: string }) => message.sender === 'ai')).toBe(true);
      expect(said('prayer')).toEqual(
        expect.arrayContaining([expect.objectContaining({ sender: 'user', text: annas.knockPhrase })]),
      );
      expect(data.reactions).toEqual([
        { messageId: expect.any(String), reaction: 'heart', createdAt: expect.any(String) },
      ]);
      expect(data.donations).toEqual([
        expect.objectContaining({ id: annas.donationId, amountCents: 2500, status: 'completed', recurring: false }),
      ]);
      expect(data.studies).toEqual([
        expect.objectContaining({ date: STUDY_DATE, title: studyReading.title, text: expect.any(String) }),
      ]);
      // Sealed at rest, in clear here.
      expect(data.studies[0].text.length).toBeGreaterThan(40);
      expect(data.consents).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'terms-and-privacy', version: expect.any(String) }),
          expect.objectContaining({ kind: 'religious-data', version: expect.any(String) }),
        ]),
      );
    });

    it('holds nothing of anyone else', async () => {
      const text = JSON.stringify((await rest(anna).get('/api/me/export').expect(200)).body);
      for (const other of [ben.uid, ben.email, bens.askPhrase, bens.knockPhrase, bens.donationId]) {
        expect(text).not.toContain(other);
      }
      const his = JSON.stringify((await rest(ben).get('/api/me/export').expect(200)).body);
      expect(his).toContain(bens.askPhrase);
      for (const other of [anna.uid, anna.email, annas.askPhrase, annas.knockPhrase]) expect(his).not.toContain(other);
    });

    it('GraphQL exportMyData answers the same document', async () => {
      const viaRest = (await rest(anna).get('/api/me/export').expect(200)).body;
      const viaGraphql = await gql<{ exportMyData: string }>(anna, EXPORT);
      expect(viaGraphql.errors).toBeUndefined();
      const document = JSON.parse(viaGraphql.data!.exportMyData);
      expect({ ...document, exportedAt: null }).toEqual({ ...viaRest, exportedAt: null });
      expect(document.conversations.flatMap((c: { messages: { text: string }[] }) => c.messages)).toEqual(
        expect.arrayContaining([expect.objectContaining({ text: annas.knockPhrase })]),
      );
    });

    it('needs a signed-in caller on both doors', async () => {
      expect((await t.http().get('/api/me/export').expect(401)).body.code).toBe('UNAUTHENTICATED');
      expect((await t.graphql(EXPORT)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('sign out everywhere', () => {
    it('POST /api/me/sign-out-everywhere ends every earlier token and refresh session at once; a new sign-in works', async () => {
      const phone = await createAccount(t);
      const laptop = await signIn(t, phone.email, phone.password);
      await expectAccepted(laptop);

      await rest(phone).post('/api/me/sign-out-everywhere', {}).expect(204);
      await expectRefusedEverywhere(phone.idToken);
      await expectRefusedEverywhere(laptop.idToken);
      for (const cookie of [phone.refreshCookie, laptop.refreshCookie]) {
        expect((await t.http().post('/identity/refresh').set('cookie', cookie).expect(401)).body.code).toBe(
          'REFRESH_INVALID',
        );
      }
      await expectAccepted(await signIn(t, phone.email, phone.password));
    });

    it('GraphQL signOutEverywhere does the same', async () => {
      const account = await createAccount(t);
      const other = await signIn(t, account.email, account.password);
      const res = await gql<{ signOutEverywhere: boolean }>(account, 'mutation { signOutEverywhere }');
      expect(res).toEqual({ data: { signOutEverywhere: true } });
      await expectRefusedEverywhere(account.idToken);
      await expectRefusedEverywhere(other.idToken);
      await expectAccepted(await signIn(t, account.email, account.password));
    });

    it('tells apart a token issued in the same second before the revocation from one issued just after it', async () => {
      const account = await createAccount(t);
      // iat has whole seconds; try until the revocation and both sign-ins fall in one second.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const before = await signIn(t, account.email, account.password);
        await rest(before).post('/api/me/sign-out-everywhere', {}).expect(204);
        const after = await signIn(t, account.email, account.password);
        if (decodeJwt(before.idToken).iat !== decodeJwt(after.idToken).iat) continue;
        await expectRefusedEverywhere(before.idToken);
        await expectAccepted(after);
        return;
      }
      throw new Error('no two sign-ins fell within one second in five attempts');
    });

    it('a refresh spent while the revocation ran cannot carry the old session on', async () => {
      const account = await createAccount(t);
      // The refresh session was begun under the version before the revocation.
      await rest(account).post('/api/me/sign-out-everywhere', {}).expect(204);
      await query(t, 'UPDATE refresh_sessions SET revoked_at = NULL WHERE uid = $1::uuid', [account.uid]);
      const res = await t.http().post('/identity/refresh').set('cookie', account.refreshCookie).expect(401);
      expect(res.body.code).toBe('REFRESH_INVALID');
    });

    it('holds on another instance sharing the database within a second', async () => {
      const second = await startSecondInstance(t);
      try {
        const account = await createAccount(t);
        const onSecond = (token: string) =>
          request(second.getHttpServer()).get('/api/chat/sessions').set('authorization', `Bearer ${token}`);
        // The second instance has read the person's revocation point, and remembers it.
        await onSecond(account.idToken).expect(200);
        await rest(account).post('/api/me/sign-out-everywhere', {}).expect(204);
        const revokedAt = Date.now();
        // Asked again and again: no request begun a second or more after the revocation may pass.
        let lastAccepted = 0;
        let refused = false;
        while (!refused && Date.now() - revokedAt < 3000) {
          const startedAfter = Date.now() - revokedAt;
          const { status } = await onSecond(account.idToken);
          if (status === 200) lastAccepted = startedAfter;
          else refused = status === 401;
        }
        expect(refused).toBe(true);
        expect(lastAccepted).toBeLessThan(1000);
        const fresh = await signIn(t, account.email, account.password);
        await onSecond(fresh.idToken).expect(200);
      } finally {
        await second.close();
      }
    });

    it('needs a signed-in caller', async () => {
      expect((await t.http().post('/api/me/sign-out-everywhere').expect(401)).body.code).toBe('UNAUTHENTICATED');
      const res = await t.graphql('mutation { signOutEverywhere }');
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('password reset', () => {
    it('refuses every earlier token at once; a sign-in with the new password works straight after', async () => {
      const account = await createAccount(t);
      const laptop = await signIn(t, account.email, account.password);
      await t.http().post('/send-password-reset-email').send({ email: account.email }).expect(200);
      const token = resetTokenOf((await waitForMail(t, account.email)).body_text);
      await t.http().post('/identity/reset-password').send({ token, password: 'Agnus Dei 2025' }).expect(204);

      await expectRefusedEverywhere(account.idToken);
      await expectRefusedEverywhere(laptop.idToken);
      await t.http().post('/identity/refresh').set('cookie', laptop.refreshCookie).expect(401);
      const fresh = await signIn(t, account.email, 'Agnus Dei 2025');
      await expectAccepted(fresh);
      await t.http().post('/identity/refresh').set('cookie', fresh.refreshCookie).expect(200);
    });
  });

  describe('deletion', () => {
    it('DELETE /api/me refuses a wrong or missing password, and unknown fields, deleting nothing', async () => {
      const account = await createAccount(t);
      const footprint = await leaveFootprint(account);
      const before = await rowsOf(account, footprint);
      expect(before).toMatchObject({
        users: 1,
        chatSessions: 2,
        reactions: 1,
        studies: 1,
        consents: 2,
        credentials: 1,
      });

      const wrong = await deleteMe(account).send({ password: 'Not My Password 1' }).expect(403);
      expect(wrong.body).toEqual({
        statusCode: 403,
        code: 'PASSWORD_INCORRECT',
        message: 'That password is not right. Please check it and try again.',
      });
      const missing = await deleteMe(account).send({}).expect(400);
      expect(missing.body.code).toBe('PASSWORD_REQUIRED');
      await deleteMe(account).expect(400);
      const odd = await deleteMe(account).send({ password: account.password, uid: 'x' }).expect(400);
      expect(odd.body.code).toBe('VALIDATION_FAILED');
      const notText = await deleteMe(account).send({ password: 12345678 }).expect(400);
      expect(notText.body.code).toBe('VALIDATION_FAILED');

      const viaGraphql = await gql(account, 'mutation($p: String) { deleteAccount(password: $p) }', {
        p: 'Nope Nope 1',
      });
      expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('PASSWORD_INCORRECT');
      const noPassword = await gql(account, 'mutation { deleteAccount }');
      expect(noPassword.errors?.[0]?.extensions?.code).toBe('PASSWORD_REQUIRED');

      expect(await rowsOf(account, footprint)).toEqual(before);
      await expectAccepted(account);
      await t.http().post('/identity/refresh').set('cookie', account.refreshCookie).expect(200);
    });

    it('DELETE /api/me deletes every row of the person and keeps their donations without a name', async () => {
      const [leaving, staying] = await Promise.all([createAccount(t), createAccount(t)]);
      const [footprint, stayingFootprint] = await Promise.all([leaveFootprint(leaving), leaveFootprint(staying)]);
      const stayingBefore = await rowsOf(staying, stayingFootprint);
      expect(await rowsOf(leaving, footprint)).toMatchObject({ dataKeys: 1, waitlist: 1, outbox: 1, resetTokens: 1 });
      const laptop = await signIn(t, leaving.email, leaving.password);

      await deleteMe(leaving).send({ password: leaving.password }).expect(204);

      expect(await rowsOf(leaving, footprint)).toEqual({
        users: 0,
        chatSessions: 0,
        chatMessages: 0,
        reactions: 0,
        studies: 0,
        consents: 0,
        dataKeys: 0,
        waitlist: 0,
        outbox: 0,
        credentials: 0,
        refreshSessions: 0,
        resetTokens: 0,
        donationsNamed: 0,
        donationsKept: 1,
      });
      const [kept] = await query<Record<string, unknown>>(
        t,
        'SELECT amount_cents, currency, status, donor_uid, donor_email FROM donations WHERE id = $1',
        [footprint.donationId],
      );
      expect(kept).toEqual({
        amount_cents: 2500,
        currency: expect.any(String),
        status: 'completed',
        donor_uid: null,
        donor_email: null,
      });
      // Nobody else lost anything.
      expect(await rowsOf(staying, stayingFootprint)).toEqual(stayingBefore);

      // Gone: the old tokens are refused at once on every door, and nobody can sign in.
      await expectRefusedEverywhere(leaving.idToken);
      await expectRefusedEverywhere(laptop.idToken);
      const signInAgain = await t
        .http()
        .post('/identity/sign-in')
        .send({ email: leaving.email, password: leaving.password })
        .expect(401);
      expect(signInAgain.body.code).toBe('INVALID_CREDENTIALS');
      await t.http().post('/identity/refresh').set('cookie', laptop.refreshCookie).expect(401);
      // The old token cannot bring a profile back either.
      await t.http().post('/auth/signin').send({ id_token: leaving.idToken }).expect(401);
      expect((await rowsOf(leaving, footprint)).users).toBe(0);
    });

    it('GraphQL deleteAccount does the same', async () => {
      const leaving = await createAccount(t);
      const footprint = await leaveFootprint(leaving);
      const res = await gql<{ deleteAccount: boolean }>(
        leaving,
        'mutation($p: String) { deleteAccount(password: $p) }',
        {
          p: leaving.password,
        },
      );
      expect(res).toEqual({ data: { deleteAccount: true } });
      expect(await rowsOf(leaving, footprint)).toMatchObject({
        users: 0,
        chatMessages: 0,
        credentials: 0,
        dataKeys: 0,
        donationsNamed: 0,
        donationsKept: 1,
      });
      await expectRefusedEverywhere(leaving.idToken);
      await t.http().post('/identity/sign-in').send({ email: leaving.email, password: leaving.password }).expect(401);
      // The address is free again: a new account is a new person with nothing of the old one.
      const again = await createAccount(t, leaving.email, leaving.password);
      expect(again.uid).not.toBe(leaving.uid);
      const fresh = (await rest(again).get('/api/me/export').expect(200)).body;
      expect(fresh.conversations).toEqual([]);
      expect(fresh.donations).toEqual([]);
    });

    it('needs a signed-in caller', async () => {
      expect((await t.http().delete('/api/me').send({ password: 'x' }).expect(401)).body.code).toBe('UNAUTHENTICATED');
      const res = await t.graphql('mutation { deleteAccount(password: "x") }');
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      await t.http().get('/health/ready').expect(200);
    });
  });
});

/** A second app on the same database, as a second instance behind a load balancer would be. */
async function startSecondInstance(t: TestApp): Promise<NestExpressApplication> {
  return createApp({ config: t.config, logger: createLogger('silent'), databaseUrl: t.databaseUrl });
}
