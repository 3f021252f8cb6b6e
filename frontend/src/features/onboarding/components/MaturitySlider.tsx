import { useId } from 'react';

interface MaturitySliderProps {
  // The words at 1, 2 and 3 (Exploring, Growing, Mature), from the server.
  labels: readonly string[];
  value: number;
  onChange: (value: number) => void;
}

// The 3-step onboarding's slider, 1 to 3 in steps of 0.01. A screen reader hears the
// nearest word rather than a bare number such as 2.37.
export function MaturitySlider({ labels, value, onChange }: MaturitySliderProps) {
  const id = useId();
  const nearest = labels[Math.min(Math.max(Math.round(value) - 1, 0), labels.length - 1)] ?? '';
  return (
    <div className="slider">
      <label className="field__label" htmlFor={id}>
        Spiritual Maturity
      </label>
      <input
        id={id}
        className="slider__input"
        type="range"
        min={1}
        max={3}
        step={0.01}
        value={value}
        aria-valuetext={nearest}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <div className="slider__labels" aria-hidden="true">
        {labels.map((label) => (
          <span key={label} className={label === nearest ? 'slider__label slider__label--near' : 'slider__label'}>
            {label}
          </span>
        ))}
      </div>
    </div>
  );
}
