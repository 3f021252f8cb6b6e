import { Moon, Sun } from 'lucide-react';
import { setTheme, useTheme } from '../../lib/theme';

// A toggle button: its name stays "Dark theme" and aria-pressed says whether it is on,
// which screen readers announce as "Dark theme, toggle button, pressed".
export function ThemeToggle() {
  const theme = useTheme();
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      className="icon-button"
      aria-label="Dark theme"
      aria-pressed={isDark}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
    >
      {isDark ? <Sun size={22} aria-hidden="true" /> : <Moon size={22} aria-hidden="true" />}
    </button>
  );
}
