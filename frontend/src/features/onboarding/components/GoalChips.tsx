import type { ProfileOptions } from '../../../lib/catalogue';

interface GoalChipsProps {
  goals: ProfileOptions['spiritualGoals'];
  value: readonly string[];
  onChange: (value: string[]) => void;
}

// Spiritual Goals as multi-select chips (spec section 2, 3-step onboarding).
export function GoalChips({ goals, value, onChange }: GoalChipsProps) {
  return (
    <fieldset className="choices">
      <legend className="choices__legend">Spiritual Goals</legend>
      <div className="chips">
        {goals.map((goal) => {
          const pressed = value.includes(goal.value);
          return (
            <button
              key={goal.value}
              type="button"
              className="chip"
              aria-pressed={pressed}
              onClick={() =>
                onChange(pressed ? value.filter((chosen) => chosen !== goal.value) : [...value, goal.value])
              }
            >
              {goal.onboardingLabel}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
