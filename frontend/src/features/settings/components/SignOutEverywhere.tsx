import { useMutation } from '@apollo/client/react';
import { SignOutEverywhereDocument } from '../../../generated/graphql';
import { describeApiError, tooManyAttempts } from '../../../lib/api-errors';
import { useAuth } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { ConfirmAction } from './ConfirmAction';

// Ends every session of the account, on every device; this one then logs out too.
export function SignOutEverywhere() {
  const { logOut } = useAuth();
  const [signOutEverywhere] = useMutation(SignOutEverywhereDocument);

  const confirm = async () => {
    try {
      await signOutEverywhere();
    } catch (error) {
      console.error('Signing out everywhere failed.', error);
      const { code, retryAfter } = describeApiError(error);
      notify.error(
        code === 'RATE_LIMITED'
          ? tooManyAttempts(retryAfter)
          : 'We could not sign you out everywhere. Check your connection and try again.',
      );
      return false;
    }
    await logOut();
    notify.success('You are signed out on every device.');
    return true;
  };

  return (
    <ConfirmAction
      label="Sign out everywhere"
      warning="This signs you out on every device where you use the app, this one included. You can log in again straight away."
      confirmLabel="Sign out on every device"
      busyLabel="Signing out…"
      onConfirm={confirm}
    />
  );
}
