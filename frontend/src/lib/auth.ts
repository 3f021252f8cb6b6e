import { createContext, useContext } from 'react';

// Who is signed in, as the verified identity reports it.
export interface AuthUser {
  uid: string;
  email: string;
}

// The part of the user profile routing depends on. The identity issue extends this
// with the rest of the profile (spec section 3) as it wires the server in.
export interface UserProfile {
  onboarded: boolean;
}

export type AuthState =
  | { status: 'loading'; user: null; profile: null }
  | { status: 'signedOut'; user: null; profile: null }
  // profile stays null while the profile document is still being created after sign-up.
  | { status: 'signedIn'; user: AuthUser; profile: UserProfile | null };

export const LOADING_AUTH: AuthState = { status: 'loading', user: null, profile: null };
export const SIGNED_OUT: AuthState = { status: 'signedOut', user: null, profile: null };

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>.');
  return state;
}

export function isOnboarded(state: AuthState): boolean {
  return state.status === 'signedIn' && state.profile?.onboarded === true;
}
