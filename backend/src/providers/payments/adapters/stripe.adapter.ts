import { Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { AppConfig } from '../../../config/app-config.js';
import { giftNotManageable, paymentsUnavailable, webhookSignatureInvalid } from '../payments.errors.js';
import type {
  Checkout,
  CheckoutRequest,
  PaymentEvent,
  PaymentsPort,
  RecurringCancellation,
  RecurringGift,
} from '../payments.port.js';

/** The few fields we read from event objects, typed loosely: their shape drifts between API versions. */
interface SessionObject {
  id: string;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
  payment_status?: string;
  subscription?: string | { id: string } | null;
  customer?: string | { id: string } | null;
}

interface InvoiceObject {
  id: string;
  billing_reason?: string | null;
  amount_paid?: number;
  currency?: string;
  subscription?: string | { id: string } | null;
  parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Stripe Checkout: one session per donation attempt (payment mode for a
 * one-off gift, subscription mode with a monthly price for a recurring one),
 * webhooks verified on the raw body, and the customer portal for stopping a
 * recurring gift. STRIPE_API_BASE points the SDK at a stand-in (stripe-mock,
 * the e2e fake) instead of api.stripe.com.
 */
@Injectable()
export class StripePaymentsAdapter implements PaymentsPort {
  readonly driver = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;
  private readonly productName: string;

  constructor(config: AppConfig) {
    const base = config.env.STRIPE_API_BASE ? new URL(config.env.STRIPE_API_BASE) : undefined;
    const protocol = base?.protocol === 'http:' ? 'http' : 'https';
    this.stripe = new Stripe(config.env.STRIPE_SECRET_KEY ?? '', {
      timeout: 20_000,
      telemetry: false,
      // Retries reuse the idempotency key, so they are safe against Stripe; a stand-in gets none, to keep tests exact.
      maxNetworkRetries: base ? 0 : 2,
      appInfo: { name: config.env.APP_NAME },
      ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
    });
    this.webhookSecret = config.env.STRIPE_WEBHOOK_SECRET ?? '';
    this.productName = `Gift to ${config.env.APP_NAME}`;
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const metadata: Record<string, string> = {
      donation_id: request.donationId,
      ...(request.donorUid ? { donor_uid: request.donorUid } : {}),
    };
    const priceData = {
      currency: request.currency,
      unit_amount: request.amountCents,
      product_data: { name: this.productName },
      ...(request.recurring ? { recurring: { interval: 'month' as const } } : {}),
    };
    const modeParams = request.recurring
      ? { mode: 'subscription' as const, subscription_data: { metadata } }
      : { mode: 'payment' as const, submit_type: 'donate' as const, payment_intent_data: { metadata } };
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(
        {
          ...modeParams,
          line_items: [{ quantity: 1, price_data: priceData }],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: request.donationId,
          metadata,
          ...(request.donorEmail ? { customer_email: request.donorEmail } : {}),
        },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (error) {
      throw paymentsUnavailable(error);
    }
    if (!session.url) throw paymentsUnavailable(new Error(`Checkout session ${session.id} came back without a url`));
    return { url: session.url, providerSessionId: session.id };
  }

  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent {
    if (!signatureHeader || !Buffer.isBuffer(rawBody) || !this.webhookSecret) throw webhookSignatureInvalid();
    let event: Stripe.Event;
    try {
      // The default tolerance (300 s) refuses replays of old deliveries.
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.webhookSecret);
    } catch (error) {
      throw webhookSignatureInvalid(error);
    }
    return this.normalise(event);
  }

  async cancelRecurring(gift: RecurringGift): Promise<RecurringCancellation> {
    if (!gift.providerCustomerId) {
      throw giftNotManageable();
    }
    try {
      const portal = await this.stripe.billingPortal.sessions.create({
        customer: gift.providerCustomerId,
        return_url: gift.returnUrl,
      });
      return { kind: 'portal', url: portal.url };
    } catch (error) {
      throw paymentsUnavailable(error);
    }
  }

  private normalise(event: Stripe.Event): PaymentEvent {
    const object = event.data.object as unknown;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = object as SessionObject;
        // Delayed payment methods complete the session unpaid; their money arrives with async_payment_succeeded.
        if (event.type === 'checkout.session.completed' && session.payment_status === 'unpaid') break;
        return {
          kind: 'checkout.completed',
          eventId: event.id,
          donationId: this.donationIdOf(session),
          providerSessionId: session.id,
          providerSubscriptionId: idOf(session.subscription),
          providerCustomerId: idOf(session.customer),
        };
      }
      case 'checkout.session.async_payment_failed': {
        const session = object as SessionObject;
        return {
          kind: 'checkout.failed',
          eventId: event.id,
          donationId: this.donationIdOf(session),
          providerSessionId: session.id,
        };
      }
      case 'checkout.session.expired': {
        const session = object as SessionObject;
        return {
          kind: 'checkout.canceled',
          eventId: event.id,
          donationId: this.donationIdOf(session),
          providerSessionId: session.id,
        };
      }
      case 'customer.subscription.deleted':
        return {
          kind: 'subscription.canceled',
          eventId: event.id,
          providerSubscriptionId: (object as { id: string }).id,
        };
      case 'invoice.paid': {
        const invoice = object as InvoiceObject;
        const subscription = idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
        // The first month is the checkout itself; only later months are new gifts.
        if (invoice.billing_reason !== 'subscription_cycle' || !subscription) break;
        return {
          kind: 'subscription.renewed',
          eventId: event.id,
          providerSubscriptionId: subscription,
          providerInvoiceId: invoice.id,
          amountCents: invoice.amount_paid ?? 0,
          currency: invoice.currency ?? '',
        };
      }
      default:
        break;
    }
    return { kind: 'ignored', eventId: event.id, type: event.type };
  }

  private donationIdOf(session: SessionObject): string | null {
    return session.client_reference_id ?? session.metadata?.donation_id ?? null;
  }
}
