import { useCallback, useRef, useState } from 'react';
import { currentIdToken } from '../../../lib/identity/session';

const FALLBACK_NAME = 'ask-seek-knock-export.json';

// What went wrong, said so the person knows what to do next.
const NETWORK = 'We could not reach the server. Check your connection and try again.';
const SIGNED_OUT = 'Your sign-in has ended. Please log in again, then download your data.';
const FAILED = 'We could not prepare your data just now. Please try again in a few minutes.';

// The server names the file (Content-Disposition: attachment; filename="...").
function fileNameOf(disposition: string | null): string {
  const name = /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : FALLBACK_NAME;
}

// A download the page starts itself: the bearer token cannot ride on a plain link.
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; the address can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

// GET /api/me/export as a file: everything the app holds about the person, as JSON.
export function useDownloadMyData(): { downloading: boolean; error: string | null; download: () => Promise<void> } {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const download = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setDownloading(true);
    setError(null);
    try {
      const token = await currentIdToken();
      let response: Response;
      try {
        response = await fetch('/api/me/export', { headers: token ? { authorization: `Bearer ${token}` } : {} });
      } catch {
        setError(NETWORK);
        return;
      }
      if (!response.ok) {
        setError(response.status === 401 ? SIGNED_OUT : FAILED);
        return;
      }
      saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition')));
    } catch (failure) {
      console.error('Downloading the data export failed.', failure);
      setError(FAILED);
    } finally {
      running.current = false;
      setDownloading(false);
    }
  }, []);

  return { downloading, error, download };
}
