import { describe, expect, it } from '@jest/globals';
import { checkAmount, checkReturnUrl } from './donations.service.js';

const ORIGIN = 'https://askseekknock.example';

describe('donation rules', () => {
  it('admits whole cents from 100 up to, not including, the ceiling', () => {
    expect(checkAmount(100, 1_000_000)).toBe(100);
    expect(checkAmount(999_999, 1_000_000)).toBe(999_999);
    for (const bad of [99, 0, -1, 1.5, 1_000_000, Number.NaN, Number.POSITIVE_INFINITY, '100', null, undefined, true]) {
      expect(() => checkAmount(bad, 1_000_000)).toThrow(
        expect.objectContaining({ code: 'DONATION_AMOUNT_INVALID', status: 400 }),
      );
    }
  });

  it('admits absolute addresses on the app origin only', () => {
    expect(checkReturnUrl(`${ORIGIN}/donate-success`, 'success_url', ORIGIN)).toBe(`${ORIGIN}/donate-success`);
    expect(checkReturnUrl(`${ORIGIN}/welcome?a=1#b`, 'cancel_url', ORIGIN)).toBe(`${ORIGIN}/welcome?a=1#b`);
    expect(checkReturnUrl(ORIGIN, 'cancel_url', ORIGIN)).toBe(`${ORIGIN}/`);
    const refused = [
      'https://evil.example/',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,hi',
      '/donate-success',
      '//evil.example/',
      '///evil.example/',
      `${ORIGIN}.evil.example/`,
      `${ORIGIN}@evil.example/`,
      `${ORIGIN}:443@evil.example/`,
      `${ORIGIN}\\@evil.example/`,
      `${ORIGIN}/\t/evil`,
      'http://askseekknock.example/',
      `${ORIGIN}:8443/`,
      `https://user:pass@askseekknock.example/`,
      `${ORIGIN}/${'a'.repeat(2100)}`,
      '',
      5,
      null,
    ];
    for (const value of refused) {
      expect(() => checkReturnUrl(value, 'success_url', ORIGIN)).toThrow(
        expect.objectContaining({ code: 'RETURN_URL_INVALID', status: 400 }),
      );
    }
  });
});
