// The email typed on one auth screen travels to the next (/login, /signup,
// /forgot-password) in the navigation state, never in the address.
export function carriedEmail(state: unknown): string {
  return typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string'
    ? state.email
    : '';
}
