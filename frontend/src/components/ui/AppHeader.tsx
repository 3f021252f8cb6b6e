import type { ReactNode } from 'react';
import { ThemeToggle } from './ThemeToggle';
import './app-header.css';

interface AppHeaderProps {
  // What sits at the start of the bar: a back button, or the screen's title.
  start?: ReactNode;
  // The screen's own tools, placed before the theme toggle.
  end?: ReactNode;
}

export function AppHeader({ start, end }: AppHeaderProps) {
  return (
    <header className="app-header">
      <div className="app-header__start">{start}</div>
      <div className="app-header__end">
        {end}
        <ThemeToggle />
      </div>
    </header>
  );
}
