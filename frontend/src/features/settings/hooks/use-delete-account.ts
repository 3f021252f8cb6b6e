import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { DeleteAccountDocument } from '../../../generated/graphql';
import { describeApiError, tooManyAttempts } from '../../../lib/api-errors';
import { useAuth } from '../../../lib/auth';
import { notify } from '../../../lib/notify';

// Where a refusal belongs: beside the password field, or as the dialog's own line.
export interface DeleteProblem {
  field?: 'password';
  message: string;
}

function problemOf(error: unknown): DeleteProblem {
  const { code, retryAfter } = describeApiError(error);
  switch (code) {
    case 'PASSWORD_REQUIRED':
      return { field: 'password', message: 'Please enter your password to confirm.' };
    case 'PASSWORD_INCORRECT':
      return { field: 'password', message: 'That password is not right. Please check it and try again.' };
    case 'RECENT_SIGN_IN_REQUIRED':
      return {
        message: 'For your safety, please log out and log in again, then delete your account within 5 minutes.',
      };
    case 'RATE_LIMITED':
      return { message: tooManyAttempts(retryAfter) };
    case 'NETWORK':
      return { message: 'We could not reach the server. Nothing was deleted. Check your connection and try again.' };
    default:
      return { message: 'We could not delete your account just now, and nothing was deleted. Please try again later.' };
  }
}

// Deletes the account; once it is gone the person is logged out and taken to /home.
export function useDeleteAccount(): {
  deleting: boolean;
  problem: DeleteProblem | null;
  deleteAccount: (password: string | null) => Promise<void>;
} {
  const { logOut } = useAuth();
  const [mutate] = useMutation(DeleteAccountDocument);
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<DeleteProblem | null>(null);

  const deleteAccount = useCallback(
    async (password: string | null) => {
      if (deleting) return;
      setDeleting(true);
      setProblem(null);
      try {
        await mutate({ variables: { password } });
      } catch (error) {
        console.error('Deleting the account failed.', error);
        setProblem(problemOf(error));
        setDeleting(false);
        return;
      }
      await logOut();
      notify.success('Your account and everything in it have been deleted. Peace be with you.', { duration: 8000 });
    },
    [deleting, mutate, logOut],
  );

  return { deleting, problem, deleteAccount };
}
