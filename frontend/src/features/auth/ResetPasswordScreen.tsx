import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AppHeader } from '../../components/ui/AppHeader';
import { BackLink } from '../../components/ui/BackLink';
import { FormField } from '../../components/ui/FormField';
import { tooManyAttempts } from '../../lib/api-errors';
import { useDocumentTitle } from '../../lib/document-title';
import { PASSWORD_HINT, passwordProblems } from './password-rules';
import { useFieldErrors } from './use-field-errors';
import './auth.css';
import { notify } from '../../lib/notify';

type Field = 'password' | 'confirm';
type Stage = 'form' | 'invalid';

const MISMATCH = 'The two passwords do not match.';
const INVALID_LINK = 'This reset link is invalid or has expired. Please request a new one.';

// The mail links to /reset-password#token=…: in the fragment, so the token never
// reaches a server log or a Referer header.
function readToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  return token?.trim() || null;
}

interface ResetResult {
  ok: boolean;
  code?: string;
  message?: string;
  retryAfter?: number;
}

async function resetPassword(token: string, password: string): Promise<ResetResult> {
  let response: Response;
  try {
    response = await fetch('/identity/reset-password', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, password }),
    });
  } catch {
    return { ok: false, code: 'NETWORK' };
  }
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
  const retryAfter = Number(response.headers.get('Retry-After'));
  return {
    ok: false,
    code: typeof body.code === 'string' ? body.code : undefined,
    message: typeof body.message === 'string' ? body.message : undefined,
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  };
}

export function ResetPasswordScreen() {
  const [token] = useState(readToken);
  const location = useLocation();
  const navigate = useNavigate();

  // Once read, the token leaves the address bar (and so the history and any shared screenshot).
  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  return token ? <ResetForm token={token} /> : <MissingToken />;
}

function MissingToken() {
  useDocumentTitle('Reset your password');
  return (
    <div className="page">
      <AppHeader start={<BackLink to="/login" />} />
      <main className="page__main auth fade-in" id="main">
        <h1 className="page__title auth__title">Reset your password</h1>
        <p className="page__lead auth__lead">
          This page opens from the link in your reset email, and that link seems to be missing here. Open the email
          and tap its link again, or ask for a new one.
        </p>
        <div className="auth__actions">
          <Link className="button button--primary button--block" to="/forgot-password">
            Request a new link
          </Link>
          <Link className="button button--quiet button--block" to="/login">
            Back to Log In
          </Link>
        </div>
      </main>
    </div>
  );
}

function ResetForm({ token }: { token: string }) {
  useDocumentTitle('Choose a new password');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [stage, setStage] = useState<Stage>('form');
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const invalidRef = useRef<HTMLHeadingElement>(null);
  const id = useId();

  const check = useCallback(
    (field: Field, value: string): string[] => {
      if (field === 'password') return passwordProblems(value);
      return value === password ? [] : [MISMATCH];
    },
    [password],
  );
  const { errors, show, recheck } = useFieldErrors<Field>(check);

  useEffect(() => {
    if (stage === 'invalid') invalidRef.current?.focus();
  }, [stage]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = { password: passwordProblems(password), confirm: confirm === password ? [] : [MISMATCH] };
    show(found);
    if (found.password.length || found.confirm.length) {
      (found.password.length ? passwordRef : confirmRef).current?.focus();
      return;
    }
    setBusy(true);
    const result = await resetPassword(token, password);
    setBusy(false);
    if (result.ok) {
      notify.success('Your password has been changed. Please log in with your new password.');
      await navigate('/login', { replace: true });
      return;
    }
    switch (result.code) {
      case 'RESET_TOKEN_INVALID':
        setStage('invalid');
        return;
      case 'WEAK_PASSWORD':
        show({ password: [result.message ?? passwordProblems(password)[0] ?? PASSWORD_HINT] });
        passwordRef.current?.focus();
        return;
      case 'RATE_LIMITED':
        notify.error(tooManyAttempts(result.retryAfter));
        return;
      case 'NETWORK':
        notify.error('We could not reach the server. Please check your connection and try again.');
        return;
      default:
        notify.error('Your password could not be changed just now. Please try again in a few minutes.');
    }
  };

  if (stage === 'invalid') {
    return (
      <div className="page">
        <AppHeader start={<BackLink to="/login" />} />
        <main className="page__main auth fade-in" id="main">
          <h1 className="page__title auth__title" ref={invalidRef} tabIndex={-1}>
            This link has expired
          </h1>
          <p className="page__lead auth__lead">
            {INVALID_LINK} Each link works once and only for a short while, to keep your account safe.
          </p>
          <div className="auth__actions">
            <Link className="button button--primary button--block" to="/forgot-password">
              Request a new link
            </Link>
            <Link className="button button--quiet button--block" to="/login">
              Back to Log In
            </Link>
          </div>
        </main>
      </div>
    );
  }

  return (
    <div className="page">
      <AppHeader start={<BackLink to="/login" />} />
      <main className="page__main auth fade-in" id="main">
        <h1 className="page__title auth__title">Choose a new password</h1>
        <p className="page__lead auth__lead">Choose one you will remember; you will log in with it from now on.</p>
        <form className="auth__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
          <FormField
            id={`${id}-password`}
            label="New password"
            type="password"
            autoComplete="new-password"
            revealable
            hint={PASSWORD_HINT}
            value={password}
            onChange={(value) => {
              setPassword(value);
              recheck('password', value);
            }}
            errors={errors.password}
            inputRef={passwordRef}
          />
          <FormField
            id={`${id}-confirm`}
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            enterKeyHint="done"
            revealable
            value={confirm}
            onChange={(value) => {
              setConfirm(value);
              if (value === password) recheck('confirm', value);
            }}
            errors={errors.confirm}
            inputRef={confirmRef}
          />
          <button type="submit" className="button button--primary button--block" aria-disabled={busy || undefined}>
            {busy ? 'Saving…' : 'Save New Password'}
          </button>
        </form>
      </main>
    </div>
  );
}
