import { useRef, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/FormField';
import { INVALID_EMAIL_MESSAGE, isEmailShape } from '../../../lib/email';

interface EmailFormProps {
  id: string;
  className: string;
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
  submitLabel: string;
  // Called with the trimmed address once it has the shape of one (spec section 5).
  onSend: (address: string) => void;
}

// One email field and a send button: the reset link and the signups waitlist.
export function EmailForm({ id, className, value, onChange, busy, submitLabel, onSend }: EmailFormProps) {
  const [errors, setErrors] = useState<string[]>([]);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const address = value.trim();
    if (!isEmailShape(address)) {
      setErrors([INVALID_EMAIL_MESSAGE]);
      emailRef.current?.focus();
      return;
    }
    setErrors([]);
    onSend(address);
  };

  return (
    <form className={className} noValidate onSubmit={submit} aria-busy={busy}>
      <FormField
        id={id}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        enterKeyHint="send"
        value={value}
        onChange={(next) => {
          onChange(next);
          if (errors.length && isEmailShape(next)) setErrors([]);
        }}
        errors={errors}
        inputRef={emailRef}
      />
      <button type="submit" className="button button--primary button--block" aria-disabled={busy || undefined}>
        {busy ? 'Sending…' : submitLabel}
      </button>
    </form>
  );
}
