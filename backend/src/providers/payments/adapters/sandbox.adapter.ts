import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import type { Checkout, CheckoutRequest, PaymentEvent, PaymentsPort, RecurringCancellation } from '../payments.port.js';
import { sandboxTakesNoWebhooks } from '../payments.errors.js';

/**
 * Development payments with no network: the checkout is our own test page
 * (`/donate/sandbox/<id>`, served by the donations module), whose buttons
 * record the outcome through the same service path a provider's webhook takes.
 * Refused in production by the configuration.
 */
@Injectable()
export class SandboxPaymentsAdapter implements PaymentsPort {
  readonly driver = 'sandbox' as const;

  constructor(private readonly config: AppConfig) {}

  createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const url = new URL(`/donate/sandbox/${request.donationId}`, this.config.publicUrl).toString();
    return Promise.resolve({ url, providerSessionId: `sandbox_${request.donationId}` });
  }

  parseWebhook(): PaymentEvent {
    throw sandboxTakesNoWebhooks();
  }

  /** The sandbox has no provider to ask: the gift stops at once. */
  cancelRecurring(): Promise<RecurringCancellation> {
    return Promise.resolve({ kind: 'canceled' });
  }
}
