import type { OnboardingInput } from '../../generated/graphql';
import type { UserProfile } from '../../lib/auth';
import type { ProfileOptions } from '../../lib/catalogue';
import { SESSION_KEYS, readSession, writeSession } from '../../lib/storage-keys';

// The 8-step onboarding's answers. null means not answered (skipped or never reached).
export interface OnboardAnswers {
  name: string;
  birthYear: number | null;
  sex: string | null;
  lifeStage: string | null;
  spiritualMaturity: string | null;
  spiritualGoals: string[];
  avatar: string | null;
}

export const EMPTY_ANSWERS: OnboardAnswers = {
  name: '',
  birthYear: null,
  sex: null,
  lifeStage: null,
  spiritualMaturity: null,
  spiritualGoals: [],
  avatar: null,
};

// The 3-step onboarding's answers: its own lists (age ranges, a maturity level), not the 8-step ones.
export interface ShortAnswers {
  name: string;
  ageRange: string | null;
  sex: string | null;
  lifeStage: string | null;
  maturityLevel: number;
  spiritualGoals: string[];
  avatar: string;
}

export type SetShortAnswer = <K extends keyof ShortAnswers>(key: K, value: ShortAnswers[K]) => void;

function pick(value: string | null | undefined, choices: readonly string[]): string | null {
  return value && choices.includes(value) ? value : null;
}

// Someone redoing onboarding starts from what they answered before, so nothing they
// leave as it is gets lost. Values from the other (3-step) lists are not carried over.
export function answersFromProfile(profile: UserProfile, options: ProfileOptions): OnboardAnswers {
  const year = Number(profile.ageRange);
  const goalValues = options.spiritualGoals.map((goal) => goal.value);
  return {
    name: profile.name ?? '',
    birthYear: Number.isInteger(year) && year >= options.firstBirthYear && year <= options.lastBirthYear ? year : null,
    sex: pick(profile.sex, options.sexes),
    lifeStage: pick(profile.lifeStage, options.lifeStages),
    spiritualMaturity: pick(profile.spiritualMaturity, options.spiritualMaturities),
    spiritualGoals: profile.spiritualGoals.filter((goal) => goalValues.includes(goal)),
    avatar: profile.avatar,
  };
}

// Skipped answers are sent as null, so a redone onboarding clears what the person now
// leaves out rather than silently keeping an old answer.
export function toOnboardingInput(answers: OnboardAnswers): OnboardingInput {
  return {
    name: answers.name.trim() || null,
    ageRange: answers.birthYear === null ? null : String(answers.birthYear),
    sex: answers.sex,
    lifeStage: answers.lifeStage,
    spiritualMaturity: answers.spiritualMaturity,
    spiritualGoals: answers.spiritualGoals,
    avatar: answers.avatar,
  };
}

// A visitor's answers wait in this tab's sessionStorage while they create an account.
export function saveDraft(answers: OnboardAnswers): void {
  writeSession(SESSION_KEYS.onboardingDraft, JSON.stringify(answers));
}

export function clearDraft(): void {
  writeSession(SESSION_KEYS.onboardingDraft, null);
}

function isStringOrNull(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

// Read defensively: the stored text may come from an older release of the app.
export function readDraft(): OnboardAnswers | null {
  const text = readSession(SESSION_KEYS.onboardingDraft);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof OnboardAnswers, unknown>>;
    const { name, birthYear, sex, lifeStage, spiritualMaturity, spiritualGoals, avatar } = value;
    if (typeof name !== 'string' || !(birthYear === null || typeof birthYear === 'number')) return null;
    if (![sex, lifeStage, spiritualMaturity, avatar].every(isStringOrNull)) return null;
    if (!Array.isArray(spiritualGoals) || !spiritualGoals.every((goal) => typeof goal === 'string')) return null;
    return {
      name,
      birthYear,
      sex: sex as string | null,
      lifeStage: lifeStage as string | null,
      spiritualMaturity: spiritualMaturity as string | null,
      spiritualGoals: spiritualGoals as string[],
      avatar: avatar as string | null,
    };
  } catch {
    return null;
  }
}
