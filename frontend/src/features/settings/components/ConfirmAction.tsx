import { useId, useRef, useState } from 'react';

interface ConfirmActionProps {
  label: string;
  // What will happen, said before it does.
  warning: string;
  confirmLabel: string;
  busyLabel: string;
  // Resolves true when it worked; the confirmation then closes.
  onConfirm: () => Promise<boolean>;
}

// A destructive action asks once, in place (no pop-up), before it runs.
export function ConfirmAction({ label, warning, confirmLabel, busyLabel, onConfirm }: ConfirmActionProps) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    const done = await onConfirm();
    setBusy(false);
    if (done) {
      setAsking(false);
      openerRef.current?.focus();
    }
  };

  return (
    <div className="confirm">
      <button
        ref={openerRef}
        type="button"
        className="settings-row settings-row--danger"
        aria-expanded={asking}
        aria-controls={id}
        onClick={() => setAsking((open) => !open)}
      >
        <span className="settings-row__label">{label}</span>
      </button>
      {asking && (
        <div className="confirm__panel" id={id} role="group" aria-label={label}>
          <p>{warning}</p>
          <div className="confirm__actions">
            <button type="button" className="button button--quiet" onClick={() => setAsking(false)}>
              Cancel
            </button>
            <button
              type="button"
              className="button button--danger"
              aria-disabled={busy || undefined}
              onClick={() => void confirm()}
            >
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
