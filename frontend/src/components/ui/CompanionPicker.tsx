import { useId } from 'react';
import type { Companion } from '../../lib/catalogue';
import { useTheme } from '../../lib/theme';
import './choices.css';

interface CompanionPickerProps {
  companions: readonly Companion[];
  value: string | null;
  onChange: (key: string) => void;
  legend?: string;
  labelledBy?: string;
}

// The four companions as cards: picture (for the current theme), name, tagline and
// description. Each card is a native radio, so arrow keys move between them.
export function CompanionPicker({ companions, value, onChange, legend, labelledBy }: CompanionPickerProps) {
  const theme = useTheme();
  const name = useId();
  return (
    <fieldset className="companions" aria-labelledby={labelledBy}>
      {legend && <legend className="choices__legend">{legend}</legend>}
      {companions.map((companion) => {
        const descriptionId = `${name}-${companion.key}-description`;
        return (
          <label key={companion.key} className="companion-card">
            <input
              className="companion-card__input"
              type="radio"
              name={name}
              value={companion.key}
              checked={value === companion.key}
              onChange={() => onChange(companion.key)}
              aria-describedby={descriptionId}
            />
            {/* The name is written beside it, so the picture adds nothing for a screen reader. */}
            <img
              className="companion-card__picture"
              src={theme === 'dark' ? companion.pictures.dark : companion.pictures.light}
              alt=""
              width={72}
              height={72}
            />
            <span className="companion-card__text">
              <span className="companion-card__name">{companion.name}</span>
              <span className="companion-card__tagline">{companion.tagline}</span>
              <span className="companion-card__description" id={descriptionId}>
                {companion.description}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
