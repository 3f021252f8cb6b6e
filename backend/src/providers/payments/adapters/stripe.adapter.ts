import { Injectable } from '@nestjs/common';
import type { PaymentsPort } from '../payments.port.js';

@Injectable()
export class StripePaymentsAdapter implements PaymentsPort {
  readonly driver = 'stripe' as const;
}
