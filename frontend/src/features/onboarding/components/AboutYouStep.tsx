import { FormField } from '../../../components/ui/FormField';
import type { ProfileOptions } from '../../../lib/catalogue';
import { MINORS_NOTICE } from '../../../lib/safety';
import type { SetShortAnswer, ShortAnswers } from '../answers';
import { ShortChoice } from './ShortChoice';

interface AboutYouStepProps {
  id: string;
  noteId: string;
  underAge: boolean;
  answers: ShortAnswers;
  options: ProfileOptions;
  set: SetShortAnswer;
}

// Step 1 of /onboarding: Name (marked required, yet never blocking) and Age Range.
export function AboutYouStep({ id, noteId, underAge, answers, options, set }: AboutYouStepProps) {
  return (
    <div className="onboard__body onboard__stack">
      <FormField
        id={`${id}-name`}
        label="Name"
        required
        autoComplete="given-name"
        value={answers.name}
        onChange={(value) => set('name', value)}
      />
      <ShortChoice legend="Age Range" field="ageRange" choices={options.ageRanges} answers={answers} set={set} />
      {underAge ? (
        <p className="onboard__note" id={noteId} role="status">
          Thank you for your interest. This app is made for people aged {options.minimumAge} and over, so we cannot
          continue together just yet. We hope you will come back when you are {options.minimumAge}.
        </p>
      ) : (
        <p className="onboard__hint">{MINORS_NOTICE}</p>
      )}
    </div>
  );
}
