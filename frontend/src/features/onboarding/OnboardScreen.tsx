import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChoiceList, asChoices } from '../../components/ui/ChoiceList';
import { CompanionPicker } from '../../components/ui/CompanionPicker';
import { FormField } from '../../components/ui/FormField';
import { LoadState } from '../../components/ui/LoadState';
import { LogOutButton } from '../../components/ui/LogOutButton';
import { ThemeToggle } from '../../components/ui/ThemeToggle';
import { useAuth, type AuthContextValue } from '../../lib/auth';
import {
  useCompanionCatalogue,
  useProfileOptions,
  type CompanionCatalogue,
  type ProfileOptions,
} from '../../lib/catalogue';
import { useDocumentTitle } from '../../lib/document-title';
import {
  EMPTY_ANSWERS,
  answersFromProfile,
  readDraft,
  saveDraft,
  toOnboardingInput,
  type OnboardAnswers,
} from './answers';
import { BirthYearPicker } from './components/BirthYearPicker';
import { ProgressBar } from './components/ProgressBar';
import { useSubmitOnboarding } from './hooks/use-submit-onboarding';
import './onboarding.css';

const TOTAL = 8;

interface Start {
  step: number;
  answers: OnboardAnswers;
}

// Where the flow begins: a visitor who has just created an account comes back to the
// last step with the answers they gave; someone redoing onboarding sees their answers.
function startFor(auth: AuthContextValue, options: ProfileOptions): Start {
  if (auth.status !== 'signedIn') return { step: 1, answers: EMPTY_ANSWERS };
  const draft = readDraft();
  if (draft) return { step: TOTAL, answers: draft };
  if (auth.profile.onboarded) return { step: 1, answers: answersFromProfile(auth.profile, options) };
  return { step: 1, answers: EMPTY_ANSWERS };
}

// /onboard: the spec's 8-step onboarding, open to visitors too.
export function OnboardScreen() {
  useDocumentTitle('Getting to know you');
  const auth = useAuth();
  const options = useProfileOptions();
  const catalogue = useCompanionCatalogue();

  if (auth.status === 'loading') return null;
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
  // A new key starts afresh when the person behind the screen changes.
  return (
    <OnboardFlow
      key={auth.user?.uid ?? 'visitor'}
      start={startFor(auth, options.data)}
      options={options.data}
      catalogue={catalogue.data}
      signedIn={auth.status === 'signedIn'}
    />
  );
}

interface OnboardFlowProps {
  start: Start;
  options: ProfileOptions;
  catalogue: CompanionCatalogue;
  signedIn: boolean;
}

