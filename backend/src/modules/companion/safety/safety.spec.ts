import { describe, expect, it } from '@jest/globals';
import { countryFromLanguages, crisisReply } from './crisis.js';
import { crossesBoundary } from './sacramental.js';

// The stream guard itself is tested in output-guard.spec.ts.
describe('crisis care', () => {
  // Recognition itself is measured by safety-suites.spec.ts.
  it('answers with people to call, and says it is an AI', () => {
    const reply = crisisReply();
    for (const line of ['988', '116 123', '13 11 14', '1737', 'findahelpline.com', 'emergency number'])
      expect(reply).toContain(line);
    expect(reply).toContain('AI companion');
  });

  it('reads the country from the first language tag that names a region', () => {
    expect(countryFromLanguages('en-GB,en;q=0.9')).toBe('GB');
    expect(countryFromLanguages('fr, fr-CA;q=0.8')).toBe('CA');
    expect(countryFromLanguages('zh-Hant-TW')).toBe('TW');
    expect(countryFromLanguages('es-419')).toBeNull();
    expect(countryFromLanguages(undefined)).toBeNull();
  });

  it('gives the lines of a listed country first, and the directory for everyone', () => {
    const uk = crisisReply('GB');
    expect(uk).toContain('116 123');
    expect(uk).toContain('call 999 now');
    expect(uk).not.toContain('988');
    expect(uk).toContain('findahelpline.com');
    expect(crisisReply('BR')).toContain('188');
    // Not in the table: the regional list.
    expect(crisisReply('TW')).toBe(crisisReply(null));
  });
});

describe('the sacramental boundary', () => {
  it.each([
    'I absolve you from your sins in the name of the Father.',
    'Your sins are forgiven.',
    'I am a priest, so you can confess to me.',
    'I was ordained in 1998.',
    'I will hear your confession now.',
    'Ego te absolvo.',
  ])('stops "%s"', (sentence) => expect(crossesBoundary(sentence)).toBe(true));

  it.each([
    'A priest can absolve you in the sacrament of Reconciliation.',
    'God is merciful and longs to forgive you.',
  ])('lets "%s" through', (sentence) => expect(crossesBoundary(sentence)).toBe(false));
});
