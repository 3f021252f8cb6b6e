import { useId, useState, type FormEvent } from 'react';
import { CompanionPicker } from '../../../components/ui/CompanionPicker';
import { ThemeToggle } from '../../../components/ui/ThemeToggle';
import { useAuth } from '../../../lib/auth';
import type { CompanionCatalogue, ProfileOptions } from '../../../lib/catalogue';
import type { SetShortAnswer, ShortAnswers } from '../answers';
import { useSubmitOnboarding } from '../hooks/use-submit-onboarding';
import { AboutYouStep } from './AboutYouStep';
import { LifeAndFaithStep } from './LifeAndFaithStep';
import { ProgressBar } from './ProgressBar';

const TOTAL = 3;
const TITLES = ['About you', 'Your life and faith', 'Choose your companion'];

export function ThreeStepFlow({ options, catalogue }: { options: ProfileOptions; catalogue: CompanionCatalogue }) {
  const auth = useAuth();
  const id = useId();
  const { busy, submit } = useSubmitOnboarding();
  const [step, setStep] = useState(1);
  const [answers, setAnswers] = useState<ShortAnswers>(() => ({
    name: auth.profile?.name ?? '',
    ageRange: null,
    sex: null,
    lifeStage: null,
    maturityLevel: 2,
    spiritualGoals: [],
    avatar: auth.profile?.onboarded ? auth.profile.avatar : catalogue.onboardingDefaultKey,
  }));
  const set: SetShortAnswer = (key, value) => setAnswers((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (step < TOTAL) {
      setStep(step + 1);
      return;
    }
    void submit({
      name: answers.name.trim() || null,
      ageRange: answers.ageRange,
      sex: answers.sex,
      lifeStage: answers.lifeStage,
      spiritualMaturityLevel: answers.maturityLevel,
      spiritualGoals: answers.spiritualGoals,
      avatar: answers.avatar,
    });
  };

  return (
    <div className="page onboard">
      <header className="onboard__bar">
        <ProgressBar step={step} total={TOTAL} text={`Step ${step} of ${TOTAL}`} />
        <ThemeToggle />
      </header>
      <main className="page__main onboard__main" id="main">
        <form className="onboard__form fade-in" key={step} noValidate onSubmit={onSubmit} aria-busy={busy}>
          <h1 className="onboard__question" tabIndex={-1}>
            {TITLES[step - 1]}
          </h1>

          {step === 1 && <AboutYouStep id={id} answers={answers} options={options} set={set} />}
          {step === 2 && <LifeAndFaithStep answers={answers} options={options} set={set} />}
          {step === 3 && (
            <div className="onboard__body">
              <CompanionPicker
                legend="Your companion"
                companions={catalogue.companions}
                value={answers.avatar}
                onChange={(key) => set('avatar', key)}
              />
            </div>
          )}

          <div className="onboard__actions onboard__actions--row">
            {step > 1 && (
              <button type="button" className="button button--quiet" onClick={() => setStep(step - 1)}>
                Back
              </button>
            )}
            <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
              {step < TOTAL ? 'Next' : busy ? 'Saving…' : 'Finish'}
            </button>
          </div>
        </form>
      </main>
    </div>
  );
}
