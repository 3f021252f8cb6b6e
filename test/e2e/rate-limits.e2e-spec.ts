import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createIdentity, GOOD_PASSWORD, query, uniqueEmail } from '../factories/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('rate limits on the public account doors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      RATE_LIMITS: 'on',
      RATE_LIMIT_SIGN_IN_PER_EMAIL: '3/10m',
      RATE_LIMIT_SIGN_IN_PER_IP: '8/10m',
      RATE_LIMIT_SIGN_UP_PER_IP: '20/1h',
      RATE_LIMIT_RESET_PER_EMAIL: '2/1h',
      RATE_LIMIT_WAITLIST_PER_IP: '3/1h',
      RATE_LIMIT_DONATE_PER_IP: '2/1h',
    });
  });
  afterAll(() => t.close());

  it('limits sign-in per e-mail with 429 and Retry-After, even with the right password', async () => {
    const { email } = await createIdentity(t);
    for (let attempt = 0; attempt < 3; attempt += 1)
      await t.http().post('/identity/sign-in').send({ email, password: 'Wrong Guess 1' }).expect(401);
    const limited = await t.http().post('/identity/sign-in').send({ email, password: GOOD_PASSWORD }).expect(429);
    expect(limited.body).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait 10 minutes and try again.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
  });

  it('limits sign-in per address across many e-mails', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        (await t.http().post('/identity/sign-in').send({ email: uniqueEmail(), password: 'Wrong Guess 1' })).status,
      );
    }
    // 4 earlier attempts from this address + 4 here reach the per-address limit of 8.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('limits password-reset requests per e-mail, through REST and GraphQL alike', async () => {
    const email = uniqueEmail();
    await t.http().post('/send-password-reset-email').send({ email }).expect(200);
    const second = await t.graphql('mutation($e: String!) { requestPasswordReset(email: $e) { success } }', {
      e: email,
    });
    expect(second.errors).toBeUndefined();
    const third = await t.graphql('mutation($e: String!) { requestPasswordReset(email: $e) { success } }', {
      e: email,
    });
    expect(third.errors?.[0].extensions).toMatchObject({
      code: 'RATE_LIMITED',
      statusCode: 429,
      retryAfter: expect.any(Number),
    });
    await t.http().post('/send-password-reset-email').send({ email }).expect(429);
  });

  it('limits the waitlist per address, and the server keeps answering', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1)
      await t.http().post('/api/queue').send({ email: uniqueEmail() }).expect(200);
    const limited = await t.http().post('/api/queue').send({ email: uniqueEmail() }).expect(429);
    expect(limited.headers['retry-after']).toBeDefined();
    await t.http().get('/health/ready').expect(200);
  });

  it('limits checkouts per address (visitors may start them), with nothing written once limited', async () => {
    const origin = new URL(t.config.publicUrl).origin;
    const body = {
      amount: 1000,
      recurring: false,
      success_url: `${origin}/donate-success`,
      cancel_url: `${origin}/home`,
    };
    const count = async () => Number((await query<{ n: string }>(t, 'SELECT count(*) AS n FROM donations'))[0].n);
    for (let attempt = 0; attempt < 2; attempt += 1) await t.http().post('/donate').send(body).expect(200);
    const before = await count();
    const limited = await t.http().post('/donate').send(body).expect(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await count()).toBe(before);
  });
});

describe('RATE_LIMITS=off', () => {
  it('lets every attempt through (for load tests; production refuses it)', async () => {
    const t = await startTestApp({ RATE_LIMITS: 'off', RATE_LIMIT_WAITLIST_PER_IP: '1/1h' });
    try {
      for (let attempt = 0; attempt < 4; attempt += 1)
        await t.http().post('/api/queue').send({ email: uniqueEmail() }).expect(200);
    } finally {
      await t.close();
    }
  });
});
