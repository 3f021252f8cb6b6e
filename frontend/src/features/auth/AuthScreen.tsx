import { useId } from 'react';
import { Link } from 'react-router';
import { AppHeader } from '../../components/ui/AppHeader';
import { BackLink } from '../../components/ui/BackLink';
import { FormField } from '../../components/ui/FormField';
import { GoogleButton } from '../../components/ui/GoogleButton';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/document-title';
import { ConsentFields } from './components/ConsentFields';
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
  const { busy, google, consent, email, password, emailRef, passwordRef, errors, submit, changeEmail, changePassword } =
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
            <GoogleButton busy={busy === 'google'} onClick={() => void google()} />
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
          {consent.shown && (
            <ConsentFields
              id={id}
              boxes={consent}
              lead={
                signingUp
                  ? undefined
                  : 'We do not have an account for you yet. To create one, please tick both boxes, then log in again.'
              }
            />
          )}
          <button
            type="submit"
            className="button button--primary button--block"
            aria-disabled={busy !== null || undefined}
          >
            {busy === 'email' ? copy.busy : copy.submit}
          </button>
        </form>

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
