export const PAYMENTS_PORT = Symbol('PAYMENTS_PORT');

/** One checkout, fully decided by the server (amount, currency, mode). */
export interface CheckoutRequest {
  /** Our donation row; travels to the provider as the client reference and metadata. */
  donationId: string;
  amountCents: number;
  currency: string;
  recurring: boolean;
  successUrl: string;
  cancelUrl: string;
  donorUid?: string;
  donorEmail?: string;
  /** One per attempt: a retried request creates no second session. */
  idempotencyKey: string;
}

export interface Checkout {
  /** Where the browser goes to pay. */
  url: string;
  providerSessionId: string;
}

/**
 * A provider event in our own words. Every event carries the provider's event
 * id, which the donations service records so each is applied exactly once.
 */
export type PaymentEvent =
  | {
      kind: 'checkout.completed';
      eventId: string;
      donationId: string | null;
      providerSessionId: string;
      providerSubscriptionId: string | null;
      providerCustomerId: string | null;
    }
  | { kind: 'checkout.failed'; eventId: string; donationId: string | null; providerSessionId: string }
  | { kind: 'checkout.canceled'; eventId: string; donationId: string | null; providerSessionId: string }
  | { kind: 'subscription.canceled'; eventId: string; providerSubscriptionId: string }
  | {
      kind: 'subscription.renewed';
      eventId: string;
      providerSubscriptionId: string;
      providerInvoiceId: string;
      amountCents: number;
      currency: string;
    }
  | { kind: 'ignored'; eventId: string; type: string };

export interface RecurringGift {
  providerSubscriptionId: string | null;
  providerCustomerId: string | null;
  /** Where the provider's page sends the donor back. */
  returnUrl: string;
}

/** Either the gift is already stopped, or the donor finishes at the provider's page. */
export type RecurringCancellation = { kind: 'canceled' } | { kind: 'portal'; url: string };

/** Creates donation checkouts, reads the provider's signed events, and stops recurring gifts. */
export interface PaymentsPort {
  readonly driver: 'sandbox' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Verifies the signature over the raw bytes; throws AppError 400 WEBHOOK_SIGNATURE_INVALID otherwise. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
  cancelRecurring(gift: RecurringGift): Promise<RecurringCancellation>;
}
