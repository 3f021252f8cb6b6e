import { Injectable } from '@nestjs/common';
import type { PaymentsPort } from '../payments.port.js';

@Injectable()
export class SandboxPaymentsAdapter implements PaymentsPort {
  readonly driver = 'sandbox' as const;
}
