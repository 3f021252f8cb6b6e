import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AppHeader } from '../../components/ui/AppHeader';
import { BackLink } from '../../components/ui/BackLink';
import { RequestPasswordResetDocument } from '../../generated/graphql';
import { describeApiError, tooManyAttempts } from '../../lib/api-errors';
import { useDocumentTitle } from '../../lib/document-title';
import { INVALID_EMAIL_MESSAGE } from '../../lib/email';
import { carriedEmail } from './carried-email';
import { EmailForm } from './components/EmailForm';
import './auth.css';
import { notify } from '../../lib/notify';

const SENT = "Password reset email sent! Don't see it? Check your Spam/Junk folder.";

// The server answers the same whether or not an account uses the address (no account
// enumeration), so the spec's 'You have not account with this email' cannot appear;
// a real failure says what happened and what to do instead.
function failureMessage(error: unknown): string {
  const { code, retryAfter } = describeApiError(error);
  if (code === 'RATE_LIMITED') return tooManyAttempts(retryAfter);
  if (code === 'VALIDATION_FAILED') return INVALID_EMAIL_MESSAGE;
  if (code === 'NETWORK') return 'We could not reach the server. Please check your connection and try again.';
  return 'The reset link could not be sent just now. Please try again in a few minutes.';
}

export function ForgotPasswordScreen() {
  useDocumentTitle('Reset your password');
  const location = useLocation();
  const [email, setEmail] = useState(() => carriedEmail(location.state));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [requestReset, { loading }] = useMutation(RequestPasswordResetDocument);
  const id = useId();

  const send = async (address: string) => {
    try {
      await requestReset({ variables: { email: address } });
      notify.success(SENT);
      setSentTo(address);
    } catch (error) {
      notify.error(failureMessage(error));
    }
  };

  return (
    <div className="page">
      <AppHeader start={<BackLink to="/login" />} />
      <main className="page__main auth fade-in" id="main">
        <h1 className="page__title auth__title">Reset your password</h1>
        <p className="page__lead auth__lead">
          Enter the email you signed up with and we will send you a link to choose a new password.
        </p>

        <EmailForm
          id={`${id}-email`}
          className="auth__form"
          value={email}
          onChange={setEmail}
          busy={loading}
          submitLabel="Send Reset Link"
          onSend={(address) => void send(address)}
        />

        {sentTo && (
          <div className="auth__notice" role="status">
            <p>
              If an account uses <strong>{sentTo}</strong>, a reset link is on its way. It works once and only for a
              short while, so open it soon. Don’t see it? Check your Spam/Junk folder.
            </p>
          </div>
        )}

        <p className="auth__switch">
          Remembered it?{' '}
          <Link to="/login" state={{ email }}>
            Back to Log In
          </Link>
        </p>
      </main>
    </div>
  );
}
