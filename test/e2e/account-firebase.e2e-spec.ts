import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { query, REST_CONSENT } from '../factories/accounts.js';
import { startFirebaseAuthEmulator, type FirebaseAuthEmulator } from '../fakes/firebase-auth-emulator.js';
import { asEventStream } from './support/sse.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PROJECT = 'demo-test';
const ACCOUNTS = `/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

// firebase-admin in emulator mode looks the user up (and checks Firebase's own revocation)
// on every verification; in production it does so only with checkRevoked. Where a test
// must show our own revocation point holding alone, it first puts back what Firebase's
// own revocation changed, so Firebase would accept the token as production would.

describe('the account with Firebase identities: sign-out everywhere and deletion', () => {
  let emulator: FirebaseAuthEmulator;
  let t: TestApp;
  beforeAll(async () => {
    emulator = await startFirebaseAuthEmulator({ projectId: PROJECT });
    t = await startTestApp({
      IDENTITY_DRIVER: 'firebase',
      FIREBASE_PROJECT_ID: PROJECT,
      FIREBASE_API_KEY: 'test-api-key',
      FIREBASE_AUTH_DOMAIN: 'demo-test.firebaseapp.com',
      FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      PUBLIC_URL: 'http://app.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await emulator.close();
  });

  /** A Firebase user with a profile, and a way to mint their tokens (signed in `secondsAgo`). */
  async function person() {
    const uid = `uid-${randomBytes(6).toString('hex')}`;
    const email = `${uid}@test.example`;
    emulator.addUser({ uid, email, emailVerified: true });
    const tokenSignedIn = (secondsAgo: number) =>
      emulator.mintIdToken({ uid, email, emailVerified: true, authTimeSeconds: nowSeconds() - secondsAgo });
    await t
      .http()
      .post('/auth/signup')
      .send({ id_token: tokenSignedIn(60), consent: REST_CONSENT })
      .expect(200);
    return { uid, email, tokenSignedIn };
  }

  const get = (token: string) => t.http().get('/api/me/export').set('authorization', `Bearer ${token}`);
  const gql = async (token: string, text: string) =>
    (await t.http().post('/graphql').set('authorization', `Bearer ${token}`).send({ query: text })).body as {
      data?: Record<string, unknown> | null;
      errors?: { extensions: { code: string } }[];
    };
  const profileRows = async (uid: string) => (await query(t, 'SELECT 1 FROM users WHERE uid = $1', [uid])).length;

  async function expectRevokedEverywhere(token: string): Promise<void> {
    expect((await get(token).expect(401)).body.code).toBe('TOKEN_REVOKED');
    expect((await gql(token, '{ me { uid } }')).errors?.[0]?.extensions.code).toBe('TOKEN_REVOKED');
    const stream = await asEventStream(
      t
        .http()
        .post('/api/chat/message')
        .set('authorization', `Bearer ${token}`)
        .send({ chat_session_id: '00000000-0000-4000-8000-000000000000', text: 'Hello' }),
    ).expect(401);
    expect(JSON.parse(stream.body as string).code).toBe('TOKEN_REVOKED');
  }

  /** Waits for the clock to pass into the next whole second (auth_time has whole seconds). */
  async function nextSecond(): Promise<void> {
    const second = nowSeconds();
    while (nowSeconds() === second) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  it('sign out everywhere revokes at Firebase and refuses every earlier token at once, even one refreshed later', async () => {
    const { uid, email, tokenSignedIn } = await person();
    const earlier = tokenSignedIn(60);
    await get(earlier).expect(200);

    const before = emulator.requests.length;
    await t.http().post('/api/me/sign-out-everywhere').set('authorization', `Bearer ${earlier}`).expect(204);
    expect(emulator.requests.slice(before)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: `${ACCOUNTS}:update`,
          body: { localId: uid, validSince: expect.any(Number) },
          status: 200,
        }),
      ]),
    );

    // Undo Firebase's own revocation: our revocation point alone must refuse the token.
    emulator.addUser({ uid, email, emailVerified: true });
    await expectRevokedEverywhere(earlier);
    // A token refreshed after the revocation keeps the sign-in's auth_time: refused too.
    await expectRevokedEverywhere(tokenSignedIn(60));

    await nextSecond();
    const fresh = tokenSignedIn(0);
    await get(fresh).expect(200);
    expect((await gql(fresh, '{ me { uid } }')).data).toEqual({ me: { uid } });
  });

  it('GraphQL signOutEverywhere does the same', async () => {
    const { uid, email, tokenSignedIn } = await person();
    const earlier = tokenSignedIn(60);
    expect(await gql(earlier, 'mutation { signOutEverywhere }')).toEqual({ data: { signOutEverywhere: true } });
    emulator.addUser({ uid, email, emailVerified: true });
    await expectRevokedEverywhere(earlier);
  });

  it('deletion needs a sign-in within the last 5 minutes; an older one is refused and nothing is deleted', async () => {
    const { uid, tokenSignedIn } = await person();
    const stale = tokenSignedIn(6 * 60);
    const res = await t.http().delete('/api/me').set('authorization', `Bearer ${stale}`).send({}).expect(403);
    expect(res.body).toEqual({
      statusCode: 403,
      code: 'RECENT_SIGN_IN_REQUIRED',
      message: 'For your safety, please sign out and sign in again, then do this within 5 minutes.',
    });
    expect((await gql(stale, 'mutation { deleteAccount }')).errors?.[0]?.extensions.code).toBe(
      'RECENT_SIGN_IN_REQUIRED',
    );
    expect(await profileRows(uid)).toBe(1);
    expect(emulator.hasUser(uid)).toBe(true);
    await get(stale).expect(200);
  });

  it('DELETE /api/me after a recent sign-in deletes the Firebase user and the profile; the old token is refused at once', async () => {
    const { uid, email, tokenSignedIn } = await person();
    const recent = tokenSignedIn(30);
    const before = emulator.requests.length;
    await t.http().delete('/api/me').set('authorization', `Bearer ${recent}`).send({}).expect(204);

    expect(emulator.requests.slice(before)).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: `${ACCOUNTS}:delete`, body: { localId: uid } })]),
    );
    expect(emulator.hasUser(uid)).toBe(false);
    expect(await profileRows(uid)).toBe(0);

    // As in production, where Firebase is not asked on every call: our revocation point refuses it.
    emulator.addUser({ uid, email, emailVerified: true });
    await expectRevokedEverywhere(recent);
    const signIn = await t.http().post('/auth/signin').send({ id_token: recent }).expect(401);
    expect(signIn.body.code).toBe('TOKEN_REVOKED');
    expect(await profileRows(uid)).toBe(0);
  });

  it('GraphQL deleteAccount does the same', async () => {
    const { uid, tokenSignedIn } = await person();
    const recent = tokenSignedIn(10);
    expect(await gql(recent, 'mutation { deleteAccount }')).toEqual({ data: { deleteAccount: true } });
    expect(emulator.hasUser(uid)).toBe(false);
    expect(await profileRows(uid)).toBe(0);
  });
});
