export const IDENTITY_PORT = Symbol('IDENTITY_PORT');

/** Who a verified token says is calling. The rest of the app sees nothing else of identity. */
export interface VerifiedIdentity {
  uid: string;
  email: string;
  /** True only when the provider has proof the person controls the address. */
  emailVerified: boolean;
}

export interface VerifyOptions {
  /** Also ask the provider whether the session was revoked (sensitive operations only: it costs a round trip). */
  checkRevoked?: boolean;
}

/**
 * Verifies ID tokens and issues password-reset links. Both adapters throw
 * AppError 401 (INVALID_TOKEN, TOKEN_EXPIRED or TOKEN_REVOKED) on a bad token.
 */
export interface IdentityPort {
  readonly driver: 'local' | 'firebase';
  verifyIdToken(idToken: string, options?: VerifyOptions): Promise<VerifiedIdentity>;
  /** A single-use, expiring reset link for the address, or null when no account has it. */
  createPasswordResetLink(email: string): Promise<string | null>;
}
