import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { INVALID_EMAIL_MESSAGE, isEmailShape } from '../../../lib/email';
import { useAuthenticate } from '../../../lib/use-authenticate';
import { carriedEmail } from '../carried-email';
import { passwordProblems } from '../password-rules';
import { useFieldErrors } from '../use-field-errors';
import { useConsentBoxes } from './use-consent-boxes';

export type AuthMode = 'signIn' | 'signUp';
type Field = 'email' | 'password';

// The email and password of /login and /signup, and the sign-up's consent boxes: checked
// when sent, then handed to the identity provider; a refusal that names a field is shown
// on that field. Google goes through the same boxes.
export function useCredentialsForm(mode: AuthMode) {
  const signingUp = mode === 'signUp';
  const { busy, run } = useAuthenticate({ asksConsent: true });
  const location = useLocation();
  const [email, setEmail] = useState(() => carriedEmail(location.state));
  const [password, setPassword] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const consent = useConsentBoxes(signingUp);

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

  const answer = (outcome: Awaited<ReturnType<typeof run>>) => {
    if (outcome?.kind !== 'failed' || !outcome.field) return;
    if (outcome.field === 'consent') {
      consent.ask(outcome.message);
      return;
    }
    show({ [outcome.field]: [outcome.message] });
    focusField(outcome.field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = { email: check('email', email), password: check('password', password) };
    show(found);
    const consented = consent.check();
    if (found.email.length || found.password.length) {
      focusField(found.email.length ? 'email' : 'password');
      return;
    }
    if (!consented) {
      consent.focus();
      return;
    }
    answer(await run({ method: 'email', mode, email: email.trim(), password, consented: consent.given }));
  };

  const google = async () => {
    if (!consent.check()) {
      consent.focus();
      return;
    }
    answer(await run({ method: 'google', consented: consent.given }));
  };

  const changeEmail = (value: string) => {
    setEmail(value);
    recheck('email', value);
  };
  const changePassword = (value: string) => {
    setPassword(value);
    recheck('password', value);
  };

  return {
    busy,
    google,
    consent,
    email,
    password,
    emailRef,
    passwordRef,
    errors,
    submit,
    changeEmail,
    changePassword,
  };
}
