import { invalidField, underMinimumAge, unknownField } from './profile.errors.js';
import { PERSONA_KEYS, type PersonaKey } from '../../providers/llm/llm.port.js';
import {
  LIFE_STAGES,
  LIFE_STAGES_SHORT,
  MINIMUM_AGE,
  RESPONSE_STYLES,
  SEXES,
  SPIRITUAL_GOALS,
  SPIRITUAL_MATURITIES,
  THEMES,
} from './profile-options.js';

/** A validated change to a profile: a missing key leaves the field alone, null clears it. */
export interface ProfilePatch {
  name?: string | null;
  ageRange?: string | null;
  sex?: string | null;
  lifeStage?: string | null;
  spiritualMaturity?: string | null;
  spiritualMaturityLevel?: number | null;
  spiritualGoals?: string[];
  avatar?: PersonaKey | null;
  theme?: (typeof THEMES)[number] | null;
  responseStyle?: (typeof RESPONSE_STYLES)[number];
  notificationsEnabled?: boolean;
  analyticsOptOut?: boolean;
}

type Field = keyof ProfilePatch;

const LABELS: Record<Field, string> = {
  name: 'Name',
  ageRange: 'Year of birth',
  sex: 'Gender',
  lifeStage: 'Life stage',
  spiritualMaturity: 'Spiritual maturity',
  spiritualMaturityLevel: 'Spiritual maturity',
  spiritualGoals: 'Spiritual goals',
  avatar: 'Companion',
  theme: 'Appearance',
  responseStyle: 'Response style',
  notificationsEnabled: 'Notifications',
  analyticsOptOut: 'Analytics opt-out',
};

const GOAL_BY_LABEL = new Map<string, string>(
  SPIRITUAL_GOALS.flatMap((goal) => [
    [goal.value, goal.value],
    [goal.onboardingLabel, goal.value],
  ]),
);
const LIFE_STAGE_CHOICES: readonly string[] = [...new Set([...LIFE_STAGES, ...LIFE_STAGES_SHORT])];

function text(field: Field, value: unknown, max: number): string | null {
  if (value === null) return null;
  if (typeof value !== 'string' || [...value.trim()].length > max)
    throw invalidField(field, `${LABELS[field]} must be text of at most ${max} characters.`);
  return value.trim() === '' ? null : value.trim();
}

/**
 * The age answer is free text (spec: a birth year, or the 3-step onboarding's range), but
 * one that says the person is under 16 is refused: the app is for 16 and over. Without a
 * birthday, someone born in this year minus 16 may still be 15; they are accepted, as the
 * birth-year list offers that year.
 */
function age(value: unknown): string | null {
  const answer = text('ageRange', value, 20);
  if (answer === null) return null;
  if (/^under\s*16$/i.test(answer)) throw underMinimumAge(MINIMUM_AGE);
  // A small number in a year-of-birth box is most likely an age.
  if (/^\d{1,2}$/.test(answer) && Number(answer) < MINIMUM_AGE) throw underMinimumAge(MINIMUM_AGE);
  if (/^\d{4}$/.test(answer)) {
    const year = Number(answer);
    const thisYear = new Date().getFullYear();
    if (year > thisYear) throw invalidField('ageRange', 'Year of birth cannot be in the future.');
    if (year > thisYear - MINIMUM_AGE) throw underMinimumAge(MINIMUM_AGE);
  }
  return answer;
}

function choice<T extends string>(field: Field, value: unknown, choices: readonly T[], nullable = true): T | null {
  if (value === null && nullable) return null;
  if (typeof value !== 'string' || !choices.includes(value as T))
    throw invalidField(field, `${LABELS[field]} must be one of: ${choices.join(', ')}.`);
  return value as T;
}

function flag(field: Field, value: unknown): boolean {
  if (typeof value !== 'boolean') throw invalidField(field, `${LABELS[field]} must be true or false.`);
  return value;
}

function maturityLevel(value: unknown): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1 || value > 3) {
    throw invalidField('spiritualMaturityLevel', 'Spiritual maturity must be a number from 1 to 3.');
  }
  return Math.round(value * 100) / 100;
}

function goals(value: unknown): string[] {
  if (!Array.isArray(value) || value.length > SPIRITUAL_GOALS.length)
    throw invalidField('spiritualGoals', 'Spiritual goals must be a list of the offered goals.');
  const chosen = value.map((goal) => (typeof goal === 'string' ? GOAL_BY_LABEL.get(goal.trim()) : undefined));
  if (chosen.some((goal) => goal === undefined)) {
    throw invalidField(
      'spiritualGoals',
      `Spiritual goals must come from: ${SPIRITUAL_GOALS.map((goal) => goal.value).join('; ')}.`,
    );
  }
  return [...new Set(chosen as string[])];
}

const PARSERS: Record<Field, (value: unknown) => ProfilePatch[Field]> = {
  name: (value) => text('name', value, 80),
  ageRange: age,
  sex: (value) => choice('sex', value, SEXES),
  lifeStage: (value) => choice('lifeStage', value, LIFE_STAGE_CHOICES),
  spiritualMaturity: (value) => choice('spiritualMaturity', value, SPIRITUAL_MATURITIES),
  spiritualMaturityLevel: maturityLevel,
  spiritualGoals: goals,
  avatar: (value) => choice('avatar', value, PERSONA_KEYS),
  theme: (value) => choice('theme', value, THEMES),
  responseStyle: (value) => choice('responseStyle', value, RESPONSE_STYLES, false) as ProfilePatch['responseStyle'],
  notificationsEnabled: (value) => flag('notificationsEnabled', value),
  analyticsOptOut: (value) => flag('analyticsOptOut', value),
};

/** Checks every field before anything is written; an unknown field is refused, not ignored. */
export function validateProfilePatch(input: Record<string, unknown>): ProfilePatch {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (!(key in PARSERS)) throw unknownField(`${key} is not a profile field.`);
    patch[key] = PARSERS[key as Field](value);
  }
  return patch as ProfilePatch;
}

/**
 * The spec's onboarding payload: `spiritualMaturity` is a number from 1 to 3 in
 * the 3-step version and a label in the 8-step one; both are kept as given.
 */
export function validateOnboarding(input: Record<string, unknown>): ProfilePatch {
  const { spiritualMaturity, ...rest } = input;
  const allowed = ['name', 'ageRange', 'sex', 'lifeStage', 'spiritualGoals', 'avatar'];
  const unknown = Object.keys(rest).find((key) => !allowed.includes(key));
  if (unknown) throw unknownField(`${unknown} is not part of onboarding.`);
  const patch = validateProfilePatch(rest);
  if (typeof spiritualMaturity === 'number') patch.spiritualMaturityLevel = maturityLevel(spiritualMaturity);
  else if (spiritualMaturity !== undefined)
    patch.spiritualMaturity = choice('spiritualMaturity', spiritualMaturity, SPIRITUAL_MATURITIES);
  return patch;
}
