import { Outlet } from 'react-router';
import './settings.css';

// /settings and its sub-pages (nested routes, so each page has its own address and
// the browser's Back works between them).
export function SettingsScreen() {
  return <Outlet />;
}
