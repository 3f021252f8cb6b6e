import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type Ref } from 'react';

interface FormFieldProps extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'name' | 'type' | 'enterKeyHint'
> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  // Guidance shown before any mistake (the password rules, for example).
  hint?: string;
  // What is wrong, in the spec's words; several lines for several broken rules.
  errors?: readonly string[];
  // A password field gets a show/hide toggle.
  revealable?: boolean;
  // Marked with * and announced as required; whether an empty value blocks is the form's choice.
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

// A labelled input whose hint and errors are tied to it (aria-describedby), so a screen
// reader reads them when the field is focused. Errors are an alert: they are spoken
// when they appear, which is when the form was sent.
export function FormField({
  id,
  label,
  value,
  onChange,
  hint,
  errors = [],
  revealable = false,
  required = false,
  inputRef,
  type = 'text',
  ...inputProps
}: FormFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = errors.length > 0;
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className={revealable ? 'field__control field__control--revealable' : 'field__control'}>
        <input
          {...inputProps}
          ref={inputRef}
          id={id}
          className="field__input"
          type={revealable && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          spellCheck={false}
          autoCapitalize="none"
          autoCorrect="off"
        />
        {revealable && (
          // The name stays 'Show password'; aria-pressed says whether it is shown.
          <button
            type="button"
            className="icon-button field__reveal"
            aria-label="Show password"
            aria-pressed={revealed}
            aria-controls={id}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
          </button>
        )}
      </div>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {invalid && (
        <div className="field__error" id={errorId} role="alert">
          {errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      )}
    </div>
  );
}
