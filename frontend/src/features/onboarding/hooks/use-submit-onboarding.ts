import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CompleteOnboardingDocument, type OnboardingInput } from '../../../generated/graphql';
import { describeApiError } from '../../../lib/api-errors';
import { useAuth } from '../../../lib/auth';
import { useDonation } from '../../../lib/donation';
import { notify } from '../../../lib/notify';
import { clearDraft } from '../answers';

export const ONBOARDING_FAILED = 'Something went wrong saving your onboarding.';

// Both onboardings finish the same way: save, hold the new profile (so the guards let
// the person through at once), then go on. A failure keeps the screen as it was, so
// pressing the button again retries with every answer intact. An age under 16, which the
// server refuses whatever screen it came from, ends at /under-16 with nothing saved.
export function useSubmitOnboarding(): { busy: boolean; submit: (input: OnboardingInput) => Promise<void> } {
  const [completeOnboarding] = useMutation(CompleteOnboardingDocument);
  const { setProfile } = useAuth();
  const { openDonation } = useDonation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const submit = useCallback(
    async (input: OnboardingInput) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        const { data } = await completeOnboarding({ variables: { input } });
        if (!data) throw new Error('completeOnboarding answered without data.');
        setProfile(data.completeOnboarding);
        clearDraft();
        // "Finishing posts the data, then shows the donation prompt" (spec section 4); closing
        // it, its Not now and a completed or cancelled gift all lead on to /welcome.
        openDonation({ returnPath: '/welcome', continueTo: '/welcome' });
      } catch (error) {
        if (describeApiError(error).code === 'UNDER_MINIMUM_AGE') {
          clearDraft();
          await navigate('/under-16', { replace: true });
          return;
        }
        console.error(ONBOARDING_FAILED, error);
        notify.error(ONBOARDING_FAILED);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [completeOnboarding, setProfile, openDonation, navigate],
  );

  return { busy, submit };
}
