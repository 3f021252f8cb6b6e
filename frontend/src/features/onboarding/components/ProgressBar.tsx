interface ProgressBarProps {
  step: number;
  total: number;
  // The visible words: "3/8" in one flow, "Step 3 of 3" in the other.
  text: string;
}

// A real progressbar for assistive technology, with the same words visible on screen.
export function ProgressBar({ step, total, text }: ProgressBarProps) {
  return (
    <div className="progress">
      <div
        className="progress__track"
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${total}`}
      >
        <div className="progress__fill" style={{ width: `${(step / total) * 100}%` }} />
      </div>
      <span className="progress__text" aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
