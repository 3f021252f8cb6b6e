import type { ReactNode } from 'react';
import { ThemeToggle } from './ThemeToggle';
import './app-header.css';

interface AppHeaderProps {
  // What sits at the start of the bar: a back button, or the app's name.
  start?: ReactNode;
}

export function AppHeader({ start }: AppHeaderProps) {
  return (
    <header className="app-header">
      <div className="app-header__start">{start}</div>
      <ThemeToggle />
    </header>
  );
}
