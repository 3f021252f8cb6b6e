import { useApolloClient, useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CreateDonationCheckoutDocument, DonationPublicUrlDocument } from '../../generated/graphql';
import { describeApiError, tooManyAttempts } from '../../lib/api-errors';
import {
  cleanAmountInput,
  DONATION_PRESETS_DOLLARS,
  dollarsToCents,
  MIN_DONATION_CENTS,
  type DonationPromptOptions,
} from '../../lib/donation';
import { Modal } from './Modal';
import './donation-dialog.css';

interface DonationDialogProps {
  options: DonationPromptOptions;
  onClose: () => void;
}

function failureMessage(error: unknown): string {
  const { code, retryAfter } = describeApiError(error);
  if (code === 'RATE_LIMITED') return tooManyAttempts(retryAfter);
  if (code === 'DONATION_AMOUNT_INVALID') return 'That amount cannot be given online. Please choose a smaller amount.';
  if (code === 'NETWORK') return 'We could not reach the server. Please check your connection and try Donate again.';
  return 'We could not open the secure checkout just now. Please try Donate again in a moment.';
}

// The donation prompt (spec section 2, Donation modal). A preset or a custom amount, once
// or monthly; Donate asks the server for a checkout address and the browser goes there.
export function DonationDialog({ options, onClose }: DonationDialogProps) {
  const id = useId();
  const client = useApolloClient();
  const [createCheckout] = useMutation(CreateDonationCheckoutDocument);
  const [preset, setPreset] = useState<number | null>(null);
  const [custom, setCustom] = useState('');
  const [recurring, setRecurring] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const amountCents = preset !== null ? preset * 100 : dollarsToCents(custom);

  const donate = async (event: FormEvent) => {
    event.preventDefault();
    // The spec's rule: with no amount, or under a dollar, Donate does nothing.
    if (busy || amountCents === null || amountCents < MIN_DONATION_CENTS) return;
    setBusy(true);
    setFailure(null);
    try {
      const { data: info } = await client.query({ query: DonationPublicUrlDocument });
      const origin = new URL(info?.appInfo.publicUrl ?? window.location.origin).origin;
      const { data } = await createCheckout({
        variables: {
          amountCents,
          recurring,
          successUrl: `${origin}/donate-success`,
          cancelUrl: `${origin}${options.continueTo ?? options.returnPath}`,
        },
      });
      if (!data) throw new Error('createDonationCheckout answered without data.');
      // Stays busy: the page is leaving for the checkout.
      window.location.assign(data.createDonationCheckout.url);
    } catch (error) {
      console.error('Donation session creation failed', error);
      setFailure(failureMessage(error));
      setBusy(false);
    }
  };

  const titleId = `${id}-title`;
  const lineId = `${id}-line`;
  const customId = `${id}-custom`;
  const customHintId = `${id}-custom-hint`;

  return (
    <Modal labelledBy={titleId} describedBy={lineId} onClose={onClose} className="donation">
      <h2 className="modal__title" id={titleId}>
        Would you consider supporting this mission?
      </h2>
      <p className="modal__line" id={lineId}>
        Ask Seek Knock is free for everyone and kept going by gifts. Any amount helps.
      </p>

      <form className="donation__form" noValidate onSubmit={(event) => void donate(event)} aria-busy={busy}>
        <p className="donation__legend" id={`${id}-amount`}>
          Choose an amount
        </p>
        <div className="donation__presets" role="group" aria-labelledby={`${id}-amount`}>
          {DONATION_PRESETS_DOLLARS.map((dollars) => (
            <button
              key={dollars}
              type="button"
              className="donation__preset"
              aria-pressed={preset === dollars}
              onClick={() => {
                setPreset(dollars);
                setCustom('');
              }}
            >
              ${dollars}
            </button>
          ))}
        </div>

        <div className="field">
          <label className="field__label" htmlFor={customId}>
            Other amount
          </label>
          <div className="donation__custom">
            <span className="donation__currency" aria-hidden="true">
              $
            </span>
            <input
              id={customId}
              className="field__input"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              aria-describedby={customHintId}
              value={custom}
              onChange={(event) => {
                const cleaned = cleanAmountInput(event.target.value);
                setCustom(cleaned);
                setPreset(null);
              }}
            />
          </div>
          <p className="field__hint" id={customHintId}>
            In US dollars, at least $1.
          </p>
        </div>

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
