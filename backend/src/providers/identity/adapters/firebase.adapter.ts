import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  applicationDefault,
  cert,
  deleteApp,
  initializeApp,
  type App,
  type Credential,
  type ServiceAccount,
} from 'firebase-admin/app';
import { getAuth, type Auth, type DecodedIdToken } from 'firebase-admin/auth';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../../common/errors/app-error.js';
import { LOGGER, type Logger } from '../../../common/logging/logging.module.js';
import { AppConfig } from '../../../config/app-config.js';
import { ConfigError } from '../../../config/config.schema.js';
import {
  identityUnavailable,
  invalidToken,
  recentSignInRequired,
  resetUnavailable,
  tokenExpired,
  tokenRevoked,
} from '../identity.errors.js';
import {
  RECENT_SIGN_IN_MINUTES,
  type IdentityPort,
  type VerifiedIdentity,
  type VerifyOptions,
} from '../identity.port.js';
import { RevocationService } from '../revocation/revocation.service.js';

const EMULATOR_VARIABLE = 'FIREBASE_AUTH_EMULATOR_HOST';

/** Reset requests for an address with no account answer null, so the caller cannot reveal who has one. */
const NO_ACCOUNT_CODES = new Set(['auth/user-not-found', 'auth/email-not-found', 'auth/invalid-email']);

/** Codes that mean "this token is bad", as opposed to "we could not ask Firebase"; the latter are worth a warning. */
const TOKEN_PROBLEM_CODES = new Set([
  'auth/argument-error',
  'auth/invalid-argument',
  'auth/user-not-found',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/user-disabled',
]);

function firebaseCode(error: unknown): string | undefined {
  // FirebaseError exposes `code` as a prototype getter, so `in` (not own-property checks) is the right test.
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string')
    return error.code;
  return undefined;
}

/**
 * firebase-admin decides "talk to the emulator and accept unsigned tokens" by
 * reading process.env.FIREBASE_AUTH_EMULATOR_HOST at every call
 * (auth-api-request.js useEmulator()); it has no option for it. Our settings
 * come from AppConfig, which tests build from a plain object, so the adapter
 * copies the configured value into process.env and counts its users, removing
 * it when the last emulator-mode adapter is destroyed. Two different hosts in
 * one process cannot work (the variable is global), and a variable present in
 * the process but absent from the configuration would silently turn on
 * unsigned tokens: both are refused at construction.
 */
let emulatorClaims = 0;
let emulatorSetByUs = false;

function claimEmulatorHost(host: string | undefined): void {
  const current = process.env[EMULATOR_VARIABLE];
  if (!host) {
    if (current) {
      throw new ConfigError(
        `Invalid configuration: ${EMULATOR_VARIABLE} is set in the process environment but not in the configuration given to the app; firebase-admin would accept unsigned emulator tokens`,
      );
    }
    return;
  }
  if (current && current !== host) {
    throw new ConfigError(
      `Invalid configuration: ${EMULATOR_VARIABLE} is already "${current}" in this process; one process can use only one Firebase Auth emulator`,
    );
  }
  if (!current) {
    process.env[EMULATOR_VARIABLE] = host;
    emulatorSetByUs = true;
  }
  emulatorClaims += 1;
}

function releaseEmulatorHost(): void {
  emulatorClaims -= 1;
  if (emulatorClaims === 0 && emulatorSetByUs) {
    delete process.env[EMULATOR_VARIABLE];
    emulatorSetByUs = false;
  }
}

function credentialFrom(config: AppConfig): Credential | undefined {
  // The emulator never checks credentials (firebase-admin sends "Bearer owner"), so none is built.
  if (config.env.FIREBASE_AUTH_EMULATOR_HOST) return undefined;
  const serviceAccount = config.env.FIREBASE_SERVICE_ACCOUNT;
  if (!serviceAccount) return applicationDefault();
  let parsed: unknown;
  try {
    parsed = JSON.parse(serviceAccount);
  } catch {
    // The value is a secret: say what is wrong without echoing any of it.
    throw new ConfigError(
      'Invalid configuration: FIREBASE_SERVICE_ACCOUNT must be the JSON of a service account key (it is not valid JSON)',
    );
  }
  if (typeof parsed !== 'object' || parsed === null) {
    throw new ConfigError(
      'Invalid configuration: FIREBASE_SERVICE_ACCOUNT must be the JSON of a service account key (an object)',
    );
  }
  // cert() reads both the key file's snake_case fields and the camelCase ones.
  return cert(parsed as ServiceAccount);
}

/**
 * Firebase Authentication: the client signs in with the Firebase SDK and sends
 * its ID token; firebase-admin verifies it (Google's public keys, or nothing
 * but the claims when the emulator is configured).
 */
