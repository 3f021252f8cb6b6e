import { FormField } from '../../../components/ui/FormField';
import type { ProfileOptions } from '../../../lib/catalogue';
import { MINORS_NOTICE } from '../../../lib/safety';
import type { SetShortAnswer, ShortAnswers } from '../answers';
import { ShortChoice } from './ShortChoice';

interface AboutYouStepProps {
  id: string;
  answers: ShortAnswers;
  options: ProfileOptions;
  set: SetShortAnswer;
}

// Step 1 of /onboarding: Name (marked required, yet never blocking) and Age Range. Every
// range offered is 16 or over: the app is for people aged 16 and over.
export function AboutYouStep({ id, answers, options, set }: AboutYouStepProps) {
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
      <p className="onboard__hint">
        This app is for people aged {options.minimumAge} and over. {MINORS_NOTICE}
      </p>
    </div>
  );
}
