import type { ProfileOptions } from '../../../lib/catalogue';
import type { SetShortAnswer, ShortAnswers } from '../answers';
import { GoalChips } from './GoalChips';
import { MaturitySlider } from './MaturitySlider';
import { ShortChoice } from './ShortChoice';

interface LifeAndFaithStepProps {
  answers: ShortAnswers;
  options: ProfileOptions;
  set: SetShortAnswer;
}

// Step 2 of /onboarding: Sex, Life Stage, the maturity slider and Spiritual Goals.
export function LifeAndFaithStep({ answers, options, set }: LifeAndFaithStepProps) {
  return (
    <div className="onboard__body onboard__stack">
      <ShortChoice legend="Sex" field="sex" choices={options.sexes} answers={answers} set={set} />
      <ShortChoice
        legend="Life Stage"
        field="lifeStage"
        choices={options.lifeStagesShort}
        answers={answers}
        set={set}
      />
      <MaturitySlider
        labels={options.maturityLevelLabels}
        value={answers.maturityLevel}
        onChange={(value) => set('maturityLevel', value)}
      />
      <GoalChips
        goals={options.spiritualGoals}
        value={answers.spiritualGoals}
        onChange={(value) => set('spiritualGoals', value)}
      />
    </div>
  );
}
