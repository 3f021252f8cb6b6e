import type { EntityManager } from 'typeorm';

export const IDENTITY_PORT = Symbol('IDENTITY_PORT');

/** Who a verified token says is calling. The rest of the app sees nothing else of identity. */
export interface VerifiedIdentity {
  uid: string;
  email: string;
  /** True only when the provider has proof the person controls the address. */
  emailVerified: boolean;
  /** When the person last proved who they are (the token's auth_time), where the provider says. */
  authTime?: Date;
}

export interface VerifyOptions {
  /** Also ask the provider whether the session was revoked (sensitive operations only: it costs a round trip). */
  checkRevoked?: boolean;
}

/** How long a Firebase sign-in counts as recent enough to delete the account without a password. */
export const RECENT_SIGN_IN_MINUTES = 5;

/**
 * Verifies ID tokens and issues password-reset links. Both adapters throw
 * AppError 401 (INVALID_TOKEN, TOKEN_EXPIRED or TOKEN_REVOKED) on a bad token,
 * including one issued before the person's last revocation (sign-out everywhere,
 * password reset, deletion).
 */
export interface IdentityPort {
  readonly driver: 'local' | 'firebase';
  verifyIdToken(idToken: string, options?: VerifyOptions): Promise<VerifiedIdentity>;
  /** A single-use, expiring reset link for the address, or null when no account has it. */
  createPasswordResetLink(email: string): Promise<string | null>;
  /** Ends every session of the person: earlier ID tokens are refused at once, refresh sessions end. */
  revokeSessions(uid: string): Promise<void>;
  /**
   * Proof for an irreversible step: the account's password (local), or a sign-in within
   * the last RECENT_SIGN_IN_MINUTES (firebase). Throws 400/403 with a code otherwise.
   */
  confirmIdentity(caller: VerifiedIdentity, password: string | undefined): Promise<void>;
  /**
   * Deletes the identity, inside the caller's transaction (local: the credential with its
   * sessions and reset tokens; firebase: the Firebase user, last, so its failure rolls back
   * the rest). It does not revoke: callers revoke around it (revokeSessions).
   */
  deleteIdentity(uid: string, manager: EntityManager): Promise<void>;
}
