export const IDENTITY_PORT = Symbol('IDENTITY_PORT');

/** Verifies who is calling; the rest of the app sees only { uid, email }. Later issues give the port its operations. */
export interface IdentityPort {
  readonly driver: 'local' | 'firebase';
}
