import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { INVALID_EMAIL_MESSAGE, isEmailShape } from '../../../lib/email';
import { useAuthenticate } from '../../../lib/use-authenticate';
import { carriedEmail } from '../carried-email';
import { passwordProblems } from '../password-rules';
import { useFieldErrors } from '../use-field-errors';

export type AuthMode = 'signIn' | 'signUp';
type Field = 'email' | 'password';

// The email and password of /login and /signup: checked when sent, then handed to the
// identity provider; a refusal that names a field is shown on that field.
export function useCredentialsForm(mode: AuthMode) {
  const signingUp = mode === 'signUp';
  const { busy, run } = useAuthenticate();
  const location = useLocation();
  const [email, setEmail] = useState(() => carriedEmail(location.state));
  const [password, setPassword] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

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

  const changeEmail = (value: string) => {
    setEmail(value);
    recheck('email', value);
  };
  const changePassword = (value: string) => {
    setPassword(value);
    recheck('password', value);
  };

  return { busy, run, email, password, emailRef, passwordRef, errors, submit, changeEmail, changePassword };
}
