import { describe, expect, it } from '@jest/globals';
import { crossesBoundary } from '../../../modules/companion/safety/sacramental.js';
import type { PersonaKey } from '../offline-prayers/prayer-library.js';
import { CHAT_VOICES, THEMES } from './chat-library.js';
import { chatFollowUps, composeChatReply, themesOf } from './compose-reply.js';

const PERSONAS: PersonaKey[] = ['pio', 'therese', 'kim', 'dan'];

// What people actually write, and the theme a companion should hear in it.
const MESSAGES: [string, string][] = [
  ['My mum died last month and I cannot stop crying', 'grief'],
  ['I am grieving my grandfather', 'grief'],
  ['We lost our baby to a miscarriage', 'grief'],
  ['I keep falling into the same sin with porn', 'temptation'],
  ['How do I fight temptation?', 'temptation'],
  ['I am so anxious about everything lately', 'anxiety'],
  ["I can't sleep, my mind keeps racing with worry", 'anxiety'],
  ['I feel so lonely since I moved city', 'loneliness'],
  ['Nobody understands me and I feel alone', 'loneliness'],
  ['I am not sure I believe in God anymore', 'doubt'],
  ['I have doubts about the resurrection', 'doubt'],
  ['My chronic pain is wearing me down', 'suffering'],
  ['Why does God allow suffering?', 'suffering'],
  ['I need to decide whether to take a new job abroad, should I?', 'discernment'],
  ['How do I discern a vocation to the priesthood?', 'discernment'],
  ['My husband and I keep arguing', 'family'],
  ['How can I raise my kids in the faith?', 'family'],
  ['My boss is unfair to me', 'work'],
  ['I have exams next week', 'work'],
  ['Thank you Lord, I got good news today!', 'gratitude'],
  ['I am so grateful for my friends', 'gratitude'],
  ['How do I pray the rosary?', 'prayer'],
  ['I want to grow my prayer life', 'prayer'],
  ['What does the Church teach about purgatory?', 'learning'],
  ['Can you explain the Trinity?', 'learning'],
  ['I want to get closer to God', 'closeness'],
  ['God feels so distant', 'closeness'],
  ['Will you hear my confession?', 'confession'],
  ['Please absolve me of my sins', 'confession'],
  ['Hello', 'general'],
];

describe('the offline companion hears what a message is about', () => {
  it.each(MESSAGES)('"%s" is about %s', (text, theme) => {
    expect(themesOf(text)[0]).toBe(theme);
  });
});

describe('the offline companion answers in its library and its voice', () => {
  it.each(PERSONAS)('%s answers every theme with a reflection, cited Scripture, a step, and its own voice', (persona) => {
    for (const [text] of MESSAGES) {
      const reply = composeChatReply({ text, persona, style: 'default', turn: 0 });
      expect(reply).toMatch(/\*“[^”]+”\* \((?:[1-3] )?[A-Z][a-z]+ \d+:\d+(?:-\d+)?\)/);
      const voice = CHAT_VOICES[persona];
      expect([...voice.heavyOpenings, ...voice.lightOpenings].some((opening) => reply.startsWith(opening))).toBe(true);
      expect(voice.closings.some((closing) => reply.endsWith(closing))).toBe(true);
    }
  });

  it('never crosses the sacramental boundary, and a request for confession is pointed to a priest', () => {
    for (const persona of PERSONAS) {
      for (const [text] of MESSAGES) {
        for (const style of ['default', 'precise'] as const) {
          const reply = composeChatReply({ text, persona, style, turn: 1 });
          for (const sentence of reply.split(/(?<=[.!?])\s+/)) expect(crossesBoundary(sentence)).toBe(false);
        }
      }
      const confession = composeChatReply({ text: 'Will you hear my confession?', persona, style: 'precise', turn: 0 });
      expect(confession).toMatch(/not a priest/);
      expect(confession).toMatch(/cannot hear (?:your|a) confession/);
    }
  });

  it('Precise is much shorter than Default: one thought, one verse, one step', () => {
    const ratios = MESSAGES.map(([text]) => {
      const full = composeChatReply({ text, persona: 'therese', style: 'default', turn: 0 });
      const brief = composeChatReply({ text, persona: 'therese', style: 'precise', turn: 0 });
      return brief.length / full.length;
    });
    expect(Math.max(...ratios)).toBeLessThan(0.8);
    expect(ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length).toBeLessThan(0.6);
  });

  it('is the same for the same message and turn, and moves on when the conversation does', () => {
    const text = 'My mum died last month and I cannot stop crying';
    expect(composeChatReply({ text, persona: 'pio', style: 'default', turn: 0 })).toBe(composeChatReply({ text, persona: 'pio', style: 'default', turn: 0 }));
    expect(composeChatReply({ text, persona: 'pio', style: 'default', turn: 1 })).not.toBe(composeChatReply({ text, persona: 'pio', style: 'default', turn: 0 }));
  });

  it('offers three follow-ups that fit the theme', () => {
    for (const [text, theme] of MESSAGES) {
      const followUps = chatFollowUps(text);
      expect(followUps).toHaveLength(3);
      expect(THEMES.find((entry) => entry.theme === theme)!.followUps).toEqual(expect.arrayContaining(followUps));
    }
  });
});
