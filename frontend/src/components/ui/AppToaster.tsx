import type { CSSProperties } from 'react';
import { Toaster } from 'react-hot-toast';

// Inline styles rather than a class: react-hot-toast injects its own class rules after
// our stylesheet, so only inline values win without !important. The values are our
// theme tokens, so toasts follow light and dark like everything else.
const toastStyle: CSSProperties = {
  maxWidth: 'min(30rem, calc(100vw - 2rem))',
  padding: '0.75rem 1rem',
  border: '1px solid var(--color-border)',
  borderRadius: 'var(--radius-md)',
  background: 'var(--color-surface-raised)',
  color: 'var(--color-text)',
  fontFamily: 'var(--font-ui)',
  fontSize: '1rem',
  lineHeight: 1.45,
  boxShadow: 'var(--shadow-soft)',
};

// Durations are the spec's defaults (error and blank 4 s, success 2 s). They equal
// react-hot-toast's own defaults but are written out so a library change cannot
// silently move them. The "at most 20 toasts" limit is react-hot-toast's built-in
// store limit (TOAST_LIMIT = 20 in 2.6), which it does not expose as an option.
// toasterId: a dialog's own toaster (see lib/toasters.ts).
export function AppToaster({ toasterId }: { toasterId?: string }) {
  return (
    <Toaster
      toasterId={toasterId}
      position="top-center"
      containerStyle={{ top: 'calc(env(safe-area-inset-top, 0px) + 0.75rem)' }}
      toastOptions={{
        style: toastStyle,
        duration: 4000,
        success: {
          duration: 2000,
          iconTheme: { primary: 'var(--color-success)', secondary: 'var(--color-surface-raised)' },
        },
        // Errors are announced as alerts: lib/notify.ts sets that on each toast.
        error: {
          duration: 4000,
          iconTheme: { primary: 'var(--color-danger)', secondary: 'var(--color-surface-raised)' },
        },
      }}
    />
  );
}
