import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LogOutButton } from '../../../components/ui/LogOutButton';
import { ThemeToggle } from '../../../components/ui/ThemeToggle';
import type { CompanionCatalogue, ProfileOptions } from '../../../lib/catalogue';
import { EMPTY_ANSWERS, saveDraft, toOnboardingInput, type OnboardAnswers } from '../answers';
import { useSubmitOnboarding } from '../hooks/use-submit-onboarding';
import { AccountPrompt } from './AccountPrompt';
import { eightStepQuestion, type SkippableAnswer } from './eight-step-questions';
import { ProgressBar } from './ProgressBar';

export const EIGHT_STEPS = 8;

export interface EightStepStart {
  step: number;
  answers: OnboardAnswers;
}

interface EightStepFlowProps {
  start: EightStepStart;
  options: ProfileOptions;
  catalogue: CompanionCatalogue;
  signedIn: boolean;
}

export function EightStepFlow({ start, options, catalogue, signedIn }: EightStepFlowProps) {
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

  const next = () => setStep((current) => Math.min(current + 1, EIGHT_STEPS));
  const back = () => {
    setAskAccount(false);
    setStep((current) => Math.max(current - 1, 1));
  };

  // Skip leaves the question unanswered, even if it was answered before.
  const skip = (key: SkippableAnswer) => {
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

  const { question, lead, body, skipKey, onContinue } = eightStepQuestion(step, {
    id,
    headingId,
    answers,
    options,
    catalogue,
    signedIn,
    set,
    next,
    finish,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) (onContinue ?? next)();
  };

  return (
    <div className="page onboard">
      <header className="onboard__bar">
        <button type="button" className="icon-button" aria-label="Previous step" disabled={step === 1} onClick={back}>
          <ArrowLeft size={22} aria-hidden="true" />
        </button>
        <ProgressBar step={step} total={EIGHT_STEPS} text={`${step}/${EIGHT_STEPS}`} />
        <ThemeToggle />
      </header>
      <main className="page__main onboard__main" id="main">
        <form className="onboard__form fade-in" key={step} noValidate onSubmit={onSubmit} aria-busy={busy}>
          <h1 className="onboard__question" id={headingId} ref={headingRef} tabIndex={-1}>
            {question}
          </h1>
          {lead && <div className="onboard__lead">{lead}</div>}
          {body && <div className="onboard__body">{body}</div>}

          {askAccount && <AccountPrompt id={id} onChoose={goToAccount} />}

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
            {skipKey !== null && (
              <button type="button" className="button button--quiet button--block" onClick={() => skip(skipKey)}>
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
