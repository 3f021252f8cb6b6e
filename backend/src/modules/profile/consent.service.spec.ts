import { describe, expect, it } from '@jest/globals';
import { checkSignUpConsent } from './consent.service.js';
import { LEGAL_VERSION } from './legal-version.js';

function codeOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    return (error as { code: string }).code;
  }
  throw new Error('expected a refusal');
}

describe('checkSignUpConsent', () => {
  const both = { termsAndPrivacy: true, religiousData: true, version: LEGAL_VERSION };

  it('takes both boxes ticked for the version in force', () => {
    expect(checkSignUpConsent(both)).toEqual({ version: LEGAL_VERSION });
  });

  it.each([
    [undefined, 'TERMS_CONSENT_REQUIRED'],
    [null, 'TERMS_CONSENT_REQUIRED'],
    [{ ...both, termsAndPrivacy: false }, 'TERMS_CONSENT_REQUIRED'],
    [{ ...both, termsAndPrivacy: 'true' }, 'TERMS_CONSENT_REQUIRED'],
    [{ ...both, religiousData: undefined }, 'RELIGIOUS_DATA_CONSENT_REQUIRED'],
    [{ ...both, religiousData: 1 }, 'RELIGIOUS_DATA_CONSENT_REQUIRED'],
    [{ ...both, version: undefined }, 'CONSENT_VERSION_OUTDATED'],
    [{ ...both, version: '2000-01-01' }, 'CONSENT_VERSION_OUTDATED'],
  ])('refuses %o with %s', (input, code) => {
    expect(codeOf(() => checkSignUpConsent(input))).toBe(code);
  });
});