@Injectable()
export class FirebaseIdentityAdapter implements IdentityPort, OnModuleDestroy {
  readonly driver = 'firebase' as const;
  private readonly app: App;
  private readonly auth: Auth;
  private readonly loginUrl: string;
  private readonly usesEmulator: boolean;
  private destroyed = false;

  constructor(
    config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly revocations: RevocationService,
  ) {
    claimEmulatorHost(config.env.FIREBASE_AUTH_EMULATOR_HOST);
    this.usesEmulator = Boolean(config.env.FIREBASE_AUTH_EMULATOR_HOST);
    try {
      const credential = credentialFrom(config);
      // A named app per adapter: several Nest apps (e2e tests) can live in one process without sharing state.
      this.app = initializeApp(
        { projectId: config.env.FIREBASE_PROJECT_ID, ...(credential ? { credential } : {}) },
        `ask-seek-knock-identity-${randomUUID()}`,
      );
    } catch (error) {
      if (this.usesEmulator) releaseEmulatorHost();
      throw error;
    }
    this.auth = getAuth(this.app);
    this.loginUrl = `${config.publicUrl.replace(/\/+$/, '')}/login`;
  }

  async verifyIdToken(idToken: string, options: VerifyOptions = {}): Promise<VerifiedIdentity> {
    let decoded: DecodedIdToken;
    try {
      decoded = await this.auth.verifyIdToken(idToken, options.checkRevoked === true);
    } catch (error) {
      throw this.refusal(error);
    }
    // The rest of the app keys profiles by e-mail too; a phone or anonymous sign-in has none.
    if (!decoded.email) throw invalidToken(new Error('The ID token carries no e-mail address.'));
    // Our own revocation point, on every call: Firebase checks its own only with checkRevoked (a round
    // trip), and a token refreshed from an older sign-in keeps that sign-in's auth_time.
    await this.revocations.assertSignedInAfter(decoded.uid, decoded.auth_time);
    return {
      uid: decoded.uid,
      email: decoded.email,
      emailVerified: decoded.email_verified === true,
      authTime: new Date(decoded.auth_time * 1000),
    };
  }

  /**
   * Our revocation point ends every earlier token at once on every door; Firebase's own
   * revocation also stops its refresh tokens. Should Firebase not answer, ours still holds
   * (a refreshed token keeps its old auth_time), so that failure is only logged.
   */
  async revokeSessions(uid: string): Promise<void> {
    await this.revocations.revoke(uid);
    try {
      await this.auth.revokeRefreshTokens(uid);
    } catch (error) {
      const code = firebaseCode(error);
      if (code !== 'auth/user-not-found')
        this.logger.warn({ firebaseCode: code }, 'firebase could not revoke refresh tokens');
    }
  }

  /** Firebase holds the password, so the proof is a sign-in moments ago (the token's auth_time). */
  async confirmIdentity(caller: VerifiedIdentity): Promise<void> {
    const age = caller.authTime ? Date.now() - caller.authTime.getTime() : Infinity;
    if (age > RECENT_SIGN_IN_MINUTES * 60_000) throw recentSignInRequired(RECENT_SIGN_IN_MINUTES);
  }

  /** Last in the caller's transaction: if Firebase refuses, nothing of the person is deleted. */
  async deleteIdentity(uid: string, _manager: EntityManager): Promise<void> {
    try {
      await this.auth.deleteUser(uid);
    } catch (error) {
      const code = firebaseCode(error);
      if (code === 'auth/user-not-found') return;
      this.logger.warn({ firebaseCode: code }, 'firebase could not delete a user');
      throw identityUnavailable(error);
    }
  }

  async createPasswordResetLink(email: string): Promise<string | null> {
    try {
      return await this.auth.generatePasswordResetLink(email, { url: this.loginUrl });
    } catch (error) {
      const code = firebaseCode(error);
      if (code && NO_ACCOUNT_CODES.has(code)) return null;
      this.logger.warn({ err: error, firebaseCode: code }, 'firebase could not create a password-reset link');
      throw resetUnavailable(error);
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.destroyed) return;
    this.destroyed = true;
    try {
      await deleteApp(this.app);
    } finally {
      if (this.usesEmulator) releaseEmulatorHost();
    }
  }

  private refusal(error: unknown): AppError {
    const code = firebaseCode(error);
    // Only the code and firebase's message are logged: neither carries the token.
    if (code && TOKEN_PROBLEM_CODES.has(code)) this.logger.debug({ firebaseCode: code }, 'firebase ID token refused');
    else
      this.logger.warn(
        { firebaseCode: code, reason: error instanceof Error ? error.message : String(error) },
        'firebase ID token could not be verified',
      );
    switch (code) {
      case 'auth/id-token-expired':
        return tokenExpired();
      case 'auth/id-token-revoked':
      case 'auth/user-disabled':
        return tokenRevoked();
      default:
        return invalidToken(error);
    }
  }
}
