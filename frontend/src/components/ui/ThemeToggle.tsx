import { useMutation } from '@apollo/client/react';
import { Moon, Sun } from 'lucide-react';
import { UpdateProfileDocument } from '../../generated/graphql';
import { useAuth } from '../../lib/auth';
import { setTheme, useTheme } from '../../lib/theme';

// A toggle button: its name stays "Dark theme" and aria-pressed says whether it is on,
// which screen readers announce as "Dark theme, toggle button, pressed".
// For someone signed in the choice is also saved to the account: the account's theme is
// applied on every sign-in and reload, so a choice kept only on this device would be
// undone by the next reload.
export function ThemeToggle() {
  const theme = useTheme();
  const { status, setProfile } = useAuth();
  const [updateProfile] = useMutation(UpdateProfileDocument);
  const isDark = theme === 'dark';

  const toggle = () => {
    const next = isDark ? 'light' : 'dark';
    setTheme(next);
    if (status !== 'signedIn') return;
    updateProfile({ variables: { input: { theme: next } } })
      .then(({ data }) => {
        if (data) setProfile((current) => ({ ...current, theme: data.updateProfile.theme }));
      })
      // The theme still applies here; only the account keeps the older one.
      .catch((error: unknown) => console.error('Saving the theme to the account failed.', error));
  };

  return (
    <button type="button" className="icon-button" aria-label="Dark theme" aria-pressed={isDark} onClick={toggle}>
      {isDark ? <Sun size={22} aria-hidden="true" /> : <Moon size={22} aria-hidden="true" />}
    </button>
  );
}
