import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { JoinWaitlistDocument } from '../../generated/graphql';
import { describeApiError, tooManyAttempts } from '../../lib/api-errors';
import { INVALID_EMAIL_MESSAGE, isEmailShape } from '../../lib/email';
import { useDonation } from '../../lib/donation';
import { SIGNUPS_CLOSED_TOASTER } from '../../lib/toasters';
import { FormField } from './FormField';
import { Modal } from './Modal';
import './signups-closed-dialog.css';
import { notify } from '../../lib/notify';

interface SignupsClosedDialogProps {
  onClose: () => void;
  // <AppToaster toasterId={SIGNUPS_CLOSED_TOASTER} />, handed in by the host so this
  // lazily loaded chunk shares the app's toaster code instead of splitting it out.
  toaster: ReactNode;
}

// The signups-closed panel (spec section 2, Overlays).
export function SignupsClosedDialog({ onClose, toaster }: SignupsClosedDialogProps) {
  const emailRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const lineId = `${id}-line`;
  const [email, setEmail] = useState('');
  const [emailErrors, setEmailErrors] = useState<string[]>([]);
  const [joined, setJoined] = useState<string | null>(null);
  const [joinWaitlist, { loading }] = useMutation(JoinWaitlistDocument);

  const { openDonation } = useDonation();
  const { pathname } = useLocation();

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
    <Modal labelledBy={titleId} describedBy={lineId} onClose={onClose} className="signups-closed">
      <h2 className="modal__title" id={titleId}>
        Signups Are Temporarily Closed.
      </h2>
      <p className="modal__line" id={lineId}>
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
        {/* One panel at a time: this one gives way to the donation prompt. */}
        <button
          type="button"
          className="text-button signups-closed__donate-link"
          onClick={() => {
            onClose();
            openDonation({ returnPath: pathname });
          }}
        >
          Donate Here
        </button>
      </div>
      {toaster}
    </Modal>
  );
}
