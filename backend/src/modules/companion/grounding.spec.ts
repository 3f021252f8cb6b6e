import { describe, expect, it } from '@jest/globals';
import { understand } from '../knowledge/understand.js';
import { groundingFor } from './grounding.js';

describe('what the knowledge base holds for a message', () => {
  it('meets a sorrow it has no entry for with the reflection on it, never with "I cannot answer that"', () => {
    const text = 'is it normal that I feel nothing at all since my uncle died last month?';
    // The base has no entry for it (if one is written, pick another such message here).
    expect(understand(text).kind).toBe('unknown');
    expect(groundingFor(text, null)).toEqual({ kind: 'sharing' });
  });

  it('still says plainly that it cannot answer a question of fact it has no entry for', () => {
    expect(groundingFor('What did Pope Sixtus IV eat for breakfast on his coronation day?', null)).toEqual({
      kind: 'unknown',
    });
  });

  it('carries the entries it answers from, with their related questions', () => {
    const grounding = groundingFor('What is purgatory?', null);
    expect(grounding.kind).toBe('answer');
    if (grounding.kind !== 'answer') return;
    expect(grounding.entries[0]).toMatchObject({ id: 'purgatory', question: 'What is purgatory?' });
    expect(grounding.entries[0].related.length).toBeGreaterThan(1);
  });
});
