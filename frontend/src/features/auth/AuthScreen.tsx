import { useId } from 'react';
import { Link } from 'react-router';
import { AppHeader } from '../../components/ui/AppHeader';
import { BackLink } from '../../components/ui/BackLink';
import { FormField } from '../../components/ui/FormField';
import { GoogleButton } from '../../components/ui/GoogleButton';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/document-title';
import { useCredentialsForm, type AuthMode } from './hooks/use-credentials-form';
import { PASSWORD_HINT } from './password-rules';
import './auth.css';

const COPY = {
  signIn: {
    title: 'Log in',
    lead: 'Welcome back. Your companion is here whenever you are ready.',
    submit: 'Log In',
    busy: 'Logging In…',
  },
  signUp: {
    title: 'Create an account',
    lead: 'A quiet place to pray, read the day’s Scripture and reflect. It is free.',
    submit: 'Create Account',
    busy: 'Creating Account…',
  },
} as const;

// /login and /signup: one form, two modes (spec section 2).
export function AuthScreen({ mode }: { mode: AuthMode }) {
  const copy = COPY[mode];
  const signingUp = mode === 'signUp';
  useDocumentTitle(copy.title);
  const { config } = useAuth();
  const { busy, run, email, password, emailRef, passwordRef, errors, submit, changeEmail, changePassword } =
    useCredentialsForm(mode);
  const id = useId();

  return (
    <div className="page">
      <AppHeader start={<BackLink to="/home" />} />
      <main className="page__main auth fade-in" id="main">
        <h1 className="page__title auth__title">{copy.title}</h1>
        <p className="page__lead auth__lead">{copy.lead}</p>

        {config?.googleSignIn && (
          <>
            <GoogleButton busy={busy === 'google'} onClick={() => void run({ method: 'google' })} />
            <p className="auth__divider">
              <span>or with your email</span>
            </p>
          </>
        )}

        <form className="auth__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy !== null}>
          <FormField
            id={`${id}-email`}
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={changeEmail}
            errors={errors.email}
            inputRef={emailRef}
          />
          <FormField
            id={`${id}-password`}
            label="Password"
            type="password"
            autoComplete={signingUp ? 'new-password' : 'current-password'}
            enterKeyHint="go"
            revealable
            hint={signingUp ? PASSWORD_HINT : undefined}
            value={password}
            onChange={changePassword}
            errors={errors.password}
            inputRef={passwordRef}
          />
          {!signingUp && (
            <p className="auth__aside">
              <Link to="/forgot-password" state={{ email }}>
                Forgot password?
              </Link>
            </p>
          )}
          <button
            type="submit"
            className="button button--primary button--block"
            aria-disabled={busy !== null || undefined}
          >
            {busy === 'email' ? copy.busy : copy.submit}
          </button>
        </form>

        {signingUp && (
          <p className="auth__legal">
            By creating an account you confirm you are 16 or older and agree to the <Link to="/terms">Terms</Link> and
            the <Link to="/privacy">Privacy Policy</Link>.
          </p>
        )}

        <p className="auth__switch">
          {signingUp ? 'Already have an account?' : 'New here?'}{' '}
          <Link to={signingUp ? '/login' : '/signup'} state={{ email }} replace>
            {signingUp ? 'Log in' : 'Create an account'}
          </Link>
        </p>
      </main>
    </div>
  );
}
