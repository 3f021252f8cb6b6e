import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { ProfileService } from './profile.service.js';

@Controller()
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  /** The spec's onboarding call. The body is checked field by field by the service (codes name the field). */
  @Post('onboarding')
  @HttpCode(200)
  async onboarding(
    @CurrentUser() user: VerifiedIdentity,
    @Body() body: Record<string, unknown>,
  ): Promise<{ onboarded: boolean }> {
    const profile = await this.profiles.completeOnboarding(user.uid, body ?? {});
    return { onboarded: profile.onboarded };
  }
}
