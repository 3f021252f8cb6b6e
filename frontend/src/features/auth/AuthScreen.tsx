import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { AppHeader } from '../../components/ui/AppHeader';
import { BackLink } from '../../components/ui/BackLink';
import { FormField } from '../../components/ui/FormField';
import { GoogleButton } from '../../components/ui/GoogleButton';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/document-title';
import { INVALID_EMAIL_MESSAGE, isEmailShape } from '../../lib/email';
import { useAuthenticate } from '../../lib/use-authenticate';
import { carriedEmail } from './carried-email';
import { PASSWORD_HINT, passwordProblems } from './password-rules';
import { useFieldErrors } from './use-field-errors';
import './auth.css';

export type AuthMode = 'signIn' | 'signUp';
type Field = 'email' | 'password';

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
  const { busy, run } = useAuthenticate();
  const location = useLocation();
  const [email, setEmail] = useState(() => carriedEmail(location.state));
  const [password, setPassword] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const check = useCallback(
    (field: Field, value: string): string[] => {
      if (field === 'email') return isEmailShape(value) ? [] : [INVALID_EMAIL_MESSAGE];
      if (signingUp) return passwordProblems(value);
      return value ? [] : ['Please enter your password.'];
    },
    [signingUp],
  );
  const { errors, show, recheck } = useFieldErrors<Field>(check);

  const focusField = (field: Field) => (field === 'email' ? emailRef : passwordRef).current?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = { email: check('email', email), password: check('password', password) };
    show(found);
    if (found.email.length || found.password.length) {
      focusField(found.email.length ? 'email' : 'password');
      return;
    }
    const outcome = await run({ method: 'email', mode, email: email.trim(), password });
    if (outcome?.kind === 'failed' && outcome.field) {
      show({ [outcome.field]: [outcome.message] });
      focusField(outcome.field);
    }
  };

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
            onChange={(value) => {
              setEmail(value);
              recheck('email', value);
            }}
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
            onChange={(value) => {
              setPassword(value);
              recheck('password', value);
            }}
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
