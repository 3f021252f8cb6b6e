import { Body, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CheckRevoked, OptionalUser, Public, PublicIdentifyIfSignedIn } from '../../common/auth/auth.decorators.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { PAYMENTS_WEBHOOK_PATH } from '../../providers/payments/webhook-body.js';
import { DonateBodyDto } from './dto/donations.dto.js';
import { DonationsService } from './donations.service.js';

@Controller()
export class DonationsController {
  constructor(private readonly donations: DonationsService) {}

  /**
   * The spec's call: `{ amount, recurring, success_url, cancel_url }` → `{ url }`. Open to
   * visitors, since the signups-closed panel offers it to people who could not sign up;
   * a signed-in donor is recorded as such.
   */
  @PublicIdentifyIfSignedIn()
  @CheckRevoked()
  @RateLimit('donate')
  @Post('donate')
  @HttpCode(200)
  createCheckout(
    @OptionalUser() caller: VerifiedIdentity | null,
    @Body() body: DonateBodyDto,
  ): Promise<{ url: string }> {
    return this.donations.createCheckout(caller, {
      amount: body.amount,
      recurring: body.recurring,
      successUrl: body.success_url,
      cancelUrl: body.cancel_url,
    });
  }

  /**
   * Public: the provider calls it, and its signature over the raw body (kept
   * raw for this path in app.factory.ts) is the credential.
   */
  @Public()
  @Post(PAYMENTS_WEBHOOK_PATH)
  @HttpCode(200)
  async webhook(
    @Req() req: Request,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: boolean }> {
    const raw: unknown = req.body;
    await this.donations.handleWebhook(Buffer.isBuffer(raw) ? raw : Buffer.alloc(0), signature);
    return { received: true };
  }
}
