import { ChoiceList, asChoices } from '../../../components/ui/ChoiceList';
import type { SetShortAnswer, ShortAnswers } from '../answers';

type ChoiceAnswer = 'ageRange' | 'sex' | 'lifeStage';

interface ShortChoiceProps {
  legend: string;
  field: ChoiceAnswer;
  choices: readonly string[];
  answers: ShortAnswers;
  set: SetShortAnswer;
}

// One of the 3-step onboarding's single-answer lists, bound to its answer.
export function ShortChoice({ legend, field, choices, answers, set }: ShortChoiceProps) {
  return (
    <ChoiceList
      legend={legend}
      choices={asChoices(choices)}
      value={answers[field]}
      onChange={(value) => set(field, value)}
    />
  );
}
