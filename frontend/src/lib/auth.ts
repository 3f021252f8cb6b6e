import { createContext, useContext } from 'react';
import type { AuthConfigQuery, ProfileFieldsFragment } from '../generated/graphql';

// Who is signed in, as the verified identity reports it.
export interface AuthUser {
  uid: string;
  email: string;
}

// The person's profile as the server keeps it (spec section 3).
export type UserProfile = ProfileFieldsFragment;

// How this deployment signs people in (local accounts or Firebase; Google or not).
export type AuthConfig = AuthConfigQuery['authConfig'];

export type AuthState =
  | { status: 'loading'; user: null; profile: null }
  | { status: 'signedOut'; user: null; profile: null }
  // The server creates the profile inside signUp/signIn, so a signed-in person always has one.
  | { status: 'signedIn'; user: AuthUser; profile: UserProfile };

export const LOADING_AUTH: AuthState = { status: 'loading', user: null, profile: null };
export const SIGNED_OUT: AuthState = { status: 'signedOut', user: null, profile: null };

// What a sign-in or sign-up screen asks for. consented: the person ticked both boxes of
// sign-up (terms and privacy; religious data) for this release's version of the pages.
// Creating a profile needs it, whichever way the person came in.
export type AuthRequest =
  | { method: 'email'; mode: 'signUp' | 'signIn'; email: string; password: string; consented?: boolean }
  | { method: 'google'; consented?: boolean };

export type AuthOutcome =
  // created: a profile was made just now (its toast reads 'Signup successful!').
  | { kind: 'signedIn'; profile: UserProfile; created: boolean }
  // The signup cap is reached: the person is signed out and the panel is open.
  | { kind: 'signupsClosed' }
  // message is written for people; field says which input it is about, when one is
  // ('consent': a new person must tick the sign-up boxes before a profile is made).
  | { kind: 'failed'; message: string; field?: 'email' | 'password' | 'consent' };

export interface AuthControls {
  // null until the server has said how it signs people in (or when it could not be reached).
  config: AuthConfig | null;
  authenticate: (request: AuthRequest) => Promise<AuthOutcome>;
  // Signs out at the provider, clears local storage and every held state, goes to /home.
  logOut: () => Promise<void>;
  // For screens that change the profile (onboarding, settings): the server's answer, or
  // a change made from the profile held at that moment.
  setProfile: (profile: UserProfile | ((current: UserProfile) => UserProfile)) => void;
  signupsClosedOpen: boolean;
  closeSignupsClosed: () => void;
}

export type AuthContextValue = AuthState & AuthControls;

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}

export function isOnboarded(state: AuthState): boolean {
  return state.status === 'signedIn' && state.profile.onboarded;
}
