import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../components/ui/Modal';
import { dollarsToCents, MIN_DONATION_CENTS, type DonationPromptOptions } from '../../lib/donation';
import { AmountPicker } from './components/AmountPicker';
import { useDonationCheckout } from './hooks/use-donation-checkout';
import './donation-dialog.css';

interface DonationDialogProps {
  options: DonationPromptOptions;
  onClose: () => void;
}

// The donation prompt (spec section 2, Donation modal). A preset or a custom amount, once
// or monthly; Donate asks the server for a checkout address and the browser goes there.
export function DonationDialog({ options, onClose }: DonationDialogProps) {
  const id = useId();
  const { busy, failure, checkout } = useDonationCheckout(options);
  const [preset, setPreset] = useState<number | null>(null);
  const [custom, setCustom] = useState('');
  const [recurring, setRecurring] = useState(false);

  const amountCents = preset !== null ? preset * 100 : dollarsToCents(custom);

  const donate = (event: FormEvent) => {
    event.preventDefault();
    // The spec's rule: with no amount, or under a dollar, Donate does nothing.
    if (busy || amountCents === null || amountCents < MIN_DONATION_CENTS) return;
    void checkout(amountCents, recurring);
  };

  const titleId = `${id}-title`;
  const lineId = `${id}-line`;

  return (
    <Modal labelledBy={titleId} describedBy={lineId} onClose={onClose} className="donation">
      <h2 className="modal__title" id={titleId}>
        Would you consider supporting this mission?
      </h2>
      <p className="modal__line" id={lineId}>
        Ask Seek Knock is free for everyone and kept going by gifts. Any amount helps.
      </p>

      <form className="donation__form" noValidate onSubmit={donate} aria-busy={busy}>
        <AmountPicker
          id={id}
          preset={preset}
          custom={custom}
          onPreset={(dollars) => {
            setPreset(dollars);
            setCustom('');
          }}
          onCustom={(text) => {
            setCustom(text);
            setPreset(null);
          }}
        />

        <label className="donation__recurring">
          <input type="checkbox" checked={recurring} onChange={(event) => setRecurring(event.target.checked)} />
          <span>Make this recurring donation</span>
        </label>

        {failure && (
          <p className="donation__failure" role="alert">
            {failure}
          </p>
        )}

        <button type="submit" className="button button--primary button--block" aria-disabled={busy || undefined}>
          {busy ? 'Redirecting...' : 'Donate'}
        </button>
        <p className="donation__note">
          {recurring ? 'Given each month until you stop it. ' : ''}Payment is handled securely by our payment provider.
        </p>
      </form>

      {options.continueTo && (
        <Link className="donation__not-now" to={options.continueTo} replace onClick={onClose}>
          Not now
        </Link>
      )}
    </Modal>
  );
}
