interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  choices: readonly string[];
  onChange: (value: string) => void;
}

const NOT_SET = '';

// One answer from a fixed list, compact enough for a page of several. An answer the
// list no longer has (from the 3-step onboarding's shorter lists) is still shown, so
// opening Settings never changes it silently.
export function SelectField({ id, label, value, choices, onChange }: SelectFieldProps) {
  const shown = value && !choices.includes(value) ? [value, ...choices] : choices;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input field__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value={NOT_SET}>Not set</option>
        {shown.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </div>
  );
}
