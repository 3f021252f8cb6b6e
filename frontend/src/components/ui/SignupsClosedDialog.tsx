import { useMutation } from '@apollo/client/react';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { JoinWaitlistDocument } from '../../generated/graphql';
import { describeApiError, tooManyAttempts } from '../../lib/api-errors';
import { INVALID_EMAIL_MESSAGE, isEmailShape } from '../../lib/email';
import { SIGNUPS_CLOSED_TOASTER } from '../../lib/toasters';
import { FormField } from './FormField';
import './signups-closed-dialog.css';
import { notify } from '../../lib/notify';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface SignupsClosedDialogProps {
  onClose: () => void;
  // <AppToaster toasterId={SIGNUPS_CLOSED_TOASTER} />, handed in by the host so this
  // lazily loaded chunk shares the app's toaster code instead of splitting it out.
  toaster: ReactNode;
}

// The signups-closed panel (spec section 2, Overlays). A native modal <dialog>: the
// page behind is inert, Escape closes it, and Tab wraps around inside it. Focus goes
// to the panel (read out with its title and line) and back to the opener on close.
export function SignupsClosedDialog({ onClose, toaster }: SignupsClosedDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const lineId = `${id}-line`;
  const [email, setEmail] = useState('');
  const [emailErrors, setEmailErrors] = useState<string[]>([]);
  const [joined, setJoined] = useState<string | null>(null);
  const [joinWaitlist, { loading }] = useMutation(JoinWaitlistDocument);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.focus();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, []);

  // Keep Tab inside the panel rather than letting it wander into the browser's chrome.
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const address = email.trim();
    if (!isEmailShape(address)) {
      setEmailErrors([INVALID_EMAIL_MESSAGE]);
      emailRef.current?.focus();
      return;
    }
    setEmailErrors([]);
    try {
      const { data } = await joinWaitlist({ variables: { email: address } });
      if (!data?.joinWaitlist.success) throw new Error('joinWaitlist did not succeed.');
      notify.success('Email Sent!', { toasterId: SIGNUPS_CLOSED_TOASTER });
      setJoined(address);
    } catch (error) {
      const { code, retryAfter } = describeApiError(error);
      const message =
        code === 'RATE_LIMITED' ? tooManyAttempts(retryAfter) : 'Your application was failed. Please try again';
      notify.error(message, { toasterId: SIGNUPS_CLOSED_TOASTER });
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className="signups-closed"
      aria-labelledby={titleId}
      aria-describedby={lineId}
      tabIndex={-1}
      onCancel={(event) => {
        // Escape: let React state close it, so the provider knows.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={trapTab}
    >
      <div className="signups-closed__bar">
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          <X size={22} aria-hidden="true" />
        </button>
      </div>
      <h2 className="signups-closed__title" id={titleId}>
        Signups Are Temporarily Closed.
      </h2>
      <p className="signups-closed__line" id={lineId}>
        We are welcoming people a few at a time so everyone is well cared for. Leave your email and we will let you
        know as soon as there is room for you.
      </p>

      {joined ? (
        <p className="signups-closed__done" role="status">
          Thank you. We will write to <strong>{joined}</strong> when signups open again.
        </p>
      ) : (
        <form className="signups-closed__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={loading}>
          <FormField
            id={`${id}-email`}
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            enterKeyHint="send"
            value={email}
            onChange={(value) => {
              setEmail(value);
              if (emailErrors.length && isEmailShape(value)) setEmailErrors([]);
            }}
            errors={emailErrors}
            inputRef={emailRef}
          />
          <button type="submit" className="button button--primary button--block" aria-disabled={loading || undefined}>
            {loading ? 'Sending…' : 'Notify Me'}
          </button>
        </form>
      )}

      <div className="signups-closed__donate">
        <p>The app is free and kept going by donations.</p>
        <Link to="/about" onClick={onClose}>
          Donate Here
        </Link>
      </div>
      {toaster}
    </dialog>
  );
}
