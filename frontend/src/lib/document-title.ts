import { useEffect } from 'react';
import { APP_NAME } from './app-name';

// Screen readers announce the title on navigation, and history lists show it.
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
