import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CreateDonationCheckoutDocument, DonationPublicUrlDocument } from '../../../generated/graphql';
import { describeApiError, tooManyAttempts } from '../../../lib/api-errors';
import type { DonationPromptOptions } from '../../../lib/donation';

function failureMessage(error: unknown): string {
  const { code, retryAfter } = describeApiError(error);
  if (code === 'RATE_LIMITED') return tooManyAttempts(retryAfter);
  if (code === 'DONATION_AMOUNT_INVALID') return 'That amount cannot be given online. Please choose a smaller amount.';
  if (code === 'NETWORK') return 'We could not reach the server. Please check your connection and try Donate again.';
  return 'We could not open the secure checkout just now. Please try Donate again in a moment.';
}

// Asks the server for a checkout address and sends the browser there.
export function useDonationCheckout(options: DonationPromptOptions) {
  const client = useApolloClient();
  const [createCheckout] = useMutation(CreateDonationCheckoutDocument);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const checkout = async (amountCents: number, recurring: boolean) => {
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

  return { busy, failure, checkout };
}