function OnboardFlow({ start, options, catalogue, signedIn }: OnboardFlowProps) {
  const navigate = useNavigate();
  const id = useId();
  const headingId = `${id}-heading`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState(start.step);
  const [answers, setAnswers] = useState<OnboardAnswers>(() => ({
    ...start.answers,
    avatar: start.answers.avatar ?? catalogue.onboardingDefaultKey,
  }));
  const [askAccount, setAskAccount] = useState(false);
  const { busy, submit } = useSubmitOnboarding();
  const firstRender = useRef(true);

  // Each new step is announced by moving focus to its question.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const set = <K extends keyof OnboardAnswers>(key: K, value: OnboardAnswers[K]) =>
    setAnswers((current) => ({ ...current, [key]: value }));

  const next = () => setStep((current) => Math.min(current + 1, TOTAL));
  const back = () => {
    setAskAccount(false);
    setStep((current) => Math.max(current - 1, 1));
  };

  // Skip leaves the question unanswered, even if it was answered before.
  const skip = (key: Exclude<keyof OnboardAnswers, 'avatar'>) => {
    set(key, EMPTY_ANSWERS[key]);
    next();
  };

  const finish = () => {
    if (!signedIn) {
      setAskAccount(true);
      return;
    }
    void submit(toOnboardingInput(answers));
  };

  const goToAccount = (path: '/signup' | '/login') => {
    saveDraft(answers);
    void navigate(path);
  };

  const shownYear = answers.birthYear ?? options.defaultBirthYear;

  let question: string;
  let lead: ReactNode = null;
  let body: ReactNode = null;
  let skipKey: Exclude<keyof OnboardAnswers, 'avatar'> | null = null;
  let onContinue = next;

  switch (step) {
    case 1:
      question = 'Before we begin';
      lead = (
        <>
          <p>This app is for people aged {options.minimumAge} and over.</p>
          <p>
            By continuing, you confirm that you are {options.minimumAge} or older and that you agree to our{' '}
            <Link to="/terms">Terms of Use</Link> and <Link to="/privacy">Privacy Policy</Link>.
          </p>
        </>
      );
      break;
    case 2:
      question = 'What should we call you?';
      lead = <p>Your companion will use this name when speaking with you.</p>;
      body = (
        <FormField
          id={`${id}-name`}
          label="Your name"
          autoComplete="given-name"
          enterKeyHint="next"
          value={answers.name}
          onChange={(value) => set('name', value)}
        />
      );
      skipKey = 'name';
      break;
    case 3:
      question = 'What year were you born?';
      lead = <p>Scroll, swipe or use the arrow keys to choose.</p>;
      body = (
        <BirthYearPicker
          first={options.firstBirthYear}
          last={options.lastBirthYear}
          value={shownYear}
          onChange={(year) => set('birthYear', year)}
          labelledBy={headingId}
        />
      );
      skipKey = 'birthYear';
      onContinue = () => {
        set('birthYear', shownYear);
        next();
      };
      break;
    case 4:
      question = 'What is your gender?';
      body = (
        <ChoiceList
          labelledBy={headingId}
          choices={asChoices(options.sexes)}
          value={answers.sex}
          onChange={(value) => set('sex', value)}
        />
      );
      skipKey = 'sex';
      break;
    case 5:
      question = 'Which life stage are you in?';
      body = (
        <ChoiceList
          labelledBy={headingId}
          choices={asChoices(options.lifeStages)}
          value={answers.lifeStage}
          onChange={(value) => set('lifeStage', value)}
        />
      );
      skipKey = 'lifeStage';
      break;
    case 6:
      question = 'Where are you on your faith journey?';
      body = (
        <ChoiceList
          labelledBy={headingId}
          choices={asChoices(options.spiritualMaturities)}
          value={answers.spiritualMaturity}
          onChange={(value) => set('spiritualMaturity', value)}
        />
      );
      skipKey = 'spiritualMaturity';
      break;
    case 7:
      question = 'What would you like help with?';
      lead = <p>Choose as many as you like.</p>;
      body = (
        <ChoiceList
          multiple
          labelledBy={headingId}
          choices={options.spiritualGoals.map((goal) => ({ value: goal.value, label: goal.onboardingLabel }))}
          value={answers.spiritualGoals}
          onChange={(value) => set('spiritualGoals', value)}
        />
      );
      skipKey = 'spiritualGoals';
      break;
    default:
      question = 'Choose your companion';
      lead = (
        <p>
          Your AI companion walks with you in conversation, prayer and Scripture. You can change companion at any
          time in Settings.
        </p>
      );
      body = (
        <CompanionPicker
          labelledBy={headingId}
          companions={catalogue.companions}
          value={answers.avatar}
          onChange={(key) => set('avatar', key)}
        />
      );
      onContinue = finish;
  }

  const skipField = skipKey;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onContinue();
  };

  return (
    <div className="page onboard">
      <header className="onboard__bar">
        <button
          type="button"
          className="icon-button"
          aria-label="Previous step"
          disabled={step === 1}
          onClick={back}
        >
          <ArrowLeft size={22} aria-hidden="true" />
        </button>
        <ProgressBar step={step} total={TOTAL} text={`${step}/${TOTAL}`} />
        <ThemeToggle />
      </header>
      <main className="page__main onboard__main" id="main">
        <form className="onboard__form fade-in" key={step} noValidate onSubmit={onSubmit} aria-busy={busy}>
          <h1 className="onboard__question" id={headingId} ref={headingRef} tabIndex={-1}>
            {question}
          </h1>
          {lead && <div className="onboard__lead">{lead}</div>}
          {body && <div className="onboard__body">{body}</div>}

          {askAccount && (
            <section className="onboard__account" aria-labelledby={`${id}-account`}>
              <h2 id={`${id}-account`}>Create an account to save your answers</h2>
              <p>Your answers are kept on this device while you sign up, so you will not need to give them again.</p>
              <div className="onboard__account-actions">
                {/* The choice replaces Continue, so focus moves to it rather than being lost. */}
                <button
                  type="button"
                  className="button button--primary"
                  autoFocus
                  onClick={() => goToAccount('/signup')}
                >
                  Create Account
                </button>
                <button type="button" className="button button--quiet" onClick={() => goToAccount('/login')}>
                  I already have an account
                </button>
              </div>
            </section>
          )}

          <div className="onboard__actions">
            {!askAccount && (
              <button type="submit" className="button button--primary button--block" aria-disabled={busy || undefined}>
                {busy ? 'Saving…' : 'Continue'}
              </button>
            )}
            {step === 1 && (
              <Link className="button button--quiet button--block" to="/home">
                Leave
              </Link>
            )}
            {skipField !== null && (
              <button type="button" className="button button--quiet button--block" onClick={() => skip(skipField)}>
                Skip
              </button>
            )}
          </div>
          {step === 1 && signedIn && (
            <div className="onboard__logout">
              <LogOutButton />
            </div>
          )}
        </form>
      </main>
    </div>
  );
}
