import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, type Logger } from '../../common/logging/logging.module.js';
import { AppConfig } from '../../config/app-config.js';
import { IDENTITY_PORT, type IdentityPort, type VerifiedIdentity } from '../../providers/identity/identity.port.js';
import { MAIL_PORT, type MailPort } from '../../providers/mail/mail.port.js';
import type { SignUpConsentInput } from '../profile/consent.service.js';
import type { Profile } from '../profile/profile.model.js';
import { ProfileService } from '../profile/profile.service.js';
import { checkOwnUid } from '../../common/auth/own-uid.js';
import type { AuthConfig } from './auth.model.js';
import { SignupGateService } from './signup-gate.service.js';

/** The spec's account calls: sign-up and sign-in against the profile store, the signup gate, password-reset mail. */
@Injectable()
export class AuthService {
  constructor(
    private readonly config: AppConfig,
    private readonly gate: SignupGateService,
    @Inject(IDENTITY_PORT) private readonly identity: IdentityPort,
    @Inject(MAIL_PORT) private readonly mail: MailPort,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly profiles: ProfileService,
  ) {}

  authConfig(): AuthConfig {
    const { env } = this.config;
    const firebase =
      this.identity.driver === 'firebase' &&
      env.FIREBASE_API_KEY &&
      env.FIREBASE_AUTH_DOMAIN &&
      env.FIREBASE_APP_ID &&
      env.FIREBASE_PROJECT_ID
        ? {
            apiKey: env.FIREBASE_API_KEY,
            authDomain: env.FIREBASE_AUTH_DOMAIN,
            projectId: env.FIREBASE_PROJECT_ID,
            appId: env.FIREBASE_APP_ID,
          }
        : null;
    return {
      driver: this.identity.driver,
      firebase,
      googleSignIn: firebase !== null && env.FIREBASE_GOOGLE_SIGN_IN === 'true',
    };
  }

  /**
   * Creates the profile for a new identity (or returns the existing one), subject to the
   * signup gate and to the sign-up's consents.
   */
  async signUp(idToken: string, consent?: SignUpConsentInput | null): Promise<Profile> {
    const identity = await this.identity.verifyIdToken(idToken);
    return (await this.gate.admit(identity, consent)).profile;
  }

  /**
   * Counts the sign-in; a person whose identity has no profile yet (a first Google sign-in,
   * or an account refused earlier by the signup gate) is admitted as at sign-up, consents included.
   */
  async signIn(idToken: string, consent?: SignUpConsentInput | null): Promise<Profile> {
    const identity = await this.identity.verifyIdToken(idToken);
    const { profile, created } = await this.gate.admit(identity, consent);
    if (created) return profile;
    await this.profiles.countSignIn(identity.uid);
    return { ...profile, loginCount: profile.loginCount + 1 };
  }

  /** The spec sends a uid; it must be the caller's own. */
  async validateNewUser(caller: VerifiedIdentity, uid: string): Promise<boolean> {
    checkOwnUid(caller, uid ?? null, 'You can only ask about your own account.');
    return this.gate.isAllowed(uid);
  }

  /**
   * Always succeeds, whether or not the address has an account, and answers
   * before any mail is sent, so neither the reply nor its timing tells.
   */
  requestPasswordReset(email: string): void {
    void this.sendResetMail(email.trim()).catch((error: unknown) =>
      this.logger.error({ err: error }, 'password reset mail failed'),
    );
  }

  private async sendResetMail(email: string): Promise<void> {
    const link = await this.identity.createPasswordResetLink(email);
    if (!link) return;
    const appName = this.config.env.APP_NAME;
    const minutes = this.config.env.PASSWORD_RESET_TTL_MINUTES;
    const text = [
      `Someone (we hope you) asked to reset the password of your ${appName} account.`,
      '',
      `Choose a new password here (the link works once, for ${minutes} minutes):`,
      link,
      '',
      'If you did not ask, you can ignore this e-mail: your password stays as it is.',
      '',
      `Peace be with you,\n${appName}`,
    ].join('\n');
    const html =
      `<p>Someone (we hope you) asked to reset the password of your ${appName} account.</p>` +
      `<p><a href="${link}">Choose a new password</a>. The link works once, for ${minutes} minutes.</p>` +
      '<p>If you did not ask, you can ignore this e-mail: your password stays as it is.</p>' +
      `<p>Peace be with you,<br>${appName}</p>`;
    await this.mail.send({ to: email, subject: `Reset your ${appName} password`, text, html });
  }
}
