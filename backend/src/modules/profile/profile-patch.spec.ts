import { describe, expect, it } from '@jest/globals';
import { validateOnboarding, validateProfilePatch } from './profile-patch.js';

function codeOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    return (error as { code: string }).code;
  }
  throw new Error('expected a refusal');
}

describe('validateProfilePatch', () => {
  it('trims free text, turns blank into null and keeps choices from the lists', () => {
    expect(
      validateProfilePatch({
        name: '  Maria  ',
        ageRange: ' 1996 ',
        sex: 'Female',
        lifeStage: 'Religious (Priest, Brother, Sister, Nun)',
        spiritualMaturity: 'Rooted & Trusting',
        spiritualGoals: ['Overcome temptation', 'Learn about my faith', 'Learn more about my faith'],
        avatar: 'therese',
        theme: 'dark',
        responseStyle: 'precise',
        notificationsEnabled: true,
        analyticsOptOut: false,
      }),
    ).toEqual({
      name: 'Maria',
      ageRange: '1996',
      sex: 'Female',
      lifeStage: 'Religious (Priest, Brother, Sister, Nun)',
      spiritualMaturity: 'Rooted & Trusting',
      spiritualGoals: ['Overcome temptation', 'Learn more about my faith'],
      avatar: 'therese',
      theme: 'dark',
      responseStyle: 'precise',
      notificationsEnabled: true,
      analyticsOptOut: false,
    });
    expect(validateProfilePatch({ name: '   ' })).toEqual({ name: null });
  });

  it('accepts the 3-step life stages too', () => {
    expect(validateProfilePatch({ lifeStage: 'Religious (Priest, Nun, etc)' }).lifeStage).toBe(
      'Religious (Priest, Nun, etc)',
    );
  });

  it.each([
    [{ sex: 'Other' }, 'INVALID_SEX'],
    [{ lifeStage: 'Astronaut' }, 'INVALID_LIFE_STAGE'],
    [{ spiritualMaturity: 'Saint' }, 'INVALID_SPIRITUAL_MATURITY'],
    [{ spiritualMaturityLevel: 3.5 }, 'INVALID_SPIRITUAL_MATURITY_LEVEL'],
    [{ spiritualGoals: ['Win the lottery'] }, 'INVALID_SPIRITUAL_GOALS'],
    [{ spiritualGoals: 'Grow my prayer life' }, 'INVALID_SPIRITUAL_GOALS'],
    [{ avatar: 'gabriel' }, 'INVALID_AVATAR'],
    [{ theme: 'sepia' }, 'INVALID_THEME'],
    [{ responseStyle: null }, 'INVALID_RESPONSE_STYLE'],
    [{ name: 'x'.repeat(81) }, 'INVALID_NAME'],
    [{ ageRange: 'x'.repeat(21) }, 'INVALID_AGE_RANGE'],
    [{ name: 42 }, 'INVALID_NAME'],
    [{ analyticsOptOut: 'yes' }, 'INVALID_ANALYTICS_OPT_OUT'],
    [{ uid: 'someone-else' }, 'UNKNOWN_FIELD'],
  ])('refuses %o with %s', (input, code) => {
    expect(codeOf(() => validateProfilePatch(input))).toBe(code);
  });
});

describe('the age answer', () => {
  const thisYear = new Date().getFullYear();

  it.each(['Under 16', 'under16', String(thisYear - 15), String(thisYear), '15', '9'])(
    'refuses %p as under 16',
    (ageRange) => {
      expect(codeOf(() => validateProfilePatch({ ageRange }))).toBe('UNDER_MINIMUM_AGE');
      expect(codeOf(() => validateOnboarding({ ageRange }))).toBe('UNDER_MINIMUM_AGE');
    },
  );

  it('accepts the year that may still be 15 (no birthday is asked), older years, the ranges and other text', () => {
    for (const ageRange of [String(thisYear - 16), '1910', '16–24', '50+', '45', 'about forty']) {
      expect(validateProfilePatch({ ageRange })).toEqual({ ageRange });
    }
  });

  it('refuses a year in the future as no year of birth', () => {
    expect(codeOf(() => validateProfilePatch({ ageRange: String(thisYear + 1) }))).toBe('INVALID_AGE_RANGE');
  });
});

describe('validateOnboarding', () => {
  it('keeps the 3-step number and the 8-step label apart, as given', () => {
    expect(validateOnboarding({ spiritualMaturity: 2.456 })).toEqual({ spiritualMaturityLevel: 2.46 });
    expect(validateOnboarding({ spiritualMaturity: 'Returning & Reconnecting' })).toEqual({
      spiritualMaturity: 'Returning & Reconnecting',
    });
  });

  it('refuses fields that are not part of onboarding', () => {
    expect(codeOf(() => validateOnboarding({ theme: 'dark' }))).toBe('UNKNOWN_FIELD');
    expect(codeOf(() => validateOnboarding({ spiritualMaturity: true }))).toBe('INVALID_SPIRITUAL_MATURITY');
    expect(codeOf(() => validateOnboarding({ spiritualMaturity: 0.5 }))).toBe('INVALID_SPIRITUAL_MATURITY_LEVEL');
  });
});
