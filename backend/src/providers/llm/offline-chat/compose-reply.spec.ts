import { describe, expect, it } from '@jest/globals';
import { crossesBoundary } from '../../../modules/companion/safety/sacramental.js';
import { themesOf } from '../../../modules/companion/chat-themes.js';
import { PERSONA_KEYS, type ChatTheme, type PersonaKey, type ResponseStyle } from '../llm.port.js';
import { CHAT_VOICES, THEMES } from './chat-library.js';
import { chatFollowUps, composeChatReply } from './compose-reply.js';

const PERSONAS = PERSONA_KEYS;

// The companion engine recognises the themes and hands them to the driver with the text.
function reply(request: { text: string; persona: PersonaKey; style: ResponseStyle; turn: number }): string {
  return composeChatReply({ ...request, themes: themesOf(request.text) });
}

// What people actually write, and the theme a companion should hear in it.
const MESSAGES: [string, ChatTheme][] = [
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

describe('the companion hears what a message is about', () => {
  it.each(MESSAGES)('"%s" is about %s', (text, theme) => {
    expect(themesOf(text)[0]).toBe(theme);
  });
});

describe('the offline companion answers in its library and its voice', () => {
  it.each(PERSONAS)(
    '%s answers every theme with a reflection, cited Scripture, a step, and its own voice',
    (persona) => {
      for (const [text] of MESSAGES) {
        const answer = reply({ text, persona, style: 'default', turn: 0 });
        expect(answer).toMatch(/\*“[^”]+”\* \((?:[1-3] )?[A-Z][a-z]+ \d+:\d+(?:-\d+)?\)/);
        const voice = CHAT_VOICES[persona];
        expect([...voice.heavyOpenings, ...voice.lightOpenings].some((opening) => answer.startsWith(opening))).toBe(
          true,
        );
        expect(voice.closings.some((closing) => answer.endsWith(closing))).toBe(true);
      }
    },
  );

  it('never crosses the sacramental boundary, and a request for confession is pointed to a priest', () => {
    for (const persona of PERSONAS) {
      for (const [text] of MESSAGES) {
        for (const style of ['default', 'precise'] as const) {
          const answer = reply({ text, persona, style, turn: 1 });
          for (const sentence of answer.split(/(?<=[.!?])\s+/)) expect(crossesBoundary(sentence)).toBe(false);
        }
      }
      const confession = reply({ text: 'Will you hear my confession?', persona, style: 'precise', turn: 0 });
      expect(confession).toMatch(/not a priest/);
      expect(confession).toMatch(/cannot hear (?:your|a) confession/);
    }
  });

  it('Precise is much shorter than Default: one thought, one verse, one step', () => {
    const ratios = MESSAGES.map(([text]) => {
      const full = reply({ text, persona: 'therese', style: 'default', turn: 0 });
      const brief = reply({ text, persona: 'therese', style: 'precise', turn: 0 });
      return brief.length / full.length;
    });
    expect(Math.max(...ratios)).toBeLessThan(0.8);
    expect(ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length).toBeLessThan(0.6);
  });

  it('is the same for the same message and turn, and moves on when the conversation does', () => {
    const text = 'My mum died last month and I cannot stop crying';
    expect(reply({ text, persona: 'pio', style: 'default', turn: 0 })).toBe(
      reply({ text, persona: 'pio', style: 'default', turn: 0 }),
    );
    expect(reply({ text, persona: 'pio', style: 'default', turn: 1 })).not.toBe(
      reply({ text, persona: 'pio', style: 'default', turn: 0 }),
    );
  });

  it('offers three follow-ups that fit the theme', () => {
    for (const [text, theme] of MESSAGES) {
      const followUps = chatFollowUps(themesOf(text));
      expect(followUps).toHaveLength(3);
      expect(THEMES.find((entry) => entry.theme === theme)!.followUps).toEqual(expect.arrayContaining(followUps));
    }
  });
});
