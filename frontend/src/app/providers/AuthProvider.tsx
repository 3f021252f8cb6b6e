import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  AuthContext,
  LOADING_AUTH,
  SIGNED_OUT,
  type AuthConfig,
  type AuthContextValue,
  type AuthOutcome,
  type AuthRequest,
  type AuthState,
  type UserProfile,
} from '../../lib/auth';
import { loadIdentity } from '../../lib/identity/session';
import { SESSION_KEYS, writeSession } from '../../lib/storage-keys';
import { router } from '../router';
import { applyProfileTheme, clearLocalStorage, restoreSession } from './session-restore';

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [state, setState] = useState<AuthState>(LOADING_AUTH);
  const [config, setConfig] = useState<AuthConfig | null>(null);
  const [signupsClosedOpen, setSignupsClosedOpen] = useState(false);

  useEffect(() => {
    let active = true;
    void restoreSession(client).then((restored) => {
      if (!active) return;
      setConfig(restored.config);
      if (restored.state.status === 'signedIn') applyProfileTheme(restored.state.profile);
      setState(restored.state);
    });
    return () => {
      active = false;
    };
  }, [client]);

  // A session that ends on its own (revoked, expired, signed out in another tab) signs this tab out.
  useEffect(() => {
    if (!config) return;
    let active = true;
    let unsubscribe = () => {};
    void loadIdentity(client).then((identity) => {
      if (!active) return;
      unsubscribe = identity.onSessionEnded(() => {
        setState((current) => (current.status === 'signedIn' ? SIGNED_OUT : current));
        void client.clearStore();
      });
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [client, config]);

  // Google's popup must open within the tap that asked for it; having the flow's code
  // already loaded keeps the wait between the tap and the popup to a microtask.
  useEffect(() => {
    if (config?.googleSignIn) void import('../../lib/auth-flows');
  }, [config]);

  const authenticate = useCallback(
    async (request: AuthRequest): Promise<AuthOutcome> => {
      let result;
      try {
        const identity = await loadIdentity(client);
        setConfig(identity.config);
        const { authenticate: run } = await import('../../lib/auth-flows');
        result = await run(client, identity, request);
      } catch (error) {
        // Offline, or this release's code was replaced under an open tab.
        console.error('Signing in could not start.', error);
        return { kind: 'failed', message: 'Authentication failed. Please try again.' };
      }
      const { outcome, user } = result;
      if (outcome.kind === 'signedIn' && user) {
        // Whatever a previous visitor left in the cache belongs to them, not to this person.
        await client.clearStore();
        applyProfileTheme(outcome.profile);
        setState({ status: 'signedIn', user, profile: outcome.profile });
      } else if (outcome.kind === 'signupsClosed') {
        setState(SIGNED_OUT);
        setSignupsClosedOpen(true);
      }
      return outcome;
    },
    [client],
  );

  const logOut = useCallback(async () => {
    try {
      const identity = await loadIdentity(client);
      await identity.signOut();
    } catch (error) {
      // Offline: the server-side session outlives this tab, but this tab forgets it.
      console.error('Signing out at the identity provider failed.', error);
    }
    clearLocalStorage();
    // A visitor's onboarding answers kept for sign-up belong to whoever typed them.
    writeSession(SESSION_KEYS.onboardingDraft, null);
    // clearStore rather than resetStore: nothing should be refetched for a person who has left.
    await client.clearStore();
    setSignupsClosedOpen(false);
    await router.navigate('/home', { replace: true });
    setState(SIGNED_OUT);
  }, [client]);

  const setProfile = useCallback((next: UserProfile | ((current: UserProfile) => UserProfile)) => {
    setState((current) =>
      current.status === 'signedIn'
        ? { ...current, profile: typeof next === 'function' ? next(current.profile) : next }
        : current,
    );
  }, []);

  const closeSignupsClosed = useCallback(() => setSignupsClosedOpen(false), []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, config, authenticate, logOut, setProfile, signupsClosedOpen, closeSignupsClosed }),
    [state, config, authenticate, logOut, setProfile, signupsClosedOpen, closeSignupsClosed],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
