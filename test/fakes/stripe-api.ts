import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A stand-in for api.stripe.com on loopback, reached through the SDK's own
 * host/port/protocol options (STRIPE_API_BASE), so the real `stripe` adapter
 * and SDK run unchanged. It speaks what the adapter uses: form-encoded
 * POST /v1/checkout/sessions and /v1/billing_portal/sessions, bearer-key auth,
 * Stripe's error shape, and idempotency keys (same key and same parameters:
 * the same answer; same key with other parameters: an idempotency_error).
 * `signedWebhook` makes real Stripe-Signature headers for webhook tests.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export interface RecordedRequest {
  method: string;
  path: string;
  /** The body parsed the way Stripe reads it: `a[b][0][c]=1` becomes `{ a: { b: [{ c: '1' }] } }`. */
  params: Record<string, FormValue>;
  rawBody: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  stripeVersion: string | undefined;
}

export interface FakeStripe {
  /** For STRIPE_API_BASE. */
  url: string;
  requests: RecordedRequest[];
  /** Sessions created, by id, as answered. */
  sessions: Map<string, Record<string, unknown>>;
  /** The next API call answers this status with a Stripe error body. */
  failNext(status: number): void;
  close(): Promise<void>;
}

/** Parses an application/x-www-form-urlencoded body with Stripe's bracket notation. */
export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[segment] = value;
        return;
      }
      if (container[segment] === undefined) container[segment] = /^\d+$/.test(path[index + 1]) ? [] : {};
      node = container[segment] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}

const stripeError = (type: string, message: string, extra: Record<string, unknown> = {}) => ({
  error: { type, message, ...extra },
});

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const idempotent = new Map<string, { rawBody: string; path: string; status: number; body: unknown }>();
  let failure: number | null = null;

  const answer = (path: string, params: Record<string, FormValue>): { status: number; body: unknown } => {
    if (path === '/v1/checkout/sessions') {
      const sessionId = id('cs');
      const session: Record<string, unknown> = {
        id: sessionId,
        object: 'checkout.session',
        livemode: false,
        mode: params.mode,
        submit_type: params.submit_type ?? null,
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        customer_email: params.customer_email ?? null,
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
      };
      sessions.set(sessionId, session);
      return { status: 200, body: session };
    }
    if (path === '/v1/billing_portal/sessions') {
      if (typeof params.customer !== 'string')
        return {
          status: 400,
          body: stripeError('invalid_request_error', 'Missing required param: customer.', { param: 'customer' }),
        };
      const portalId = id('bps');
      return {
        status: 200,
        body: {
          id: portalId,
          object: 'billing_portal.session',
          livemode: false,
          customer: params.customer,
          return_url: params.return_url ?? null,
          url: `https://billing.stripe.test/p/session/${portalId}`,
        },
      };
    }
    return { status: 404, body: stripeError('invalid_request_error', `Unrecognized request URL (POST: ${path}).`) };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0];
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path,
        params: parseStripeForm(rawBody),
        rawBody,
        idempotencyKey: header('idempotency-key'),
        authorization: header('authorization'),
        stripeVersion: header('stripe-version'),
      };
      requests.push(recorded);
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
        res.end(JSON.stringify(body));
      };
      if (!/^Bearer sk_(test|live)_\S+$/.test(recorded.authorization ?? '')) {
        send(401, stripeError('invalid_request_error', 'Invalid API Key provided.'));
        return;
      }
      if (failure !== null) {
        const status = failure;
        failure = null;
        send(status, stripeError('api_error', 'The fake was told to fail this request.'));
        return;
      }
      if (recorded.method !== 'POST') {
        send(404, stripeError('invalid_request_error', `Unrecognized request URL (${recorded.method}: ${path}).`));
        return;
      }
      const key = recorded.idempotencyKey;
      const earlier = key ? idempotent.get(key) : undefined;
      if (earlier) {
        if (earlier.rawBody !== rawBody || earlier.path !== path) {
          send(
            400,
            stripeError(
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
            ),
          );
          return;
        }
        send(earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
        return;
      }
      const result = answer(path, recorded.params);
      if (key) idempotent.set(key, { rawBody, path, ...result });
      send(result.status, result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    failNext: (status) => {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const signer = new Stripe('sk_test_signer_only', { telemetry: false });

/** A webhook delivery as Stripe makes it: the JSON payload and its Stripe-Signature header. */
export function signedWebhook(
  event: Record<string, unknown>,
  secret: string,
  options: { timestamp?: number } = {},
): { payload: string; signature: string } {
  const payload = JSON.stringify(event, null, 2);
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  return { payload, signature };
}

/** An event envelope in Stripe's shape around a data object. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  eventId = id('evt'),
): Record<string, unknown> {
  return {
    id: eventId,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}
