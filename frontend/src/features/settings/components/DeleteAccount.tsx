import { useState } from 'react';
import { useAuth } from '../../../lib/auth';
import { DeleteAccountDialog } from './DeleteAccountDialog';

// "Delete account": opens the confirmation dialog, which does the rest.
export function DeleteAccount() {
  const { config } = useAuth();
  const [open, setOpen] = useState(false);
  return (
    <div className="confirm">
      <button
        type="button"
        className="settings-row settings-row--danger"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span className="settings-row__label">Delete account</span>
      </button>
      {open && <DeleteAccountDialog needsPassword={config?.driver !== 'firebase'} onClose={() => setOpen(false)} />}
    </div>
  );
}
