import type { PersonaKey } from '../llm.port.js';
import { readIntention, type Intention, type Subject } from './intention.js';
import {
  BRINGING_FOR_OTHERS,
  BRINGING_FOR_SELF,
  DOXOLOGIES,
  INTERCESSION_FORMS,
  KIND_WORDS,
  PERSONA_WORDS,
} from './prayer-library.js';

export interface PrayerRequest {
  intention: string;
  persona: PersonaKey;
  style: 'default' | 'precise';
}

// The same intention always gives the same prayer (tests and retries agree), while
// different intentions draw different sentences from the library.
function seededRandom(text: string): () => number {
  let seed = 2166136261;
  for (const char of text) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

function capitalise(sentence: string): string {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** The dead are prayed for by name, or as the faithful departed when none is given. */
function subjectFor(intention: Intention): Subject {
  if (intention.kind === 'dead' && intention.subject.self) {
    return { whom: 'the faithful departed', object: 'them', possessive: 'their', self: false };
  }
  return intention.subject;
}

/**
 * Writes a prayer from an intention: God addressed, the intention named in the prayer's
 * own words, petitions, the intercession of the persona's saint or Our Lady, the persona's
 * line of trust, a doxology and Amen. Precise is the same prayer, shorter.
 */
export function composePrayer({ intention: text, persona, style }: PrayerRequest): string {
  const intention = readIntention(text);
  const words = KIND_WORDS[intention.kind];
  const personaWords = PERSONA_WORDS[persona];
  const random = seededRandom(`${text.trim().toLowerCase()}|${persona}|${style}`);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const pickTwo = <T>(items: readonly T[]): [T, T] => {
    const first = Math.floor(random() * items.length);
    const second = (first + 1 + Math.floor(random() * (items.length - 1))) % items.length;
    return [items[first] as T, items[second] as T];
  };

  const subject = subjectFor(intention);
  const values = {
    obj: subject.object,
    pos: subject.possessive,
    whom: subject.whom ?? '',
    detail: intention.detail ?? 'all you have given',
  };
  const link = words.detailLink ?? (subject.self ? 'with' : 'and');
  const need = intention.detail ? `${link} ${intention.detail}` : fill(words.need, values);
  const bringing = subject.self
    ? fill(pick(BRINGING_FOR_SELF), { need })
    : fill(pick(BRINGING_FOR_OTHERS), { whom: subject.whom ?? '', need });

  const [firstPetition, secondPetition] = pickTwo(words.petitions);
  // The first petition names the person again ("Keep my children safe..."), so two prayers
  // for different people read differently even when they ask alike.
  const named = subject.self || !subject.whom ? firstPetition : firstPetition.replace('{obj}', subject.whom);
  const intercession = fill(pick(INTERCESSION_FORMS), {
    saint: pick(personaWords.intercessors),
    burden: pick(words.burden),
    pos: values.pos,
    obj: values.obj,
  });
  const trust = pick(personaWords.trust);
  const doxology = pick(DOXOLOGIES);

  const sentences =
    style === 'precise'
      ? [pick(words.address), bringing, fill(named, values), trust, doxology, 'Amen.']
      : [
          pick(words.address),
          bringing,
          fill(named, values),
          fill(secondPetition, values),
          fill(pick(words.around), values),
          intercession,
          trust,
          doxology,
          'Amen.',
        ];

  const body = sentences.map(capitalise);
  // Default keeps a breath between the naming, the asking and the ending; precise is one paragraph.
  if (style === 'precise') return body.join(' ');
  return [body.slice(0, 2).join(' '), body.slice(2, 6).join(' '), body.slice(6).join(' ')].join('\n\n');
}
