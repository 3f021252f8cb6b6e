import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { AppError } from '../../backend/src/common/errors/app-error.js';
import { createLogger } from '../../backend/src/common/logging/logger.js';
import { AppConfig } from '../../backend/src/config/app-config.js';
import { parseEnv } from '../../backend/src/config/config.schema.js';
import { FirebaseIdentityAdapter } from '../../backend/src/providers/identity/adapters/firebase.adapter.js';
import {
  IDENTITY_PORT,
  type IdentityPort,
  type VerifyOptions,
} from '../../backend/src/providers/identity/identity.port.js';
import {
  startFirebaseAuthEmulator,
  type FirebaseAuthEmulator,
  type RecordedRequest,
} from '../fakes/firebase-auth-emulator.js';
import { GRAPHQL_CONSENT, REST_CONSENT } from '../factories/accounts.js';
import { RevocationService } from '../../backend/src/providers/identity/revocation/revocation.service.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PROJECT = 'demo-test';
const FIREBASE_WEB = {
  FIREBASE_API_KEY: 'test-api-key',
  FIREBASE_AUTH_DOMAIN: 'demo-test.firebaseapp.com',
  FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
};
const LOOKUP = `/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:lookup`;
const SEND_OOB = `/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:sendOobCode`;

const newUid = () => `uid-${randomBytes(6).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('firebase identity adapter (real firebase-admin) against a Firebase Auth emulator stand-in', () => {
  let emulator: FirebaseAuthEmulator;
  let t: TestApp;
  let identity: IdentityPort;

  beforeAll(async () => {
    emulator = await startFirebaseAuthEmulator({ projectId: PROJECT });
    t = await startTestApp({
      IDENTITY_DRIVER: 'firebase',
      FIREBASE_PROJECT_ID: PROJECT,
      ...FIREBASE_WEB,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      PUBLIC_URL: 'http://app.test',
    });
    identity = t.app.get<IdentityPort>(IDENTITY_PORT);
  });
  afterAll(async () => {
    await t.close();
    await emulator.close();
  });

  /** A user known to the emulator and a fresh token of theirs. */
  function person(overrides: { emailVerified?: boolean; disabled?: boolean; authTimeSeconds?: number } = {}) {
    const uid = newUid();
    const email = `${uid}@test.example`;
    emulator.addUser({ uid, email, emailVerified: overrides.emailVerified ?? true, disabled: overrides.disabled });
    const token = emulator.mintIdToken({
      uid,
      email,
      emailVerified: overrides.emailVerified ?? true,
      authTimeSeconds: overrides.authTimeSeconds,
    });
    return { uid, email, token };
  }

  async function refusal(token: string, options?: VerifyOptions): Promise<AppError> {
    const error = await identity.verifyIdToken(token, options).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  /** The requests the emulator got while `work` ran. */
  async function requestsDuring(work: () => Promise<unknown>): Promise<RecordedRequest[]> {
    const before = emulator.requests.length;
    await work();
    return emulator.requests.slice(before);
  }

  it('is the adapter the app runs with', () => {
    expect(identity.driver).toBe('firebase');
  });

  it('verifies a good emulator token to { uid, email, emailVerified, authTime }', async () => {
    const signedInAt = nowSeconds() - 90;
    const { uid, email, token } = person({ authTimeSeconds: signedInAt });
    await expect(identity.verifyIdToken(token)).resolves.toEqual({
      uid,
      email,
      emailVerified: true,
      authTime: new Date(signedInAt * 1000),
    });

    const unverified = person({ emailVerified: false });
    await expect(identity.verifyIdToken(unverified.token)).resolves.toEqual({
      uid: unverified.uid,
      email: unverified.email,
      emailVerified: false,
      authTime: expect.any(Date),
    });
  });

  it('refuses an expired token with 401 TOKEN_EXPIRED', async () => {
    const uid = newUid();
    emulator.addUser({ uid, email: `${uid}@test.example` });
    const error = await refusal(emulator.mintIdToken({ uid, email: `${uid}@test.example`, expiresInSeconds: -60 }));
    expect(error).toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
  });

  it.each([
    ['another audience', { audience: 'someone-else' }],
    ['another issuer', { issuer: 'https://evil.example/demo-test' }],
    ['another project (audience and issuer)', { projectId: 'other-project' }],
  ])('refuses a token for %s with 401 INVALID_TOKEN, before asking the emulator', async (_label, override) => {
    const uid = newUid();
    emulator.addUser({ uid, email: `${uid}@test.example` });
    const token = emulator.mintIdToken({ uid, email: `${uid}@test.example`, ...override });
    const sent = await requestsDuring(async () => {
      expect(await refusal(token)).toMatchObject({ status: 401, code: 'INVALID_TOKEN' });
    });
    expect(sent).toEqual([]);
  });

  it('refuses a token without an e-mail, garbage, and a token of a user the emulator does not know, with 401 INVALID_TOKEN', async () => {
    const uid = newUid();
    emulator.addUser({ uid, email: `${uid}@test.example` });
    expect(await refusal(emulator.mintIdToken({ uid }))).toMatchObject({ status: 401, code: 'INVALID_TOKEN' });
    expect(await refusal('not.a.jwt')).toMatchObject({ status: 401, code: 'INVALID_TOKEN' });
    expect(await refusal('')).toMatchObject({ status: 401, code: 'INVALID_TOKEN' });
    // firebase-admin looks every emulator token's user up: an unknown user is auth/user-not-found.
    const stranger = newUid();
    expect(await refusal(emulator.mintIdToken({ uid: stranger, email: `${stranger}@test.example` }))).toMatchObject({
      status: 401,
      code: 'INVALID_TOKEN',
    });
  });

  it('checkRevoked asks the emulator over HTTP (accounts:lookup, as admin) and refuses a revoked session with 401 TOKEN_REVOKED', async () => {
    // Signed in a minute ago, so a revocation now (whole seconds) is after it.
    const { uid, email, token } = person({ authTimeSeconds: nowSeconds() - 60 });

    const beforeRevoke = await requestsDuring(async () => {
      await expect(identity.verifyIdToken(token, { checkRevoked: true })).resolves.toEqual({
        uid,
        email,
        emailVerified: true,
        authTime: expect.any(Date),
      });
    });
    expect(beforeRevoke).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: LOOKUP,
        authorization: 'Bearer owner',
        body: { localId: [uid] },
        status: 200,
      }),
    ]);
    expect(beforeRevoke[0].response).toMatchObject({
      users: [
        { localId: uid, email, emailVerified: true, disabled: false, validSince: expect.stringMatching(/^\d+$/) },
      ],
    });

    emulator.revoke(uid);
    const afterRevoke = await requestsDuring(async () => {
      expect(await refusal(token, { checkRevoked: true })).toMatchObject({ status: 401, code: 'TOKEN_REVOKED' });
    });
    expect(afterRevoke).toEqual([expect.objectContaining({ path: LOOKUP, body: { localId: [uid] } })]);

    // A token from a sign-in after the revocation is good again.
    const fresh = emulator.mintIdToken({ uid, email, emailVerified: true });
    await expect(identity.verifyIdToken(fresh, { checkRevoked: true })).resolves.toMatchObject({ uid });
  });

  it('checkRevoked refuses a disabled user with 401 TOKEN_REVOKED', async () => {
    const { uid, token } = person({ disabled: true });
    const sent = await requestsDuring(async () => {
      expect(await refusal(token, { checkRevoked: true })).toMatchObject({ status: 401, code: 'TOKEN_REVOKED' });
    });
    expect(sent).toEqual([expect.objectContaining({ path: LOOKUP, body: { localId: [uid] } })]);
  });

  it('createPasswordResetLink returns the emulator oobLink for a known address, continuing to <PUBLIC_URL>/login', async () => {
    const { email } = person();
    let link: string | null = null;
    const sent = await requestsDuring(async () => {
      link = await identity.createPasswordResetLink(email);
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: SEND_OOB,
      authorization: 'Bearer owner',
      body: {
        requestType: 'PASSWORD_RESET',
        email,
        returnOobLink: true,
        continueUrl: 'http://app.test/login',
        canHandleCodeInApp: false,
      },
      status: 200,
    });
    const { oobLink } = sent[0].response as { oobLink: string };
    expect(link).toBe(oobLink);
    const url = new URL(oobLink);
    expect(url.host).toBe(emulator.host);
    expect(url.searchParams.get('mode')).toBe('resetPassword');
    expect(url.searchParams.get('continueUrl')).toBe('http://app.test/login');
  });

  it('createPasswordResetLink returns null for an unknown address (the emulator answered EMAIL_NOT_FOUND)', async () => {
    const sent = await requestsDuring(async () => {
      await expect(identity.createPasswordResetLink('nobody@test.example')).resolves.toBeNull();
    });
    expect(sent).toEqual([
      expect.objectContaining({
        path: SEND_OOB,
        status: 400,
        response: {
          error: {
            code: 400,
            message: 'EMAIL_NOT_FOUND',
            errors: [{ message: 'EMAIL_NOT_FOUND', reason: 'invalid', domain: 'global' }],
          },
        },
      }),
    ]);
  });

  it('POST /auth/signup with an emulator token creates the profile; the token then works as a Bearer token', async () => {
    const { uid, email, token } = person();
    const res = await t.http().post('/auth/signup').send({ id_token: token, consent: REST_CONSENT }).expect(200);
    expect(res.body).toMatchObject({ uid, email, login_count: expect.any(Number), onboarded: false });
    const rows: { uid: string; email: string }[] = await t.app
      .get(DataSource)
      .query('SELECT uid, email FROM users WHERE uid = $1', [uid]);
    expect(rows).toEqual([{ uid, email }]);

    const me = await t
      .http()
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .send({ query: '{ me { uid email } }' })
      .expect(200);
    expect(me.body).toEqual({ data: { me: { uid, email } } });
  });

  it("a first sign-in (Google's way in) needs both consents: without them 400 and nothing kept", async () => {
    const { uid, token } = person();
    const signIn = 'mutation($t: String!, $c: ConsentInput) { signIn(idToken: $t, consent: $c) { uid loginCount } }';
    const db = t.app.get(DataSource);
    const refused = await t
      .http()
      .post('/graphql')
      .send({ query: signIn, variables: { t: token } });
    expect(refused.body.errors?.[0].extensions).toMatchObject({ code: 'TERMS_CONSENT_REQUIRED', statusCode: 400 });
    const half = await t
      .http()
      .post('/auth/signin')
      .send({ id_token: token, consent: { ...REST_CONSENT, religious_data: false } })
      .expect(400);
    expect(half.body.code).toBe('RELIGIOUS_DATA_CONSENT_REQUIRED');
    expect(await db.query('SELECT uid FROM users WHERE uid = $1', [uid])).toEqual([]);
    expect(await db.query('SELECT uid FROM consents WHERE uid = $1', [uid])).toEqual([]);

    const admitted = await t
      .http()
      .post('/graphql')
      .send({ query: signIn, variables: { t: token, c: GRAPHQL_CONSENT } });
    expect(admitted.body.data?.signIn).toEqual({ uid, loginCount: 1 });
    expect(await db.query('SELECT kind FROM consents WHERE uid = $1 ORDER BY kind', [uid])).toEqual([
      { kind: 'religious-data' },
      { kind: 'terms-and-privacy' },
    ]);
  });

  it('POST /auth/signup with an expired emulator token is 401 TOKEN_EXPIRED and creates nothing', async () => {
    const uid = newUid();
    emulator.addUser({ uid, email: `${uid}@test.example` });
    const res = await t
      .http()
      .post('/auth/signup')
      .send({ id_token: emulator.mintIdToken({ uid, email: `${uid}@test.example`, expiresInSeconds: -1 }) })
      .expect(401);
    expect(res.body).toMatchObject({ statusCode: 401, code: 'TOKEN_EXPIRED' });
    expect(await t.app.get(DataSource).query('SELECT uid FROM users WHERE uid = $1', [uid])).toEqual([]);
  });
});

describe('firebase identity adapter lifecycle', () => {
  // The adapters below fail while being built, before they could read any revocation.
  const unusedRevocations = () => new RevocationService(new DataSource({ type: 'postgres' }));

  it('refuses a FIREBASE_AUTH_EMULATOR_HOST in the process that the configuration does not name (it would accept unsigned tokens)', () => {
    const config = new AppConfig(
      parseEnv({ IDENTITY_DRIVER: 'firebase', FIREBASE_PROJECT_ID: PROJECT, ...FIREBASE_WEB }),
    );
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
    try {
      expect(() => new FirebaseIdentityAdapter(config, createLogger('silent'), unusedRevocations())).toThrow(
        /set in the process environment but not in the configuration/,
      );
    } finally {
      delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    }
  });

  it('lets several apps share one emulator, refuses a second emulator host, and clears FIREBASE_AUTH_EMULATOR_HOST when the last app stops', async () => {
    const emulator = await startFirebaseAuthEmulator({ projectId: PROJECT });
    const env = {
      IDENTITY_DRIVER: 'firebase',
      FIREBASE_PROJECT_ID: PROJECT,
      ...FIREBASE_WEB,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    };
    const first = await startTestApp(env);
    const second = await startTestApp(env);
    try {
      // firebase-admin reads the emulator host from process.env, so the adapter put the configured value there.
      expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBe(emulator.host);
      const uid = newUid();
      emulator.addUser({ uid, email: `${uid}@test.example` });
      const token = emulator.mintIdToken({ uid, email: `${uid}@test.example` });
      for (const app of [first, second])
        await expect(app.app.get<IdentityPort>(IDENTITY_PORT).verifyIdToken(token)).resolves.toMatchObject({ uid });

      // The variable is global to the process: a second emulator host cannot work and is refused.
      const elsewhere = new AppConfig(parseEnv({ ...env, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1' }));
      expect(() => new FirebaseIdentityAdapter(elsewhere, createLogger('silent'), unusedRevocations())).toThrow(
        'Invalid configuration: FIREBASE_AUTH_EMULATOR_HOST is already "' +
          emulator.host +
          '" in this process; one process can use only one Firebase Auth emulator',
      );

      await first.close();
      expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBe(emulator.host);
    } finally {
      await second.close();
      await emulator.close();
    }
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
  });
});
