import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AppHeader } from '../../../components/ui/AppHeader';
import { BackLink } from '../../../components/ui/BackLink';
import { FormField } from '../../../components/ui/FormField';
import { tooManyAttempts } from '../../../lib/api-errors';
import { useDocumentTitle } from '../../../lib/document-title';
import { notify } from '../../../lib/notify';
import { PASSWORD_HINT, passwordProblems } from '../password-rules';
import { resetPassword } from '../reset-password-api';
import { useFieldErrors } from '../use-field-errors';
import { ResetLinkNotice } from './ResetLinkNotice';

type Field = 'password' | 'confirm';
type Stage = 'form' | 'invalid';

const MISMATCH = 'The two passwords do not match.';
const INVALID_LINK = 'This reset link is invalid or has expired. Please request a new one.';

export function ResetForm({ token }: { token: string }) {
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
      <ResetLinkNotice title="This link has expired" headingRef={invalidRef}>
        {INVALID_LINK} Each link works once and only for a short while, to keep your account safe.
      </ResetLinkNotice>
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
