import type { AuthConfig, AuthUser } from '../auth';

// One way of proving who someone is: our own accounts (local) or Firebase Auth.
// The rest of the client sees only this, and the server sees only the ID token.
export interface Identity {
  readonly config: AuthConfig;
  // The session this browser already holds, if any.
  restore(): Promise<AuthUser | null>;
  // A token valid for at least another minute, or null when signed out.
  getIdToken(): Promise<string | null>;
  signUpWithEmail(email: string, password: string): Promise<AuthUser>;
  signInWithEmail(email: string, password: string): Promise<AuthUser>;
  signInWithGoogle(): Promise<{ user: AuthUser; isNewUser: boolean }>;
  signOut(): Promise<void>;
  // Called when the session ends without this tab asking (revoked, expired, signed out elsewhere).
  onSessionEnded(listener: () => void): () => void;
  // The server refused this session's token as revoked (signed out everywhere, password reset,
  // account deleted): the session is checked now, and ends (onSessionEnded) if it is over.
  sessionRevoked(): Promise<void>;
}

// An identity provider's refusal: code is the provider's (EMAIL_IN_USE, auth/wrong-password...),
// message is the provider's own text, retryAfter is in seconds when it asked us to wait.
export class IdentityError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}
