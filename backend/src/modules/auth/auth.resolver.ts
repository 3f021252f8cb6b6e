import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Public, StaffOnly } from '../../common/auth/auth.decorators.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import type { VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { Profile } from '../profile/profile.model.js';
import { AuthConfig, SignupPhase, SignupValidation, SuccessResult, WaitlistPage } from './auth.model.js';
import { AuthService } from './auth.service.js';
import { EmailArgs, SignUpArgs, SignupCapArgs, StartSignupPhaseArgs, UidArgs } from './dto/auth.dto.js';
import { SignupGateService } from './signup-gate.service.js';
import { PageArgs } from '../../common/validation/page.args.js';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly gate: SignupGateService,
  ) {}

  @Public()
  @Query(() => AuthConfig)
  authConfig(): AuthConfig {
    return this.auth.authConfig();
  }

  @Public()
  @Mutation(() => Profile, {
    description: 'Creates the profile for a new identity (subject to the signup gate and both consents).',
  })
  signUp(@Args() { idToken, consent }: SignUpArgs): Promise<Profile> {
    return this.auth.signUp(idToken, consent);
  }

  @Public()
  @Mutation(() => Profile, {
    description: 'Counts a sign-in and returns the profile; a new identity needs the consents, as at sign-up.',
  })
  signIn(@Args() { idToken, consent }: SignUpArgs): Promise<Profile> {
    return this.auth.signIn(idToken, consent);
  }

  @Mutation(() => SignupValidation)
  async validateNewUser(@CurrentUser() caller: VerifiedIdentity, @Args() { uid }: UidArgs): Promise<SignupValidation> {
    return { allowed: await this.auth.validateNewUser(caller, uid) };
  }

  @Public()
  @RateLimit('waitlist')
  @Mutation(() => SuccessResult)
  async joinWaitlist(@Args() { email }: EmailArgs): Promise<SuccessResult> {
    await this.gate.joinWaitlist(email);
    return { success: true };
  }

  @Public()
  @RateLimit('passwordReset')
  @Mutation(() => SuccessResult, { description: 'Always succeeds: it never tells whether the address has an account.' })
  requestPasswordReset(@Args() { email }: EmailArgs): SuccessResult {
    this.auth.requestPasswordReset(email);
    return { success: true };
  }

  @StaffOnly()
  @Query(() => SignupPhase)
  signupPhase(): Promise<SignupPhase> {
    return this.gate.currentPhase();
  }

  @StaffOnly()
  @Query(() => WaitlistPage)
  waitlist(@Args() { limit, offset }: PageArgs): Promise<WaitlistPage> {
    return this.gate.waitlistPage(limit, offset);
  }

  @StaffOnly()
  @Mutation(() => SignupPhase, { description: 'Changes the cap of the current phase; null removes it.' })
  setSignupCap(@CurrentUser() actor: VerifiedIdentity, @Args() { cap }: SignupCapArgs): Promise<SignupPhase> {
    return this.gate.setCap(actor, cap ?? null);
  }

  @StaffOnly()
  @Mutation(() => SignupPhase, { description: 'Opens a new phase whose cap counts accounts from now on.' })
  startSignupPhase(
    @CurrentUser() actor: VerifiedIdentity,
    @Args() { name, cap }: StartSignupPhaseArgs,
  ): Promise<SignupPhase> {
    return this.gate.startPhase(actor, name, cap ?? null);
  }
}
