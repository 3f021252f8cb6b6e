import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage-keys';

export type Theme = 'light' | 'dark';

// Browser chrome colour (address bar, task switcher); the same values as --color-bg.
const THEME_CHROME_COLOR: Record<Theme, string> = { light: '#FBF7EE', dark: '#0E1524' };

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

// Same rule as public/theme-init.js, which applies it before the first paint.
export function readInitialTheme(): Theme {
  const saved = readStorage(STORAGE_KEYS.theme);
  if (isTheme(saved)) return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_CHROME_COLOR[theme]);
}

// A module-level store rather than a React context: the theme must be known before
// React mounts, and any screen (Settings, the signed-in profile) can set it.
let currentTheme: Theme = readInitialTheme();
applyTheme(currentTheme);
const listeners = new Set<() => void>();

// The initial, system-derived value is deliberately not saved: until the person
// chooses, the app keeps following their device.
export function setTheme(theme: Theme): void {
  currentTheme = theme;
  applyTheme(theme);
  writeStorage(STORAGE_KEYS.theme, theme);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getTheme(): Theme {
  return currentTheme;
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getTheme, getTheme);
}
