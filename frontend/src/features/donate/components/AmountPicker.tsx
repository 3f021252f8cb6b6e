import { cleanAmountInput, DONATION_PRESETS_DOLLARS } from '../../../lib/donation';

interface AmountPickerProps {
  id: string;
  preset: number | null;
  custom: string;
  // Choosing one kind of amount clears the other.
  onPreset: (dollars: number) => void;
  onCustom: (text: string) => void;
}

// A preset amount or one typed in (spec section 5: digits and a period only).
export function AmountPicker({ id, preset, custom, onPreset, onCustom }: AmountPickerProps) {
  const customId = `${id}-custom`;
  const customHintId = `${id}-custom-hint`;
  return (
    <>
      <p className="donation__legend" id={`${id}-amount`}>
        Choose an amount
      </p>
      <div className="donation__presets" role="group" aria-labelledby={`${id}-amount`}>
        {DONATION_PRESETS_DOLLARS.map((dollars) => (
          <button
            key={dollars}
            type="button"
            className="donation__preset"
            aria-pressed={preset === dollars}
            onClick={() => onPreset(dollars)}
          >
            ${dollars}
          </button>
        ))}
      </div>

      <div className="field">
        <label className="field__label" htmlFor={customId}>
          Other amount
        </label>
        <div className="donation__custom">
          <span className="donation__currency" aria-hidden="true">
            $
          </span>
          <input
            id={customId}
            className="field__input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            aria-describedby={customHintId}
            value={custom}
            onChange={(event) => onCustom(cleanAmountInput(event.target.value))}
          />
        </div>
        <p className="field__hint" id={customHintId}>
          In US dollars, at least $1.
        </p>
      </div>
    </>
  );
}
