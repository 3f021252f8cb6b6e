import { describe, expect, it } from '@jest/globals';
import { groundingFor, toGroundingEntry } from '../../../modules/companion/grounding.js';
import { KNOWLEDGE } from '../../../modules/knowledge/knowledge-base.js';
import { PERSONA_KEYS, type Grounding } from '../llm.port.js';
import { composeAnswer, sourcesLine } from './compose-answer.js';

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 20 && !sentence.startsWith('Sources:'));

describe('answers from the knowledge base, in four voices', () => {
  it('one teaching, four voices: every persona gives every entry’s answer and sources word for word', () => {
    const differing: string[] = [];
    for (const entry of KNOWLEDGE) {
      const grounding = groundingFor(entry.questions[0], null);
      const own: Grounding =
        grounding.kind === 'answer' && grounding.entries[0].id === entry.id
          ? grounding
          : { kind: 'answer', entries: [toGroundingEntry(entry)], followUp: null };
      const replies = PERSONA_KEYS.map((persona) =>
        composeAnswer({ grounding: own, text: entry.questions[0], persona, style: 'default', turn: 0, earlier: [] })!,
      );
      const first = own.kind === 'answer' ? own.entries[0] : undefined;
      for (const reply of replies) {
        if (!first || !reply.includes(first.answer) || !reply.includes(sourcesLine(first))) differing.push(entry.id);
      }
      const precise = PERSONA_KEYS.map((persona) =>
        composeAnswer({ grounding: own, text: entry.questions[0], persona, style: 'precise', turn: 0, earlier: [] })!,
      );
      for (const reply of precise) if (!first || !reply.includes(first.short)) differing.push(`${entry.id} (precise)`);
    }
    expect(differing).toEqual([]);
  });

  it('never says a sentence twice in a conversation, asked the same thing again and again', () => {
    const earlier: string[] = [];
    const grounding = groundingFor('What is purgatory?', null);
    for (let turn = 0; turn < 4; turn += 1) {
      const reply = composeAnswer({
        grounding,
        text: 'What is purgatory?',
        persona: 'kim',
        style: 'default',
        turn,
        earlier,
      })!;
      const said = new Set(earlier.flatMap(sentencesOf));
      expect(sentencesOf(reply).filter((sentence) => said.has(sentence))).toEqual([]);
      earlier.push(reply);
    }
  });
});
