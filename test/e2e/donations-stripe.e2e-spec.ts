import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { query, type TestAccount } from '../factories/accounts.js';
import { createDonor } from '../factories/donors.js';
import {
  signedWebhook,
  startFakeStripe,
  stripeEvent,
  type FakeStripe,
  type FormValue,
  type RecordedRequest,
} from '../fakes/stripe-api.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * PAYMENTS_DRIVER=stripe against the Stripe stand-in: the real adapter and
 * SDK build the sessions, and webhooks carry real Stripe-Signature headers.
 */

const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('hex')}`;
const MAX_CENTS = 1_000_000;

interface DonationRow {
  id: string;
  amount_cents: number;
  currency: string;
  recurring: boolean;
  status: string;
  provider: string;
  provider_session_id: string | null;
  provider_subscription_id: string | null;
  provider_customer_id: string | null;
  renewal_of: string | null;
  donor_uid: string | null;
  donor_email: string | null;
  idempotency_key: string;
  completed_at: Date | null;
  canceled_at: Date | null;
}

describe('donations with the stripe driver', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let donor: TestAccount;
  let origin: string;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await startTestApp({
      PAYMENTS_DRIVER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    });
    donor = await createDonor(t);
    origin = new URL(t.config.publicUrl).origin;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const donations = () => query<DonationRow>(t, 'SELECT * FROM donations ORDER BY created_at');
  const rowOf = async (id: string) => (await query<DonationRow>(t, 'SELECT * FROM donations WHERE id = $1', [id]))[0];
  const eventCount = async () =>
    Number((await query<{ n: string }>(t, 'SELECT count(*) AS n FROM donation_events'))[0].n);
  const lastSessionRequest = (): RecordedRequest =>
    fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
  const at = (value: FormValue | undefined, ...path: (string | number)[]): FormValue | undefined =>
    path.reduce<FormValue | undefined>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, FormValue>)[key] : undefined),
      value,
    );

  const donate = (body: Record<string, unknown>, account: TestAccount | null = donor) => {
    const req = t.http().post('/donate');
    if (account) req.set('authorization', `Bearer ${account.idToken}`);
    return req.send(body);
  };
  const gql = async (text: string, variables: Record<string, unknown>, account: TestAccount | null = donor) => {
    const req = t.http().post('/graphql');
    if (account) req.set('authorization', `Bearer ${account.idToken}`);
    return (await req.send({ query: text, variables })).body as {
      data?: Record<string, unknown> | null;
      errors?: { extensions: { code: string } }[];
    };
  };
  const CHECKOUT =
    'mutation ($a: Int!, $r: Boolean!, $s: String!, $c: String!) { createDonationCheckout(amountCents: $a, recurring: $r, successUrl: $s, cancelUrl: $c) { url } }';
  const deliver = (delivery: { payload: string; signature?: string }) => {
    const req = t.http().post('/api/payments/webhook').set('content-type', 'application/json');
    if (delivery.signature !== undefined) req.set('stripe-signature', delivery.signature);
    return req.send(delivery.payload);
  };
  const good = () => ({
    amount: 2500,
    recurring: false,
    success_url: `${origin}/donate-success`,
    cancel_url: `${origin}/welcome`,
  });

  /** A one-off checkout created through REST, and its row. */
  const newCheckout = async (body: Record<string, unknown> = good()) => {
    const res = await donate(body).expect(200);
    const sessionId = /\/(cs_test_\w+)$/.exec(res.body.url as string)![1];
    const [row] = await query<DonationRow>(t, 'SELECT * FROM donations WHERE provider_session_id = $1', [sessionId]);
    return { sessionId, row };
  };
  const completedEvent = (row: DonationRow, sessionId: string, extra: Record<string, unknown> = {}) =>
    stripeEvent('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      client_reference_id: row.id,
      metadata: { donation_id: row.id },
      mode: row.recurring ? 'subscription' : 'payment',
      payment_status: 'paid',
      status: 'complete',
      amount_total: row.amount_cents,
      currency: row.currency,
      subscription: null,
      customer: null,
      ...extra,
    });

  describe('creating checkout sessions', () => {
    it('POST /donate (one-off) creates a payment-mode donate session with the server-decided amount, and answers only { url }', async () => {
      const res = await donate(good()).expect(200);
      expect(Object.keys(res.body)).toEqual(['url']);
      const sent = lastSessionRequest();
      const session = fake.sessions.get(/cs_test_\w+$/.exec(res.body.url as string)![0])!;
      expect(res.body.url).toBe(session.url);
      const [row] = await query<DonationRow>(t, 'SELECT * FROM donations WHERE provider_session_id = $1', [session.id]);
      expect(row).toMatchObject({
        amount_cents: 2500,
        currency: 'usd',
        recurring: false,
        status: 'pending',
        provider: 'stripe',
        donor_uid: donor.uid,
        donor_email: donor.email,
      });
      expect(sent.method).toBe('POST');
      expect(sent.authorization).toBe('Bearer sk_test_e2e');
      expect(sent.params).toMatchObject({
        mode: 'payment',
        submit_type: 'donate',
        success_url: `${origin}/donate-success`,
        cancel_url: `${origin}/welcome`,
        client_reference_id: row.id,
        metadata: { donation_id: row.id, donor_uid: donor.uid },
        customer_email: donor.email,
        payment_intent_data: { metadata: { donation_id: row.id } },
        line_items: [
          {
            quantity: '1',
            price_data: { currency: 'usd', unit_amount: '2500', product_data: { name: 'Gift to Ask Seek Knock' } },
          },
        ],
      });
      expect(at(sent.params.line_items, 0, 'price_data', 'recurring')).toBeUndefined();
      expect(sent.params.subscription_data).toBeUndefined();
      expect(sent.idempotencyKey).toBe(row.idempotency_key);
      expect(sent.idempotencyKey).toMatch(/^donation-[0-9a-f-]{36}$/);
    });

    it('createDonationCheckout (monthly) creates a subscription-mode session with a monthly price and no submit_type', async () => {
      const body = await gql(CHECKOUT, {
        a: 1000,
        r: true,
        s: `${origin}/donate-success?x=1`,
        c: `${origin}/settings`,
      });
      expect(body.errors).toBeUndefined();
      const url = (body.data?.createDonationCheckout as { url: string }).url;
      const sent = lastSessionRequest();
      const [row] = await query<DonationRow>(t, 'SELECT * FROM donations WHERE provider_session_id = $1', [
        /cs_test_\w+$/.exec(url)![0],
      ]);
      expect(row).toMatchObject({ amount_cents: 1000, recurring: true, status: 'pending' });
      expect(sent.params).toMatchObject({
        mode: 'subscription',
        success_url: `${origin}/donate-success?x=1`,
        cancel_url: `${origin}/settings`,
        client_reference_id: row.id,
        subscription_data: { metadata: { donation_id: row.id } },
        line_items: [
          { quantity: '1', price_data: { currency: 'usd', unit_amount: '1000', recurring: { interval: 'month' } } },
        ],
      });
      expect(sent.params.submit_type).toBeUndefined();
      expect(sent.idempotencyKey).toBe(row.idempotency_key);
    });

    it('gives every attempt its own idempotency key, so two identical gifts are two sessions', async () => {
      const before = fake.requests.length;
      await donate(good()).expect(200);
      await donate(good()).expect(200);
      const [first, second] = fake.requests.slice(before);
      expect(first.idempotencyKey).toBeDefined();
      expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
    });

    it('answers 502 PAYMENT_PROVIDER_UNAVAILABLE when Stripe fails, and marks that attempt failed', async () => {
      fake.failNext(500);
      const res = await donate(good()).expect(502);
      expect(res.body.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
      const failed = (await donations()).at(-1)!;
      expect(failed).toMatchObject({ status: 'failed', provider_session_id: null });
      // Had Stripe created the session after all (our call timed out), its payment still counts.
      await deliver(signedWebhook(completedEvent(failed, 'cs_test_late'), WEBHOOK_SECRET)).expect(200);
      expect(await rowOf(failed.id)).toMatchObject({ status: 'completed', provider_session_id: 'cs_test_late' });
    });
  });

  describe('refusals write nothing and never reach Stripe', () => {
    let rowsBefore: number;
    let requestsBefore: number;
    beforeEach(async () => {
      rowsBefore = (await donations()).length;
      requestsBefore = fake.requests.length;
    });
    const nothingWritten = async () => {
      expect((await donations()).length).toBe(rowsBefore);
      expect(fake.requests.length).toBe(requestsBefore);
    };

    it.each([
      [0],
      [99],
      [1.5],
      ['100'],
      [-500],
      [MAX_CENTS],
      [MAX_CENTS + 1],
      [null],
      [undefined],
      [Number.MAX_SAFE_INTEGER + 2],
    ])('POST /donate amount %p: 400 DONATION_AMOUNT_INVALID', async (amount) => {
      const res = await donate({ ...good(), amount }).expect(400);
      expect(res.body.code).toBe('DONATION_AMOUNT_INVALID');
      await nothingWritten();
    });

    it.each([[0], [99], [-500], [MAX_CENTS], [MAX_CENTS + 1]])(
      'createDonationCheckout amountCents %p: DONATION_AMOUNT_INVALID',
      async (amount) => {
        const body = await gql(CHECKOUT, {
          a: amount,
          r: false,
          s: `${origin}/donate-success`,
          c: `${origin}/welcome`,
        });
        expect(body.errors?.[0].extensions.code).toBe('DONATION_AMOUNT_INVALID');
        await nothingWritten();
      },
    );

    it.each([[1.5], ['100']])(
      'createDonationCheckout amountCents %p is refused by the schema (Int!)',
      async (amount) => {
        const body = await gql(CHECKOUT, {
          a: amount,
          r: false,
          s: `${origin}/donate-success`,
          c: `${origin}/welcome`,
        });
        expect(body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
        await nothingWritten();
      },
    );

    const foreign = (o: string) => [
      'https://evil.example/donate-success',
      'javascript:alert(document.cookie)',
      '/donate-success',
      'donate-success',
      '//evil.example/donate-success',
      `${o}.evil.example/x`,
      `${o}@evil.example/x`,
      `${o}\\@evil.example/x`,
      `${o.replace('http:', 'https:')}/x`,
      `${o.replace(/:\d+$/, '')}:1/x`,
      `${o}/x\n`,
      ' ' + `${o}/x`,
      '',
      42,
      null,
    ];

    it('POST /donate refuses every foreign, scripted or relative success_url and cancel_url with 400 RETURN_URL_INVALID', async () => {
      for (const field of ['success_url', 'cancel_url']) {
        for (const value of foreign(origin)) {
          const res = await donate({ ...good(), [field]: value });
          expect({ field, value, status: res.status, code: res.body.code }).toEqual({
            field,
            value,
            status: 400,
            code: 'RETURN_URL_INVALID',
          });
        }
      }
      await nothingWritten();
    });

    it('createDonationCheckout refuses foreign return addresses with RETURN_URL_INVALID', async () => {
      for (const value of foreign(origin).filter((v): v is string => typeof v === 'string')) {
        const success = await gql(CHECKOUT, { a: 1000, r: false, s: value, c: `${origin}/welcome` });
        const cancel = await gql(CHECKOUT, { a: 1000, r: false, s: `${origin}/welcome`, c: value });
        expect({ value, codes: [success.errors?.[0].extensions.code, cancel.errors?.[0].extensions.code] }).toEqual({
          value,
          codes: ['RETURN_URL_INVALID', 'RETURN_URL_INVALID'],
        });
      }
      await nothingWritten();
    });

    it('refuses a non-boolean recurring and unknown fields with 400 VALIDATION_FAILED', async () => {
      expect((await donate({ ...good(), recurring: 'yes' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
      expect((await donate({ ...good(), currency: 'eur' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
      await nothingWritten();
    });

    it('a bad token is 401 and writes nothing, through REST and GraphQL', async () => {
      expect(
        (await t.http().post('/donate').set('authorization', 'Bearer not-a-token').send(good()).expect(401)).body.code,
      ).toMatch(/TOKEN/);
      const res = await t
        .http()
        .post('/graphql')
        .set('authorization', 'Bearer not-a-token')
        .send({
          query: CHECKOUT,
          variables: { a: 1000, r: false, s: `${origin}/donate-success`, c: `${origin}/welcome` },
        });
      expect((res.body as { errors?: { extensions: { code: string } }[] }).errors?.[0].extensions.code).toMatch(
        /TOKEN/,
      );
      await nothingWritten();
    });
  });

  // The signups-closed panel offers the modal to people who could not sign up.
  it('a visitor may give without signing in; the donation is recorded without a donor', async () => {
    const rest = await donate({ ...good(), amount: 1500 }, null).expect(200);
    const sessionId = /\/(cs_test_\w+)$/.exec(rest.body.url as string)![1];
    const [row] = await query<DonationRow>(t, 'SELECT * FROM donations WHERE provider_session_id = $1', [sessionId]);
    expect(row).toMatchObject({ amount_cents: 1500, donor_uid: null, donor_email: null, status: 'pending' });
    expect(lastSessionRequest().params).toMatchObject({
      client_reference_id: row.id,
      metadata: { donation_id: row.id },
    });
    expect(lastSessionRequest().params).not.toHaveProperty('customer_email');
    expect(lastSessionRequest().params.metadata).not.toHaveProperty('donor_uid');

    const body = await gql(CHECKOUT, { a: 2000, r: true, s: `${origin}/donate-success`, c: `${origin}/welcome` }, null);
    expect(body.errors).toBeUndefined();
    const latest = (await donations()).at(-1)!;
    expect(latest).toMatchObject({ amount_cents: 2000, recurring: true, donor_uid: null });
  });

  describe('webhooks', () => {
    it('a signed checkout.session.completed completes the donation once, even when delivered twice', async () => {
      const { sessionId, row } = await newCheckout();
      const delivery = signedWebhook(completedEvent(row, sessionId), WEBHOOK_SECRET);
      const eventsBefore = await eventCount();
      expect((await deliver(delivery).expect(200)).body).toEqual({ received: true });
      const completed = await rowOf(row.id);
      expect(completed).toMatchObject({ status: 'completed' });
      expect(completed.completed_at).toBeInstanceOf(Date);

      await deliver(delivery).expect(200);
      const again = await rowOf(row.id);
      expect(again.completed_at).toEqual(completed.completed_at);
      expect(await eventCount()).toBe(eventsBefore + 1);
      expect((await donations()).filter((d) => d.provider_session_id === sessionId)).toHaveLength(1);
    });

    it('two concurrent deliveries of one event apply it once', async () => {
      const { sessionId, row } = await newCheckout();
      const delivery = signedWebhook(completedEvent(row, sessionId), WEBHOOK_SECRET);
      const eventsBefore = await eventCount();
      const answers = await Promise.all([deliver(delivery), deliver(delivery), deliver(delivery)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(await eventCount()).toBe(eventsBefore + 1);
      expect((await rowOf(row.id)).status).toBe('completed');
    });

    describe('a delivery that cannot be trusted is 400 WEBHOOK_SIGNATURE_INVALID and records nothing', () => {
      let sessionId: string;
      let row: DonationRow;
      let event: Record<string, unknown>;
      let eventsBefore: number;
      beforeAll(async () => {
        ({ sessionId, row } = await newCheckout());
        event = completedEvent(row, sessionId);
      });
      beforeEach(async () => {
        eventsBefore = await eventCount();
      });
      const refused = async (delivery: { payload: string; signature?: string }) => {
        const res = await deliver(delivery).expect(400);
        expect(res.body.code).toBe('WEBHOOK_SIGNATURE_INVALID');
        expect((await rowOf(row.id)).status).toBe('pending');
        expect(await eventCount()).toBe(eventsBefore);
      };

      it('signed with another secret', () => refused(signedWebhook(event, `whsec_${randomBytes(24).toString('hex')}`)));

      it('a stale timestamp (older than the 300 s tolerance), though correctly signed', () =>
        refused(signedWebhook(event, WEBHOOK_SECRET, { timestamp: Math.floor(Date.now() / 1000) - 600 })));

      it('unsigned (no Stripe-Signature header)', () =>
        refused({ payload: signedWebhook(event, WEBHOOK_SECRET).payload }));

      it('a malformed signature header', () =>
        refused({ payload: signedWebhook(event, WEBHOOK_SECRET).payload, signature: 'v1=deadbeef' }));

      it('the body changed after signing', () => {
        const delivery = signedWebhook(event, WEBHOOK_SECRET);
        return refused({ ...delivery, payload: delivery.payload.replace('"paid"', '"paid" ') });
      });

      it('the body re-serialised (same JSON, other bytes): the raw bytes are what is verified', () => {
        const delivery = signedWebhook(event, WEBHOOK_SECRET);
        return refused({ ...delivery, payload: JSON.stringify(JSON.parse(delivery.payload)) });
      });
    });

    it('the sandbox checkout does not exist with this driver (404)', async () => {
      const { row } = await newCheckout();
      await t.http().get(`/donate/sandbox/${row.id}`).expect(404);
      await t.http().post(`/donate/sandbox/${row.id}/complete`).expect(404);
      expect((await rowOf(row.id)).status).toBe('pending');
    });

    it('an event type it does not use is acknowledged and changes nothing', async () => {
      const before = await eventCount();
      await deliver(
        signedWebhook(
          stripeEvent('payment_intent.created', { id: 'pi_test_1', object: 'payment_intent' }),
          WEBHOOK_SECRET,
        ),
      ).expect(200);
      expect(await eventCount()).toBe(before);
    });

    it('checkout.session.expired cancels a pending donation', async () => {
      const { sessionId, row } = await newCheckout();
      await deliver(
        signedWebhook(
          stripeEvent('checkout.session.expired', {
            id: sessionId,
            object: 'checkout.session',
            client_reference_id: row.id,
          }),
          WEBHOOK_SECRET,
        ),
      ).expect(200);
      expect((await rowOf(row.id)).status).toBe('canceled');
    });

    it('a monthly gift: completed with its subscription, later months are new rows (once each), the portal cancels it, deletion marks it canceled', async () => {
      const { sessionId, row } = await newCheckout({ ...good(), amount: 5000, recurring: true });
      const subscription = `sub_test_${randomBytes(6).toString('hex')}`;
      const customer = `cus_test_${randomBytes(6).toString('hex')}`;
      await deliver(signedWebhook(completedEvent(row, sessionId, { subscription, customer }), WEBHOOK_SECRET)).expect(
        200,
      );
      expect(await rowOf(row.id)).toMatchObject({
        status: 'completed',
        provider_subscription_id: subscription,
        provider_customer_id: customer,
      });

      const invoice = (reason: string) =>
        stripeEvent('invoice.paid', {
          id: `in_test_${randomBytes(6).toString('hex')}`,
          object: 'invoice',
          billing_reason: reason,
          amount_paid: 5000,
          currency: 'usd',
          customer,
          parent: { type: 'subscription_details', subscription_details: { subscription } },
        });
      // The first invoice is the checkout itself: no second row.
      await deliver(signedWebhook(invoice('subscription_create'), WEBHOOK_SECRET)).expect(200);
      const nextMonth = signedWebhook(invoice('subscription_cycle'), WEBHOOK_SECRET);
      await deliver(nextMonth).expect(200);
      await deliver(nextMonth).expect(200);
      const renewals = await query<DonationRow>(t, 'SELECT * FROM donations WHERE renewal_of = $1', [row.id]);
      expect(renewals).toHaveLength(1);
      expect(renewals[0]).toMatchObject({
        status: 'completed',
        amount_cents: 5000,
        recurring: true,
        provider_subscription_id: subscription,
        donor_uid: donor.uid,
      });

      const mine = await gql('{ myDonations { id status recurring renewal amountCents } }', {});
      expect(mine.data?.myDonations).toEqual(
        expect.arrayContaining([
          { id: row.id, status: 'completed', recurring: true, renewal: false, amountCents: 5000 },
          { id: renewals[0].id, status: 'completed', recurring: true, renewal: true, amountCents: 5000 },
        ]),
      );

      const CANCEL = 'mutation ($id: ID!) { cancelRecurringDonation(id: $id) { portalUrl donation { id status } } }';
      const portal = await gql(CANCEL, { id: row.id });
      expect(portal.errors).toBeUndefined();
      const answer = portal.data?.cancelRecurringDonation as { portalUrl: string; donation: { status: string } };
      expect(answer.portalUrl).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_test_/);
      expect(answer.donation.status).toBe('completed');
      const portalRequest = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!;
      expect(portalRequest.params).toEqual({ customer, return_url: `${origin}/settings` });

      const other = await createDonor(t);
      expect((await gql(CANCEL, { id: row.id }, other)).errors?.[0].extensions.code).toBe('DONATION_NOT_FOUND');
      expect((await gql(CANCEL, { id: renewals[0].id })).errors?.[0].extensions.code).toBe('DONATION_NOT_RECURRING');

      await deliver(
        signedWebhook(
          stripeEvent('customer.subscription.deleted', {
            id: subscription,
            object: 'subscription',
            status: 'canceled',
          }),
          WEBHOOK_SECRET,
        ),
      ).expect(200);
      const canceled = await rowOf(row.id);
      expect(canceled.status).toBe('canceled');
      expect(canceled.canceled_at).toBeInstanceOf(Date);
      expect((await rowOf(renewals[0].id)).status).toBe('completed');
    });
  });
});
