import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLocalJWKSet, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK } from 'jose';
import { IDENTITY_PORT, type IdentityPort } from '../../backend/src/providers/identity/identity.port.js';
import {
  createAccount,
  createIdentity,
  GOOD_PASSWORD,
  query,
  refreshCookieOf,
  resetTokenOf,
  signIn,
  uniqueEmail,
  waitForMail,
} from '../factories/accounts.js';
import { unsealed } from '../factories/sealed.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ME = '{ me { uid email } }';

describe('local identity provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'http://app.test' });
  });
  afterAll(() => t.close());

  const countCredentials = async () =>
    Number((await query<{ n: string }>(t, 'SELECT count(*) AS n FROM local_credentials'))[0].n);

  describe('sign-up', () => {
    it('creates an account and answers a short-lived ID token, with the refresh token only in an httpOnly SameSite=Strict cookie', async () => {
      const email = uniqueEmail();
      const res = await t.http().post('/identity/sign-up').send({ email, password: GOOD_PASSWORD }).expect(201);
      expect(res.body).toEqual({ idToken: expect.any(String), expiresIn: 3600, uid: expect.any(String), email });
      expect(res.headers['cache-control']).toBe('no-store');
      const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('ask_refresh='));
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toMatch(/Path=\/identity/);
      expect(cookie).not.toMatch(/Secure/); // only in production
      expect(JSON.stringify(res.body)).not.toContain(refreshCookieOf(res.headers['set-cookie']).split('=')[1]);
    });

    it.each([
      ['Short1a', 'Password must be at least 8 characters long.'],
      ['no capitals here', 'Password must contain at least one uppercase letter.'],
      ['NO LOWER CASE', 'Password must contain at least one lowercase letter.'],
    ])('refuses the weak password %j with the spec message and writes nothing', async (password, message) => {
      const before = await countCredentials();
      const res = await t.http().post('/identity/sign-up').send({ email: uniqueEmail(), password }).expect(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'WEAK_PASSWORD', message });
      expect(await countCredentials()).toBe(before);
    });

    it('the first token of a new account passes the revocation check (sensitive operations right after sign-up)', async () => {
      const account = await createIdentity(t);
      const port = t.app.get<IdentityPort>(IDENTITY_PORT);
      await expect(port.verifyIdToken(account.idToken, { checkRevoked: true })).resolves.toMatchObject({
        uid: account.uid,
      });
    });

    it('refuses a malformed e-mail, a missing password and unknown fields with VALIDATION_FAILED', async () => {
      const before = await countCredentials();
      const bad = await t
        .http()
        .post('/identity/sign-up')
        .send({ email: 'not-an-address', password: GOOD_PASSWORD })
        .expect(400);
      expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please enter a valid email address.' });
      await t.http().post('/identity/sign-up').send({ email: uniqueEmail() }).expect(400);
      const extra = await t
        .http()
        .post('/identity/sign-up')
        .send({ email: uniqueEmail(), password: GOOD_PASSWORD, uid: 'chosen-by-me' })
        .expect(400);
      expect(extra.body.code).toBe('VALIDATION_FAILED');
      expect(await countCredentials()).toBe(before);
    });

    it('refuses an address already registered, whatever its case', async () => {
      const { email } = await createIdentity(t);
      const res = await t
        .http()
        .post('/identity/sign-up')
        .send({ email: email.toUpperCase(), password: GOOD_PASSWORD })
        .expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        code: 'EMAIL_IN_USE',
        message: 'This email is already registered. Please log in.',
      });
    });
  });

  describe('sign-in', () => {
    it('answers the same 401 for a wrong password and for an unknown address', async () => {
      const { email } = await createIdentity(t);
      const wrong = await t.http().post('/identity/sign-in').send({ email, password: 'Wrong Password 1' }).expect(401);
      const unknown = await t
        .http()
        .post('/identity/sign-in')
        .send({ email: uniqueEmail(), password: GOOD_PASSWORD })
        .expect(401);
      expect(wrong.body).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Please check your Email or Password.',
      });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('issues tokens that verify against the published JWKS, with our issuer and audience', async () => {
      const account = await createIdentity(t);
      const jwks = (await t.http().get('/.well-known/jwks.json').expect(200)).body as { keys: JWK[] };
      expect(jwks.keys[0]).toMatchObject({
        kty: 'EC',
        crv: 'P-256',
        alg: 'ES256',
        use: 'sig',
        kid: expect.any(String),
      });
      expect(jwks.keys[0]).not.toHaveProperty('d');
      const { payload, protectedHeader } = await jwtVerify(account.idToken, createLocalJWKSet({ keys: jwks.keys }), {
        issuer: 'http://app.test',
        audience: 'ask-seek-knock',
      });
      expect(protectedHeader.alg).toBe('ES256');
      expect(payload).toMatchObject({ sub: account.uid, email: account.email, email_verified: false });
      expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(3600);
    });
  });

  describe('tokens the guard refuses with 401', () => {
    let account: Awaited<ReturnType<typeof createAccount>>;
    let storedKey: JWK;
    const claims = () => ({ email: account.email, email_verified: false });
    const sign = (
      key: Parameters<SignJWT['sign']>[0],
      header: Record<string, string>,
      build: (jwt: SignJWT) => SignJWT,
    ) =>
      build(
        new SignJWT(claims())
          .setProtectedHeader({ alg: 'ES256', ...header })
          .setSubject(account.uid)
          .setIssuedAt(),
      ).sign(key);

    beforeAll(async () => {
      account = await createAccount(t);
      const [row] = await query<{ kid: string; private_jwk: { sealed: string } }>(
        t,
        'SELECT kid, private_jwk FROM signing_keys LIMIT 1',
      );
      // The private key is sealed at rest (common/crypto); the test opens it as the app does.
      storedKey = { ...(JSON.parse(await unsealed(t, row.private_jwk.sealed)) as JWK), kid: row.kid };
    });

    async function expectRefused(token: string, code: string) {
      const res = await t.http().post('/graphql').set('authorization', `Bearer ${token}`).send({ query: ME });
      expect(res.body.errors?.[0]?.extensions).toMatchObject({ code, statusCode: 401 });
      expect(res.body.data).toBeNull();
    }

    it('accepts a good token (the control case)', async () => {
      const res = await t
        .http()
        .post('/graphql')
        .set('authorization', `Bearer ${account.idToken}`)
        .send({ query: ME })
        .expect(200);
      expect(res.body.data.me).toEqual({ uid: account.uid, email: account.email });
    });

    it('refuses an expired token', async () => {
      const key = await importJWK(storedKey, 'ES256');
      const token = await sign(key, { kid: storedKey.kid! }, (jwt) =>
        jwt
          .setIssuer('http://app.test')
          .setAudience('ask-seek-knock')
          .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
          .setExpirationTime(Math.floor(Date.now() / 1000) - 3600),
      );
      await expectRefused(token, 'TOKEN_EXPIRED');
    });

    it('a token accepted before is still refused once it has expired', async () => {
      const key = await importJWK(storedKey, 'ES256');
      const expiresAt = Math.floor(Date.now() / 1000) + 2;
      const token = await sign(key, { kid: storedKey.kid! }, (jwt) =>
        jwt.setIssuer('http://app.test').setAudience('ask-seek-knock').setExpirationTime(expiresAt),
      );
      const accepted = await t
        .http()
        .post('/graphql')
        .set('authorization', `Bearer ${token}`)
        .send({ query: ME })
        .expect(200);
      expect(accepted.body.data.me).toEqual({ uid: account.uid, email: account.email });
      await new Promise((resolve) => setTimeout(resolve, expiresAt * 1000 - Date.now() + 50));
      await expectRefused(token, 'TOKEN_EXPIRED');
    });

    it('refuses a wrong audience and a wrong issuer', async () => {
      const key = await importJWK(storedKey, 'ES256');
      await expectRefused(
        await sign(key, { kid: storedKey.kid! }, (jwt) =>
          jwt.setIssuer('http://app.test').setAudience('someone-else').setExpirationTime('5m'),
        ),
        'INVALID_TOKEN',
      );
      await expectRefused(
        await sign(key, { kid: storedKey.kid! }, (jwt) =>
          jwt.setIssuer('https://evil.test').setAudience('ask-seek-knock').setExpirationTime('5m'),
        ),
        'INVALID_TOKEN',
      );
    });

    it('refuses a token signed by another key, even under our kid', async () => {
      const { privateKey } = await generateKeyPair('ES256');
      await expectRefused(
        await sign(privateKey, { kid: storedKey.kid! }, (jwt) =>
          jwt.setIssuer('http://app.test').setAudience('ask-seek-knock').setExpirationTime('5m'),
        ),
        'INVALID_TOKEN',
      );
    });

    it('refuses alg "none" and HS256 made with the public key', async () => {
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const payload = {
        sub: account.uid,
        email: account.email,
        iss: 'http://app.test',
        aud: 'ask-seek-knock',
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 300,
      };
      await expectRefused(`${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`, 'INVALID_TOKEN');
      const { d: _d, ...publicJwk } = storedKey;
      const secret = new TextEncoder().encode(JSON.stringify(publicJwk));
      const hs = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256', kid: storedKey.kid! }).sign(secret);
      await expectRefused(hs, 'INVALID_TOKEN');
    });

    it('refuses a missing bearer with UNAUTHENTICATED and garbage with INVALID_TOKEN', async () => {
      const res = await t.http().post('/graphql').send({ query: ME });
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', statusCode: 401 });
      await expectRefused('not.a.token', 'INVALID_TOKEN');
    });
  });

  describe('refresh and sign-out', () => {
    it('rotates the refresh cookie, and forgives a replay within the reuse interval (a reload that lost the reply)', async () => {
      const account = await createIdentity(t);
      const first = await t.http().post('/identity/refresh').set('cookie', account.refreshCookie).expect(200);
      expect(first.body).toMatchObject({ uid: account.uid, idToken: expect.any(String) });
      const rotated = refreshCookieOf(first.headers['set-cookie']);
      expect(rotated).not.toBe(account.refreshCookie);

      const retry = await t.http().post('/identity/refresh').set('cookie', account.refreshCookie).expect(200);
      expect(retry.body.uid).toBe(account.uid);
      await t.http().post('/identity/refresh').set('cookie', rotated).expect(200);
    });

    it('ends the whole session family when a spent cookie comes back after the reuse interval', async () => {
      const account = await createIdentity(t);
      const first = await t.http().post('/identity/refresh').set('cookie', account.refreshCookie).expect(200);
      const rotated = refreshCookieOf(first.headers['set-cookie']);
      await query(
        t,
        "UPDATE refresh_sessions SET rotated_at = now() - interval '1 minute' WHERE rotated_at IS NOT NULL AND uid = $1",
        [account.uid],
      );

      const replay = await t.http().post('/identity/refresh').set('cookie', account.refreshCookie).expect(401);
      expect(replay.body.code).toBe('REFRESH_INVALID');
      await t.http().post('/identity/refresh').set('cookie', rotated).expect(401);
    });

    it('forgives nothing once the person has signed out', async () => {
      const account = await createIdentity(t);
      const first = await t.http().post('/identity/refresh').set('cookie', account.refreshCookie).expect(200);
      await t.http().post('/identity/sign-out').set('cookie', refreshCookieOf(first.headers['set-cookie'])).expect(204);
      await t.http().post('/identity/refresh').set('cookie', account.refreshCookie).expect(401);
    });

    it('refuses a refresh with no cookie, and sign-out revokes the session and clears the cookie', async () => {
      await t.http().post('/identity/refresh').expect(401);
      const account = await createIdentity(t);
      const out = await t.http().post('/identity/sign-out').set('cookie', account.refreshCookie).expect(204);
      expect((out.headers['set-cookie'] as unknown as string[])[0]).toMatch(/^ask_refresh=;/);
      await t.http().post('/identity/refresh').set('cookie', account.refreshCookie).expect(401);
    });
  });

  describe('password reset', () => {
    it('mails a single-use link; the new password works, the old one and the old sessions do not', async () => {
      const account = await createAccount(t);
      const res = await t.http().post('/send-password-reset-email').send({ email: account.email }).expect(200);
      expect(res.body).toEqual({ success: true });
      const mail = await waitForMail(t, account.email);
      expect(mail.body_text).toContain('http://app.test/reset-password#token=');
      const token = resetTokenOf(mail.body_text);

      await t.http().post('/identity/reset-password').send({ token, password: 'Agnus Dei 2025' }).expect(204);
      await t.http().post('/identity/sign-in').send({ email: account.email, password: account.password }).expect(401);
      await signIn(t, account.email, 'Agnus Dei 2025');
      await t.http().post('/identity/refresh').set('cookie', account.refreshCookie).expect(401);
      const port = t.app.get<IdentityPort>(IDENTITY_PORT);
      await expect(port.verifyIdToken(account.idToken, { checkRevoked: true })).rejects.toMatchObject({
        code: 'TOKEN_REVOKED',
      });

      const again = await t
        .http()
        .post('/identity/reset-password')
        .send({ token, password: 'Agnus Dei 2026' })
        .expect(400);
      expect(again.body).toEqual({
        statusCode: 400,
        code: 'RESET_TOKEN_INVALID',
        message: 'This reset link is invalid or has expired. Please request a new one.',
      });
    });

    it('refuses an expired link, and a weak new password without using the link up', async () => {
      const account = await createAccount(t);
      await t.http().post('/send-password-reset-email').send({ email: account.email }).expect(200);
      const token = resetTokenOf((await waitForMail(t, account.email)).body_text);
      const weak = await t.http().post('/identity/reset-password').send({ token, password: 'weak' }).expect(400);
      expect(weak.body.code).toBe('WEAK_PASSWORD');
      await query(t, "UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute'");
      await t.http().post('/identity/reset-password').send({ token, password: 'Agnus Dei 2025' }).expect(400);
      await signIn(t, account.email, account.password);
    });

    it('answers an unknown address exactly as a known one, and sends nothing', async () => {
      const email = uniqueEmail('nobody');
      const res = await t.http().post('/send-password-reset-email').send({ email }).expect(200);
      expect(res.body).toEqual({ success: true });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await query(t, 'SELECT 1 FROM mail_outbox WHERE to_address = $1', [email])).toEqual([]);
    });

    it('is also reachable through GraphQL, with the same answer', async () => {
      const account = await createAccount(t);
      const res = await t.graphql<{ requestPasswordReset: { success: boolean } }>(
        'mutation($e: String!) { requestPasswordReset(email: $e) { success } }',
        { e: account.email },
      );
      expect(res.data?.requestPasswordReset).toEqual({ success: true });
      await waitForMail(t, account.email);
      const bad = await t.graphql('mutation { requestPasswordReset(email: "nope") { success } }');
      expect(bad.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });
});
