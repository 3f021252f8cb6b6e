import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CurrentUser, Public } from '../../common/auth/auth.decorators.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import type { SignUpConsentInput } from '../profile/consent.service.js';
import type { Profile } from '../profile/profile.model.js';
import { AuthService } from './auth.service.js';
import { EmailArgs, IdTokenBodyDto, SignUpBodyDto } from './dto/auth.dto.js';
import { SignupGateService } from './signup-gate.service.js';

/** The fields and names the spec's client reads (section 7). */
interface SpecProfile {
  name: string | null;
  login_count: number;
  email: string;
  onboarded: boolean;
  uid: string;
  theme: string | null;
  responseStyle: string;
  avatar: string;
}

const toSpecProfile = (profile: Profile): SpecProfile => ({
  name: profile.name,
  login_count: profile.loginCount,
  email: profile.email,
  onboarded: profile.onboarded,
  uid: profile.uid,
  theme: profile.theme,
  responseStyle: profile.responseStyle,
  avatar: profile.avatar,
});

/** The REST body's snake_case consent, in the service's words; anything but an object is no consent. */
function consentOf(body: SignUpBodyDto): SignUpConsentInput | null {
  const consent = body.consent;
  if (typeof consent !== 'object' || consent === null) return null;
  const fields = consent as Record<string, unknown>;
  return { termsAndPrivacy: fields.terms_and_privacy, religiousData: fields.religious_data, version: fields.version };
}

/** The spec's REST calls for accounts; each is also in GraphQL (auth.resolver.ts). */
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly gate: SignupGateService,
  ) {}

  /** Public: the ID token in the body is the credential, verified by the service. */
  @Public()
  @Post('auth/signup')
  @HttpCode(200)
  async signUp(@Body() body: SignUpBodyDto): Promise<SpecProfile> {
    return toSpecProfile(await this.auth.signUp(body.id_token, consentOf(body)));
  }

  @Public()
  @Post('auth/signin')
  @HttpCode(200)
  async signIn(@Body() body: SignUpBodyDto): Promise<SpecProfile> {
    return toSpecProfile(await this.auth.signIn(body.id_token, consentOf(body)));
  }

  /** The spec names the field id_token but sends the user id in it. */
  @Post('api/validate-new-user')
  @HttpCode(200)
  async validateNewUser(
    @CurrentUser() caller: VerifiedIdentity,
    @Body() body: IdTokenBodyDto,
  ): Promise<{ allowed: boolean }> {
    return { allowed: await this.auth.validateNewUser(caller, body.id_token) };
  }

  @Public()
  @RateLimit('waitlist')
  @Post('api/queue')
  @HttpCode(200)
  async joinWaitlist(@Body() body: EmailArgs): Promise<{ success: boolean }> {
    await this.gate.joinWaitlist(body.email);
    return { success: true };
  }

  @Public()
  @RateLimit('passwordReset')
  @Post('send-password-reset-email')
  @HttpCode(200)
  sendPasswordResetEmail(@Body() body: EmailArgs): { success: boolean } {
    this.auth.requestPasswordReset(body.email);
    return { success: true };
  }
}
