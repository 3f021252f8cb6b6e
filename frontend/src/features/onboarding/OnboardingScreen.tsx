import { useId, useState, type FormEvent } from 'react';
import { ChoiceList, asChoices } from '../../components/ui/ChoiceList';
import { CompanionPicker } from '../../components/ui/CompanionPicker';
import { FormField } from '../../components/ui/FormField';
import { LoadState } from '../../components/ui/LoadState';
import { ThemeToggle } from '../../components/ui/ThemeToggle';
import { useAuth } from '../../lib/auth';
import {
  useCompanionCatalogue,
  useProfileOptions,
  type CompanionCatalogue,
  type ProfileOptions,
} from '../../lib/catalogue';
import { useDocumentTitle } from '../../lib/document-title';
import { ProgressBar } from './components/ProgressBar';
import { MaturitySlider } from './components/MaturitySlider';
import { useSubmitOnboarding } from './hooks/use-submit-onboarding';
import './onboarding.css';

const TOTAL = 3;
// The age range that is below the app's minimum age (spec section 3's first range).
const UNDER_AGE_INDEX = 0;

interface ShortAnswers {
  name: string;
  ageRange: string | null;
  sex: string | null;
  lifeStage: string | null;
  maturityLevel: number;
  spiritualGoals: string[];
  avatar: string;
}

// /onboarding: the spec's shorter, 3-step onboarding (guarded). It shares the 8-step
// flow's pieces (answer lists, companion cards, progress bar, saving) but not its steps.
export function OnboardingScreen() {
  useDocumentTitle('Getting to know you');
  const options = useProfileOptions();
  const catalogue = useCompanionCatalogue();
  if (!options.data || !catalogue.data) {
    return (
      <div className="page">
        <main className="page__main" id="main">
          <h1 className="visually-hidden">Getting to know you</h1>
          <LoadState
            failed={options.failed || catalogue.failed}
            retry={() => {
              options.retry();
              catalogue.retry();
            }}
          />
        </main>
      </div>
    );
  }
  return <ShortFlow options={options.data} catalogue={catalogue.data} />;
}

function ShortFlow({ options, catalogue }: { options: ProfileOptions; catalogue: CompanionCatalogue }) {
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
  const set = <K extends keyof ShortAnswers>(key: K, value: ShortAnswers[K]) =>
    setAnswers((current) => ({ ...current, [key]: value }));

  const underAge = answers.ageRange !== null && answers.ageRange === options.ageRanges[UNDER_AGE_INDEX];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || (step === 1 && underAge)) return;
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

  const titles = ['About you', 'Your life and faith', 'Choose your companion'];
  const noteId = `${id}-under-age`;

  return (
    <div className="page onboard">
      <header className="onboard__bar">
        <ProgressBar step={step} total={TOTAL} text={`Step ${step} of ${TOTAL}`} />
        <ThemeToggle />
      </header>
      <main className="page__main onboard__main" id="main">
        <form className="onboard__form fade-in" key={step} noValidate onSubmit={onSubmit} aria-busy={busy}>
          <h1 className="onboard__question" tabIndex={-1}>
            {titles[step - 1]}
          </h1>

          {step === 1 && (
            <div className="onboard__body onboard__stack">
              <FormField
                id={`${id}-name`}
                label="Name"
                required
                autoComplete="given-name"
                value={answers.name}
                onChange={(value) => set('name', value)}
              />
              <ChoiceList
                legend="Age Range"
                choices={asChoices(options.ageRanges)}
                value={answers.ageRange}
                onChange={(value) => set('ageRange', value)}
              />
              {underAge && (
                <p className="onboard__note" id={noteId} role="status">
                  Thank you for your interest. This app is made for people aged {options.minimumAge} and over, so
                  we cannot continue together just yet. We hope you will come back when you are {options.minimumAge}.
                </p>
              )}
            </div>
          )}

          {step === 2 && (
            <div className="onboard__body onboard__stack">
              <ChoiceList
                legend="Sex"
                choices={asChoices(options.sexes)}
                value={answers.sex}
                onChange={(value) => set('sex', value)}
              />
              <ChoiceList
                legend="Life Stage"
                choices={asChoices(options.lifeStagesShort)}
                value={answers.lifeStage}
                onChange={(value) => set('lifeStage', value)}
              />
              <MaturitySlider
                labels={options.maturityLevelLabels}
                value={answers.maturityLevel}
                onChange={(value) => set('maturityLevel', value)}
              />
              <fieldset className="choices">
                <legend className="choices__legend">Spiritual Goals</legend>
                <div className="chips">
                  {options.spiritualGoals.map((goal) => {
                    const pressed = answers.spiritualGoals.includes(goal.value);
                    return (
                      <button
                        key={goal.value}
                        type="button"
                        className="chip"
                        aria-pressed={pressed}
                        onClick={() =>
                          set(
                            'spiritualGoals',
                            pressed
                              ? answers.spiritualGoals.filter((value) => value !== goal.value)
                              : [...answers.spiritualGoals, goal.value],
                          )
                        }
                      >
                        {goal.onboardingLabel}
                      </button>
                    );
                  })}
                </div>
              </fieldset>
            </div>
          )}

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
            <button
              type="submit"
              className="button button--primary"
              disabled={step === 1 && underAge}
              aria-describedby={step === 1 && underAge ? noteId : undefined}
              aria-disabled={busy || undefined}
            >
              {step < TOTAL ? 'Next' : busy ? 'Saving…' : 'Finish'}
            </button>
          </div>
        </form>
      </main>
    </div>
  );
}
