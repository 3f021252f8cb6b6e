import { useMutation } from '@apollo/client/react';
import { useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { JoinWaitlistDocument } from '../../generated/graphql';
import { describeApiError, tooManyAttempts } from '../../lib/api-errors';
import { useDonation } from '../../lib/donation';
import { SIGNUPS_CLOSED_TOASTER } from '../../lib/toasters';
import { Modal } from '../../components/ui/Modal';
import { notify } from '../../lib/notify';
import { EmailForm } from './components/EmailForm';
import './signups-closed-dialog.css';

interface SignupsClosedDialogProps {
  onClose: () => void;
  // <AppToaster toasterId={SIGNUPS_CLOSED_TOASTER} />, handed in by the host so this
  // lazily loaded chunk shares the app's toaster code instead of splitting it out.
  toaster: ReactNode;
}

// The signups-closed panel (spec section 2, Overlays).
export function SignupsClosedDialog({ onClose, toaster }: SignupsClosedDialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const lineId = `${id}-line`;
  const [email, setEmail] = useState('');
  const [joined, setJoined] = useState<string | null>(null);
  const [joinWaitlist, { loading }] = useMutation(JoinWaitlistDocument);

  const { openDonation } = useDonation();
  const { pathname } = useLocation();

  const send = async (address: string) => {
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
        We are welcoming people a few at a time so everyone is well cared for. Leave your email and we will let you know
        as soon as there is room for you.
      </p>

      {joined ? (
        <p className="signups-closed__done" role="status">
          Thank you. We will write to <strong>{joined}</strong> when signups open again.
        </p>
      ) : (
        <EmailForm
          id={`${id}-email`}
          className="signups-closed__form"
          value={email}
          onChange={setEmail}
          busy={loading}
          submitLabel="Notify Me"
          onSend={(address) => void send(address)}
        />
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
