import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createStaffAccount, query, type TestAccount } from '../factories/accounts.js';
import { createDonor } from '../factories/donors.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The default driver: our own test checkout page, with no network and no keys. */

const STAFF = 'steward@parish.test';

describe('donations with the sandbox driver (the default)', () => {
  let t: TestApp;
  let donor: TestAccount;
  let stranger: TestAccount;
  let origin: string;

  beforeAll(async () => {
    t = await startTestApp({ STAFF_EMAILS: STAFF });
    [donor, stranger] = await Promise.all([createDonor(t), createDonor(t)]);
    origin = new URL(t.config.publicUrl).origin;
  });
  afterAll(() => t.close());

  const statusOf = async (id: string) =>
    (await query<{ status: string }>(t, 'SELECT status FROM donations WHERE id = $1', [id]))[0]?.status;
  const gql = async (text: string, variables: Record<string, unknown>, account: TestAccount) =>
    (await t.http().post('/graphql').set('authorization', `Bearer ${account.idToken}`).send({ query: text, variables }))
      .body as {
      data?: Record<string, unknown> | null;
      errors?: { extensions: { code: string } }[];
    };
  /** POST /donate, answering the sandbox page's path and the donation id. */
  const donate = async (amount: number, recurring: boolean, account = donor) => {
    const res = await t
      .http()
      .post('/donate')
      .set('authorization', `Bearer ${account.idToken}`)
      .send({ amount, recurring, success_url: `${origin}/donate-success`, cancel_url: `${origin}/welcome?from=donate` })
      .expect(200);
    const url = new URL(res.body.url as string);
    expect(url.origin).toBe(origin);
    const id = /^\/donate\/sandbox\/([0-9a-f-]{36})$/.exec(url.pathname)![1];
    return { path: url.pathname, id };
  };

  it('POST /donate answers our own /donate/sandbox/<id> page, and the donation waits as pending', async () => {
    const { id } = await donate(2500, false);
    const [row] = await query(t, 'SELECT * FROM donations WHERE id = $1', [id]);
    expect(row).toMatchObject({
      status: 'pending',
      provider: 'sandbox',
      amount_cents: 2500,
      currency: 'usd',
      recurring: false,
      donor_uid: donor.uid,
    });
  });

  it('the page is clearly a TEST, shows the amount, posts plain forms and runs no script (it passes the CSP)', async () => {
    const { path: page, id } = await donate(2000, true);
    const res = await t.http().get(page).set('accept', 'text/html').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.text).toContain('TEST MODE');
    expect(res.text).toContain('$20.00 every month');
    expect(res.text).toContain(`<form method="post" action="/donate/sandbox/${id}/complete">`);
    expect(res.text).toContain(`<form method="post" action="/donate/sandbox/${id}/cancel">`);
    expect(res.text).toContain('Complete test donation');
    expect(res.text).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('Complete test donation: 303 to success_url and the donation is completed, once', async () => {
    const { path: page, id } = await donate(5000, false);
    const res = await t.http().post(`${page}/complete`).type('form').send('').expect(303);
    expect(res.headers.location).toBe(`${origin}/donate-success`);
    expect(await statusOf(id)).toBe('completed');
    // A second press (back button) changes nothing and records no second event.
    await t.http().post(`${page}/complete`).expect(303);
    await t.http().post(`${page}/cancel`).expect(303);
    expect(await statusOf(id)).toBe('completed');
    expect(await query(t, 'SELECT event_id FROM donation_events WHERE donation_id = $1', [id])).toHaveLength(2);
    // The page no longer offers the buttons.
    expect((await t.http().get(page).expect(200)).text).toContain('already completed');
  });

  it('Cancel: 303 to cancel_url and the donation is canceled', async () => {
    const { path: page, id } = await donate(1000, false);
    const res = await t.http().post(`${page}/cancel`).expect(303);
    expect(res.headers.location).toBe(`${origin}/welcome?from=donate`);
    expect(await statusOf(id)).toBe('canceled');
  });

  it('an unknown or malformed id is 404 on the page and its buttons', async () => {
    expect((await t.http().get('/donate/sandbox/00000000-0000-4000-8000-000000000000').expect(404)).body.code).toBe(
      'DONATION_NOT_FOUND',
    );
    expect((await t.http().get('/donate/sandbox/not-a-uuid').expect(404)).body.code).toBe('DONATION_NOT_FOUND');
    await t.http().post('/donate/sandbox/00000000-0000-4000-8000-000000000000/complete').expect(404);
  });

  it('the webhook endpoint takes nothing with the sandbox driver (404)', async () => {
    await t.http().post('/api/payments/webhook').set('content-type', 'application/json').send('{}').expect(404);
  });

  it('a recurring sandbox gift can be stopped by its donor, and not by anyone else (404)', async () => {
    const { path: page, id } = await donate(1500, true);
    await t.http().post(`${page}/complete`).expect(303);
    const CANCEL =
      'mutation ($id: ID!) { cancelRecurringDonation(id: $id) { portalUrl donation { id status canceledAt } } }';

    expect((await gql(CANCEL, { id }, stranger)).errors?.[0].extensions.code).toBe('DONATION_NOT_FOUND');
    expect((await gql(CANCEL, { id: 'nonsense' }, stranger)).errors?.[0].extensions.code).toBe('DONATION_NOT_FOUND');
    expect(await statusOf(id)).toBe('completed');

    const mine = await gql('{ myDonations { id status recurring amountCents currency } }', {}, donor);
    expect(mine.data?.myDonations).toContainEqual({
      id,
      status: 'completed',
      recurring: true,
      amountCents: 1500,
      currency: 'usd',
    });
    expect(((await gql('{ myDonations { id } }', {}, stranger)).data?.myDonations as unknown[]).length).toBe(0);

    const body = await gql(CANCEL, { id }, donor);
    expect(body.errors).toBeUndefined();
    const result = body.data?.cancelRecurringDonation as {
      portalUrl: string | null;
      donation: { id: string; status: string; canceledAt: string };
    };
    expect(result).toMatchObject({ portalUrl: null, donation: { id, status: 'canceled' } });
    expect(result.donation.canceledAt).toEqual(expect.any(String));
    expect(await statusOf(id)).toBe('canceled');
    expect((await gql(CANCEL, { id }, donor)).errors?.[0].extensions.code).toBe('DONATION_NOT_RECURRING');
  });

  it('a one-off gift is not something to stop (409)', async () => {
    const { path: page, id } = await donate(1500, false);
    await t.http().post(`${page}/complete`).expect(303);
    expect(
      (await gql('mutation ($id: ID!) { cancelRecurringDonation(id: $id) { portalUrl } }', { id }, donor)).errors?.[0]
        .extensions.code,
    ).toBe('DONATION_NOT_RECURRING');
  });

  it('staff alone list every donation', async () => {
    const LIST = '{ donations(limit: 5) { total donations { id amountCents status provider donorEmail } } }';
    expect((await gql(LIST, {}, donor)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    const staff = await createStaffAccount(t, STAFF);
    const body = await gql(LIST, {}, staff);
    const page = body.data?.donations as { total: number; donations: { provider: string; donorEmail: string }[] };
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(page.donations).toHaveLength(5);
    expect(page.donations[0]).toMatchObject({ provider: 'sandbox' });
  });

  it('the page is served by the server even where the built client answers other HTML requests', async () => {
    const clientDir = await mkdtemp(path.join(os.tmpdir(), 'client-'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>the client</title>');
    const withClient = await startTestApp({ CLIENT_DIR: clientDir });
    try {
      const account = await createDonor(withClient);
      const res = await withClient
        .http()
        .post('/donate')
        .set('authorization', `Bearer ${account.idToken}`)
        .send({
          amount: 1000,
          recurring: false,
          success_url: `${origin}/donate-success`,
          cancel_url: `${origin}/welcome`,
        })
        .expect(200);
      const page = await withClient
        .http()
        .get(new URL(res.body.url as string).pathname)
        .set('accept', 'text/html')
        .expect(200);
      expect(page.text).toContain('TEST MODE');
      expect((await withClient.http().get('/donate-success').set('accept', 'text/html').expect(200)).text).toContain(
        'the client',
      );
    } finally {
      await withClient.close();
      await rm(clientDir, { recursive: true, force: true });
    }
  });
});
