import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { LEGAL_VERSION } from '../../backend/src/modules/profile/legal-version.js';
import type { TestApp } from '../e2e/support/test-app.js';

export interface TestAccount {
  email: string;
  password: string;
  uid: string;
  idToken: string;
  /** The Set-Cookie value for the refresh session, ready for a Cookie header. */
  refreshCookie: string;
}

export const uniqueEmail = (label = 'person') => `${label}-${randomBytes(4).toString('hex')}@test.example`;

export const GOOD_PASSWORD = 'Kyrie Eleison 7';

export function refreshCookieOf(setCookie: string[] | string | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = cookies.find((cookie) => cookie.startsWith('ask_refresh='));
  if (!found) throw new Error('no ask_refresh cookie in the response');
  return found.split(';')[0];
}

/** A local identity (POST /identity/sign-up), without a profile yet. */
export async function createIdentity(
  t: TestApp,
  email = uniqueEmail(),
  password = GOOD_PASSWORD,
): Promise<TestAccount> {
  const res = await t.http().post('/identity/sign-up').send({ email, password });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    email,
    password,
    uid: res.body.uid,
    idToken: res.body.idToken,
    refreshCookie: refreshCookieOf(res.headers['set-cookie']),
  };
}

/** Both sign-up boxes ticked, for the version in force: the REST body's `consent`. */
export const REST_CONSENT = { terms_and_privacy: true, religious_data: true, version: LEGAL_VERSION };
/** The same for GraphQL's `consent: ConsentInput`. */
export const GRAPHQL_CONSENT = { termsAndPrivacy: true, religiousData: true, version: LEGAL_VERSION };

/** A local identity with its profile (POST /auth/signup, both consents given), as the client's sign-up flow leaves it. */
export async function createAccount(t: TestApp, email = uniqueEmail(), password = GOOD_PASSWORD): Promise<TestAccount> {
  const account = await createIdentity(t, email, password);
  const res = await t.http().post('/auth/signup').send({ id_token: account.idToken, consent: REST_CONSENT });
  if (res.status !== 200) throw new Error(`profile sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return account;
}

export async function signIn(t: TestApp, email: string, password: string): Promise<TestAccount> {
  const res = await t.http().post('/identity/sign-in').send({ email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    email,
    password,
    uid: res.body.uid,
    idToken: res.body.idToken,
    refreshCookie: refreshCookieOf(res.headers['set-cookie']),
  };
}

export async function query<T = Record<string, unknown>>(
  t: TestApp,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Waits for the newest outbox mail to an address (reset mail is sent after the reply). */
export async function waitForMail(
  t: TestApp,
  to: string,
  timeoutMs = 5000,
): Promise<{ subject: string; body_text: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [mail] = await query<{ subject: string; body_text: string }>(
      t,
      'SELECT subject, body_text FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
      [to],
    );
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

export const resetTokenOf = (mailText: string): string => {
  const match = /reset-password#token=([A-Za-z0-9_-]+)/.exec(mailText);
  if (!match) throw new Error('no reset link in the mail');
  return match[1];
};

/**
 * A staff account: a configured address whose mailbox is proven (local
 * accounts prove it by completing a reset link).
 */
export async function createStaffAccount(t: TestApp, email: string): Promise<TestAccount> {
  const account = await createAccount(t, email);
  await t.http().post('/send-password-reset-email').send({ email }).expect(200);
  const token = resetTokenOf((await waitForMail(t, email)).body_text);
  await t.http().post('/identity/reset-password').send({ token, password: account.password }).expect(204);
  return signIn(t, email, account.password);
}
