import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import {
  COMPANIONS,
  type CompanionDefinition,
  DEFAULT_COMPANION,
  ONBOARDING_DEFAULT_COMPANION,
  companionByKey,
} from './companion-catalogue.js';
import { PERSONA_KEYS } from '../../providers/llm/llm.port.js';

const publicDir = path.resolve('frontend/public');

/** Sentences end with . ? or ! followed by a space, a closing quote or the end. */
function sentenceCount(text: string): number {
  return text.split(/(?<=[.?!])['’]?\s+/).filter((part) => part.trim().length > 0).length;
}

function allTexts(companion: CompanionDefinition): string[] {
  return [
    companion.name,
    companion.tagline,
    companion.description,
    companion.voice,
    companion.prayerGreeting,
    companion.bibleGreeting,
    ...companion.greetings,
    ...companion.prompts,
    companion.placeholder,
  ];
}

/** What the person reads on screen (the voice guidance is for the engine). */
function shownTexts(companion: CompanionDefinition): string[] {
  return allTexts(companion).filter((text) => text !== companion.voice);
}

const forbiddenClaims = [
  /\b(I absolve|absolve you|absolution is given|I give you absolution|your sins are forgiven)\b/i,
  /\b(I am|I'm) (a|an|the|your) (priest|confessor|saint|human|real person)\b/i,
  /\b(hear your confession|I hear confessions|confess to me)\b/i,
  /\b(I am|I'm) (St|Saint|Padre) /i,
  /\bordained\b/i,
];

describe('companion catalogue', () => {
  it('holds the four companions in order: Pio, Thérèse, Kim, Dan', () => {
    expect(COMPANIONS.map((companion) => companion.key)).toEqual(['pio', 'therese', 'kim', 'dan']);
    expect([...PERSONA_KEYS]).toEqual(['pio', 'therese', 'kim', 'dan']);
    expect(COMPANIONS.map((companion) => companion.name)).toEqual(['Pio', 'Thérèse', 'Kim', 'Dan']);
  });

  it('sets Pio as the default and Thérèse as the onboarding default', () => {
    expect(DEFAULT_COMPANION).toBe('pio');
    expect(ONBOARDING_DEFAULT_COMPANION).toBe('therese');
  });

  describe.each(COMPANIONS.map((companion) => [companion.name, companion] as const))('%s', (_name, companion) => {
    it('has every text filled in, trimmed and free of exclamation marks and emojis', () => {
      for (const text of allTexts(companion)) {
        expect(text.trim()).toBe(text);
        expect(text.length).toBeGreaterThan(0);
        expect(text).not.toMatch(/!/);
        expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
        expect(text).not.toMatch(/\s{2,}/);
      }
    });

    it('keeps each text within its length rules', () => {
      expect(companion.tagline.length).toBeLessThanOrEqual(60);
      expect(sentenceCount(companion.description)).toBeGreaterThanOrEqual(2);
      expect(sentenceCount(companion.description)).toBeLessThanOrEqual(3);
      expect(sentenceCount(companion.voice)).toBeGreaterThanOrEqual(4);
      expect(sentenceCount(companion.voice)).toBeLessThanOrEqual(8);
      for (const greeting of [companion.prayerGreeting, companion.bibleGreeting, ...companion.greetings]) {
        expect(sentenceCount(greeting)).toBeLessThanOrEqual(2);
        expect(greeting.length).toBeLessThanOrEqual(180);
      }
      for (const prompt of companion.prompts) expect(prompt.length).toBeLessThanOrEqual(60);
      expect(companion.placeholder.length).toBeLessThanOrEqual(60);
    });

    it('has three distinct greetings and three distinct prompts', () => {
      expect(companion.greetings).toHaveLength(3);
      expect(new Set(companion.greetings).size).toBe(3);
      expect(companion.prompts).toHaveLength(3);
      expect(new Set(companion.prompts).size).toBe(3);
    });

    it('says it is an AI in at least one chat greeting, and in its description', () => {
      expect(companion.greetings.some((greeting) => /\bAI companion\b/.test(greeting))).toBe(true);
      expect(companion.description).toMatch(/\bAI companion\b/);
    });

    it('never claims to be a priest, a saint or a person, to hear confession or to absolve', () => {
      for (const text of allTexts(companion)) {
        for (const pattern of forbiddenClaims) expect(text).not.toMatch(pattern);
      }
      expect(companion.voice).toMatch(/\bAI companion\b/);
      expect(companion.voice).toMatch(/\bpriest\b/);
    });

    it('shows no text that reads like gamification', () => {
      for (const text of shownTexts(companion)) expect(text).not.toMatch(/\b(streak|level up|points|badge|unlock)\b/i);
    });

    it('points to a light and a dark picture that exist, are labelled and are self-contained', () => {
      expect(companion.pictures).toEqual({
        light: `/companions/${companion.key}-light.svg`,
        dark: `/companions/${companion.key}-dark.svg`,
      });
      for (const picture of [companion.pictures.light, companion.pictures.dark]) {
        const file = path.join(publicDir, picture);
        expect(existsSync(file)).toBe(true);
        expect(statSync(file).size).toBeLessThan(6 * 1024);
        const svg = readFileSync(file, 'utf8');
        expect(svg).toMatch(/role="img"/);
        expect(svg).toMatch(new RegExp(`<title[^>]*>${companion.name}, an AI companion</title>`));
        expect(svg).not.toMatch(/<script|<image|<foreignObject|href="(?!#)|url\((?!#)/i);
      }
    });
  });

  it('finds a companion by key and falls back to Pio for anything unknown', () => {
    expect(companionByKey('kim').name).toBe('Kim');
    expect(companionByKey('therese').name).toBe('Thérèse');
    expect(companionByKey(' Thérèse ').key).toBe('therese');
    expect(companionByKey('Dan').key).toBe('dan');
    for (const unknown of [null, undefined, '', 'padre', 'constructor', '__proto__']) {
      expect(companionByKey(unknown).key).toBe('pio');
    }
  });
});
