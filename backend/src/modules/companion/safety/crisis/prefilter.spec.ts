import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { normalisedForms } from '../normalise.js';
import { LEXICONS } from './lexicons.js';
import { needlesOf, Needles, PatternIndex } from './prefilter.js';
import { word } from './words.js';

// The prefilter may only save work: any pattern that matches a text must be among the
// candidates it names for that text. Checked on every pattern of every language against
// the development corpus (never the held-out half), read the way the recogniser reads it.
const corpus = JSON.parse(
  readFileSync(new URL('../../../../../../test/safety/corpus/dev.json', import.meta.url), 'utf8'),
).entries as { text: string; earlier?: string[] }[];
const texts = corpus.flatMap((entry) => [entry.text, ...(entry.earlier ?? [])]);

describe('needles: strings any match must contain', () => {
  it('reads literals, optional words and alternatives', () => {
    expect(needlesOf(word('kill (?:my)?self'))?.sort()).toEqual(['kill myself', 'kill self']);
    expect(needlesOf(/(?:want|wish) to die/u)?.sort()).toEqual(['want to die', 'wish to die']);
  });

  it('picks the longest piece that every match holds', () => {
    expect(needlesOf(/(?:i|we) \w+ (?:overdose|overdosed)/u)).toEqual([' overdose', ' overdosed']);
  });

  it('reads what a positive lookahead requires, and nothing from a negative one', () => {
    expect(needlesOf(/^(?=.*\bsterben\b)(?!.*nie)/u)).toEqual(['sterben']);
    expect(needlesOf(/(?!never)\w+/u)).toBeNull();
  });

  it('gives up (the pattern is always run) when a match may hold anything', () => {
    expect(needlesOf(/\w+\d+/u)).toBeNull();
    expect(needlesOf(/(?:die|)x/u)?.sort()).toEqual(['diex', 'x']);
    expect(needlesOf(/[^a]+/u)).toBeNull();
  });
});

describe('an automaton over many strings', () => {
  it('finds every string a text contains, overlapping ones and ones inside others', () => {
    const strings = ['he', 'she', 'his', 'hers', 'end', 'friend', 'd'];
    const automaton = new Needles(strings);
    const found = new Set<string>();
    automaton.scan('ushers and a friend', (id) => found.add(strings[id]));
    expect([...found].sort()).toEqual(['d', 'end', 'friend', 'he', 'hers', 'she']);
  });

  it('reads characters outside any string and beyond ASCII', () => {
    const strings = ['żyć', 'chcę'];
    const found = new Set<string>();
    new Needles(strings).scan('nie chcę już żyć 🙏', (id) => found.add(strings[id]));
    expect(found).toEqual(new Set(strings));
  });
});

describe('every pattern of every language, on the development corpus', () => {
  it.each(LEXICONS.map((lexicon) => [lexicon.languages.join(', '), lexicon] as const))(
    '%s: a pattern that matches a text is always among its candidates',
    (_, lexicon) => {
      const signals = Object.values(lexicon.signals).flat();
      const rewrites = (lexicon.rewrites ?? []).map(([pattern]) => pattern);
      const index = new PatternIndex([...signals, ...rewrites], (pattern) => pattern);
      // Most patterns can be indexed; the few that cannot are simply always run.
      expect(index.unindexed).toBeLessThan(signals.length / 10);
      for (const text of texts) {
        for (const form of normalisedForms(text)) {
          // Each text the rewrites leave on the way is one some pattern reads.
          let view = ` ${form} `;
          const steps = new Set([view]);
          for (const [pattern, by] of lexicon.rewrites ?? []) steps.add((view = view.replace(pattern, by)));
          for (const step of steps) {
            const candidates = new Set(index.candidates(step));
            const missed = [...signals, ...rewrites].filter((pattern) => {
              const hit = new RegExp(pattern.source, pattern.flags.replace('g', '')).test(step);
              return hit && !candidates.has(pattern);
            });
            expect(missed).toEqual([]);
          }
        }
      }
    },
  );
});
