import { useEffect, useState, type ReactNode } from 'react';
import { AuthContext, LOADING_AUTH, SIGNED_OUT, type AuthState } from '../../lib/auth';

// The one place the session is restored. Identity is not built yet, so nobody is
// signed in; the identity issue replaces this with the real token check and profile
// fetch, keeping the promise shape so the provider below need not change.
function restoreSession(): Promise<AuthState> {
  return Promise.resolve(SIGNED_OUT);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(LOADING_AUTH);

  useEffect(() => {
    let active = true;
    void restoreSession().then((restored) => {
      if (active) setState(restored);
    });
    return () => {
      active = false;
    };
  }, []);

  return <AuthContext value={state}>{children}</AuthContext>;
}
