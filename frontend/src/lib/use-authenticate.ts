import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth, type AuthOutcome, type AuthRequest } from './auth';
import { notify } from './notify';

export type AuthBusy = AuthRequest['method'] | null;

// Runs a sign-in or sign-up from any screen: one attempt at a time, the spec's toasts,
// and the landing of spec section 4 (onboarded people to /welcome, others to /onboard).
// A refusal by the signup gate needs nothing here: the provider opens the panel.
// A new person needs the sign-up boxes ticked before a profile is made: a screen that
// shows them (asksConsent) handles that itself; from any other (the splash's Google
// button) the person is taken to /signup, where the boxes are, to try again.
export function useAuthenticate({ asksConsent = false }: { asksConsent?: boolean } = {}): {
  busy: AuthBusy;
  run: (request: AuthRequest) => Promise<AuthOutcome | null>;
} {
  const { authenticate } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<AuthBusy>(null);
  const running = useRef(false);

  const run = useCallback(
    async (request: AuthRequest) => {
      if (running.current) return null;
      running.current = true;
      setBusy(request.method);
      try {
        const outcome = await authenticate(request);
        if (outcome.kind === 'signedIn') {
          notify.success(outcome.created ? 'Signup successful!' : 'Login successful!');
          await navigate(outcome.profile.onboarded ? '/welcome' : '/onboard', { replace: true });
        } else if (outcome.kind === 'failed') {
          notify.error(outcome.message);
          if (outcome.field === 'consent' && !asksConsent) await navigate('/signup');
        }
        return outcome;
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
    [authenticate, navigate, asksConsent],
  );

  return { busy, run };
}
