import { Module } from '@nestjs/common';
import { selectDriver } from '../select-driver.js';
import { SandboxPaymentsAdapter } from './adapters/sandbox.adapter.js';
import { StripePaymentsAdapter } from './adapters/stripe.adapter.js';
import { PAYMENTS_PORT } from './payments.port.js';

@Module({
  providers: [
    selectDriver(PAYMENTS_PORT, 'payments', { sandbox: SandboxPaymentsAdapter, stripe: StripePaymentsAdapter }),
  ],
  exports: [PAYMENTS_PORT],
})
export class PaymentsModule {}
