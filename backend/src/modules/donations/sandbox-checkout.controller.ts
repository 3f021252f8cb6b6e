import { Controller, Get, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../common/auth/auth.decorators.js';
import { AppConfig } from '../../config/app-config.js';
import { DonationsService } from './donations.service.js';
import { sandboxCheckoutPage } from './sandbox-page.js';

/**
 * The sandbox driver's checkout, in place of the provider's hosted page.
 * Public like a provider's checkout link: the browser arrives by redirect
 * without a bearer token, and the unguessable donation id is the capability.
 * Every route answers 404 unless PAYMENTS_DRIVER=sandbox.
 */
@Controller('donate/sandbox')
export class SandboxCheckoutController {
  constructor(
    private readonly donations: DonationsService,
    private readonly config: AppConfig,
  ) {}

  @Public()
  @Get(':id')
  async page(@Param('id') id: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const donation = await this.donations.sandboxDonation(id);
    // Set only on success, so a refusal keeps the JSON error shape.
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    return sandboxCheckoutPage(donation, this.config.env.APP_NAME);
  }

  @Public()
  @Post(':id/complete')
  async complete(@Param('id') id: string, @Res() res: Response): Promise<void> {
    res.redirect(303, await this.donations.finishSandboxCheckout(id, 'complete'));
  }

  @Public()
  @Post(':id/cancel')
  async cancel(@Param('id') id: string, @Res() res: Response): Promise<void> {
    res.redirect(303, await this.donations.finishSandboxCheckout(id, 'cancel'));
  }
}
