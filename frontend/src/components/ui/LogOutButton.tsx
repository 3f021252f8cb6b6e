import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '../../lib/auth';

// Shown only to a signed-in person. Log Out itself (provider sign-out, local storage
// cleared, every held state reset, then /home) lives in the auth provider.
export function LogOutButton() {
  const auth = useAuth();
  const [leaving, setLeaving] = useState(false);
  if (auth.status !== 'signedIn') return null;
  return (
    <button
      type="button"
      className="button button--quiet"
      aria-disabled={leaving || undefined}
      onClick={() => {
        if (leaving) return;
        setLeaving(true);
        void auth.logOut().finally(() => setLeaving(false));
      }}
    >
      <LogOut size={20} aria-hidden="true" />
      {leaving ? 'Logging Out…' : 'Log Out'}
    </button>
  );
}
