import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChoiceList, asChoices } from '../../../components/ui/ChoiceList';
import { CompanionPicker } from '../../../components/ui/CompanionPicker';
import { FormField } from '../../../components/ui/FormField';
import type { CompanionCatalogue, ProfileOptions } from '../../../lib/catalogue';
import { MINORS_NOTICE } from '../../../lib/safety';
import type { OnboardAnswers } from '../answers';
import { BirthYearPicker } from './BirthYearPicker';

export type SkippableAnswer = Exclude<keyof OnboardAnswers, 'avatar'>;

export interface EightStepQuestion {
  question: string;
  lead: ReactNode;
  body: ReactNode;
  skipKey: SkippableAnswer | null;
  // What Continue does besides moving on (keeping the year shown), or instead (finishing).
  onContinue: (() => void) | null;
}

export interface QuestionContext {
  id: string;
  headingId: string;
  answers: OnboardAnswers;
  options: ProfileOptions;
  catalogue: CompanionCatalogue;
  // Signed in: the terms were accepted at sign-up; a visitor accepts them when signing up.
  signedIn: boolean;
  set: <K extends keyof OnboardAnswers>(key: K, value: OnboardAnswers[K]) => void;
  next: () => void;
  finish: () => void;
}

function choiceQuestion(
  question: string,
  key: 'sex' | 'lifeStage' | 'spiritualMaturity',
  choices: readonly string[],
  ctx: QuestionContext,
): EightStepQuestion {
  const body = (
    <ChoiceList
      labelledBy={ctx.headingId}
      choices={asChoices(choices)}
      value={ctx.answers[key]}
      onChange={(value) => ctx.set(key, value)}
    />
  );
  return { question, lead: null, body, skipKey: key, onContinue: null };
}

// The question of each step of /onboard, what it asks with, and how it is left.
export function eightStepQuestion(step: number, ctx: QuestionContext): EightStepQuestion {
  const { id, headingId, answers, options, catalogue, set, signedIn } = ctx;
  switch (step) {
    case 1:
      return {
        question: 'Before we begin',
        lead: (
          <>
            <p>This app is for people aged {options.minimumAge} and over.</p>
            <p>
              By continuing, you confirm that you are {options.minimumAge} or older.{' '}
              {signedIn ? 'You accepted our ' : 'Before anything is saved, creating an account asks you to accept our '}
              <Link to="/terms">Terms of Use</Link> and <Link to="/privacy">Privacy Policy</Link>
              {signedIn ? ' when you signed up.' : '.'}
            </p>
            <p>
              {MINORS_NOTICE} If you are under {options.minimumAge}, <Link to="/under-16">this page is for you</Link>.
            </p>
          </>
        ),
        body: null,
        skipKey: null,
        onContinue: null,
      };
    case 2:
      return {
        question: 'What should we call you?',
        lead: <p>Your companion will use this name when speaking with you.</p>,
        body: (
          <FormField
            id={`${id}-name`}
            label="Your name"
            autoComplete="given-name"
            enterKeyHint="next"
            value={answers.name}
            onChange={(value) => set('name', value)}
          />
        ),
        skipKey: 'name',
        onContinue: null,
      };
    case 3: {
      const shownYear = answers.birthYear ?? options.defaultBirthYear;
      return {
        question: 'What year were you born?',
        lead: <p>Scroll, swipe or use the arrow keys to choose.</p>,
        body: (
          <BirthYearPicker
            first={options.firstBirthYear}
            last={options.lastBirthYear}
            value={shownYear}
            onChange={(year) => set('birthYear', year)}
            labelledBy={headingId}
          />
        ),
        skipKey: 'birthYear',
        onContinue: () => {
          set('birthYear', shownYear);
          ctx.next();
        },
      };
    }
    case 4:
      return choiceQuestion('What is your gender?', 'sex', options.sexes, ctx);
    case 5:
      return choiceQuestion('Which life stage are you in?', 'lifeStage', options.lifeStages, ctx);
    case 6:
      return choiceQuestion(
        'Where are you on your faith journey?',
        'spiritualMaturity',
        options.spiritualMaturities,
        ctx,
      );
    case 7:
      return {
        question: 'What would you like help with?',
        lead: <p>Choose as many as you like.</p>,
        body: (
          <ChoiceList
            multiple
            labelledBy={headingId}
            choices={options.spiritualGoals.map((goal) => ({ value: goal.value, label: goal.onboardingLabel }))}
            value={answers.spiritualGoals}
            onChange={(value) => set('spiritualGoals', value)}
          />
        ),
        skipKey: 'spiritualGoals',
        onContinue: null,
      };
    default:
      return {
        question: 'Choose your companion',
        lead: (
          <p>
            Your AI companion walks with you in conversation, prayer and Scripture. You can change companion at any time
            in Settings.
          </p>
        ),
        body: (
          <CompanionPicker
            labelledBy={headingId}
            companions={catalogue.companions}
            value={answers.avatar}
            onChange={(key) => set('avatar', key)}
          />
        ),
        skipKey: null,
        onContinue: ctx.finish,
      };
  }
}
