import type { ApolloClient } from '@apollo/client';
import { MeDocument } from '../../generated/graphql';
import { describeApiError } from '../../lib/api-errors';
import { SIGNED_OUT, type AuthConfig, type AuthState, type UserProfile } from '../../lib/auth';
import { loadIdentity } from '../../lib/identity/session';
import { setTheme } from '../../lib/theme';

export interface Restored {
  config: AuthConfig | null;
  state: AuthState;
}

// The one place the session is restored on load: the identity provider's own session
// (our refresh cookie, or Firebase's persisted user), then the profile from `me`.
export async function restoreSession(client: ApolloClient): Promise<Restored> {
  let identity;
  try {
    identity = await loadIdentity(client);
  } catch (error) {
    // The server cannot be reached: show the visitor's screens; signing in retries.
    console.error('Could not load the sign-in settings.', error);
    return { config: null, state: SIGNED_OUT };
  }
  const { config } = identity;
  try {
    const user = await identity.restore();
    if (!user) return { config, state: SIGNED_OUT };
    const { data } = await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
    if (!data) return { config, state: SIGNED_OUT };
    return { config, state: { status: 'signedIn', user, profile: data.me } };
  } catch (error) {
    const { code } = describeApiError(error);
    // A session with no profile only remains from an interrupted or refused sign-up:
    // end it, so the next attempt starts clean.
    if (code === 'PROFILE_NOT_FOUND' || code === 'UNAUTHENTICATED') await identity.signOut().catch(() => undefined);
    else console.error('Could not restore the session.', error);
    return { config, state: SIGNED_OUT };
  }
}

// The account's saved theme follows the person to this device. A profile without one
// leaves alone whatever was chosen here before signing in.
export function applyProfileTheme(profile: UserProfile): void {
  if (profile.theme === 'light' || profile.theme === 'dark') setTheme(profile.theme);
}

export function clearLocalStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Storage is unavailable (private mode, policy): there is nothing to clear.
  }
}
