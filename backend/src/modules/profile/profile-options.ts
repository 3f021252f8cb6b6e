/**
 * The spec's fixed option lists (section 3), the one source both onboardings,
 * Settings and the server's validation read.
 */
// The app is for people aged 16 and over, so every range offered is 16 or over (the
// spec's 'Under 16' is no longer offered; an answer under 16 is refused, see profile-patch.ts).
export const AGE_RANGES = ['16–24', '25–34', '35–49', '50+'] as const;

export const SEXES = ['Male', 'Female', 'Prefer not to say'] as const;

/** The 3-step onboarding's own list. */
export const LIFE_STAGES_SHORT = [
  'Single',
  'Married',
  'Married with children',
  'Religious (Priest, Nun, etc)',
] as const;

/** The 8-step onboarding's and Settings' list. */
export const LIFE_STAGES = [
  'Single',
  'Married',
  'Married with children',
  'Engaged',
  'Widowed',
  'Divorced or separated',
  'Religious (Priest, Brother, Sister, Nun)',
  'In consecrated or lay vocation',
  'Prefer not to say',
] as const;

/** The 3-step slider's labels at 1, 2 and 3. */
export const MATURITY_LEVEL_LABELS = ['Exploring', 'Growing', 'Mature'] as const;

export const SPIRITUAL_MATURITIES = [
  'Curious & Exploring',
  'Beginning the Journey',
  'Growing & Learning',
  'Rooted & Trusting',
  'Leading & Discipling',
  'In a Season of Doubt or Dryness',
  'Returning & Reconnecting',
] as const;

/** Each goal with the shorter label the onboarding shows for it (spec: 'Learn about my faith'). */
export const SPIRITUAL_GOALS = [
  { value: 'Grow my prayer life', onboardingLabel: 'Grow my prayer life' },
  { value: 'Get closer to God', onboardingLabel: 'Get closer to God' },
  { value: 'Learn more about my faith', onboardingLabel: 'Learn about my faith' },
  { value: 'Find peace in suffering', onboardingLabel: 'Find peace in suffering' },
  { value: 'Help me discern life decisions', onboardingLabel: 'Help me discern life decisions' },
  { value: 'Strengthen my marriage or family life', onboardingLabel: 'Strengthen my marriage or family life' },
  { value: 'Support me through grief', onboardingLabel: 'Support me through grief' },
  { value: 'Overcome temptation', onboardingLabel: 'Overcome temptation' },
] as const;

export const THEMES = ['light', 'dark'] as const;
export const RESPONSE_STYLES = ['default', 'precise'] as const;

export const MINIMUM_AGE = 16;
export const FIRST_BIRTH_YEAR = 1910;
export const DEFAULT_BIRTH_YEAR = 1996;
