import { createHash } from 'node:crypto';
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { normalisedForms } from '../normalise.js';
import type { CrisisFamily, CrisisLexicon } from './lexicon.js';
import { LEXICONS } from './lexicons.js';
import { PatternIndex } from './prefilter.js';

/** What the recogniser heard in a message, in the light of the conversation. */
export interface CrisisReading {
  crisis: boolean;
  families: CrisisFamily[];
}

// The packaged English model: no download at run time. Loaded on first use (about a second).
let nlp: ReturnType<typeof winkNLP> | undefined;
function lemmas(text: string): string {
  nlp ??= winkNLP(model, ['sbd', 'pos']);
  // wink-nlp's own types declare its.lemma's third parameter more narrowly than out() accepts;
  // at run time out(its.lemma) is the documented call.
  const tokens: string[] = nlp
    .readDoc(text)
    .tokens()
    .out(nlp.its.lemma as unknown as typeof nlp.its.value);
  return tokens.join(' ').replace(/ ([,;:.!?])/g, '$1');
}

/** A lexicon made ready to read quickly: its patterns indexed by the words they need (prefilter.ts). */
interface Compiled {
  signals: PatternIndex<[CrisisFamily, RegExp]>;
  rewrites: [RegExp, string][];
  /** The rewrites that must be tried on a text (those whose needles cannot be worked out, always). */
  rewritesFor: PatternIndex<number>;
}

const compiled = new Map<CrisisLexicon, Compiled>();
function compile(lexicon: CrisisLexicon): Compiled {
  let ready = compiled.get(lexicon);
  if (!ready) {
    const signals = Object.entries(lexicon.signals).flatMap(([family, patterns]) =>
      patterns.map((pattern): [CrisisFamily, RegExp] => [family as CrisisFamily, pattern]),
    );
    const rewrites = lexicon.rewrites ?? [];
    ready = {
      signals: new PatternIndex(signals, ([, pattern]) => pattern),
      rewrites,
      rewritesFor: new PatternIndex(
        rewrites.map((_, index) => index),
        (index) => rewrites[index][0],
      ),
    };
    compiled.set(lexicon, ready);
  }
  return ready;
}

/**
 * One lexicon's rewrites applied, in order, to each normalised form. Only the rewrites
 * the text holds something for are tried; when one changes the text, the rest are
 * chosen again from the new text, since a rewrite can make what a later one needs.
 */
function rewritten(forms: string[], lexicon: CrisisLexicon): string[] {
  const { rewrites, rewritesFor } = compile(lexicon);
  return forms.map((form) => {
    let text = ` ${form} `;
    let due = rewritesFor.candidates(text);
    for (let at = 0; at < due.length; at += 1) {
      const index = due[at];
      const [pattern, by] = rewrites[index];
      const changed = text.replace(pattern, by);
      if (changed === text) continue;
      text = changed;
      due = rewritesFor.candidates(text).filter((later) => later > index);
      at = -1;
    }
    return text.trim();
  });
}

/** The ways one lexicon reads a text: the rewritten forms, then their lemmas (only where needed). */
function* views(forms: string[], lexicon: CrisisLexicon): Generator<string> {
  const surface = rewritten(forms, lexicon);
  yield* surface;
  if (lexicon.lemmatise) for (const view of surface) yield lemmas(view);
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?;])\s+|\n+/).filter((part) => part.trim());

/**
 * Quoted words are not the writer's own (a song, a film, Scripture), unless someone close
 * to them said them ("my friend texted me ..."): those are kept, as a danger to another.
 */
function withoutQuotes(text: string, closePeople: RegExp | undefined): string {
  return text.replace(/"[^"]{1,300}"/g, (quote, offset: number) => {
    const before = text.slice(Math.max(0, offset - 60), offset);
    return closePeople?.test(before) ? quote : ' ';
  });
}

function familiesIn(text: string, lexicon: CrisisLexicon): Set<CrisisFamily> {
  const found = new Set<CrisisFamily>();
  const candidates = compile(lexicon).signals.candidates(text);
  if (!candidates.length) return found;
  for (const sentence of sentencesOf(text)) {
    const here = candidates.filter(([, pattern]) => pattern.test(sentence)).map(([family]) => family);
    if (here.length && !lexicon.defusers.some((defuser) => defuser.test(sentence))) here.forEach((f) => found.add(f));
  }
  return found;
}

/**
 * The families one message signals by itself. A signal that no defuser cancels in one view
 * is enough, so a lexicon's later views (lemmatising costs most) are read only while
 * nothing has been found.
 */
function ownFamilies(text: string): Set<CrisisFamily> {
  const forms = normalisedForms(text);
  const found = new Set<CrisisFamily>();
  for (const lexicon of LEXICONS) {
    for (const view of views(forms, lexicon)) {
      for (const family of familiesIn(withoutQuotes(view, lexicon.closePeople), lexicon)) found.add(family);
      if (found.size) break;
    }
  }
  return found;
}

// Earlier turns are read again with every later message of their conversation. The
// reading is kept under a digest of the turn, never the words someone confided.
const earlierReadings = new Map<string, boolean>();
function wasCrisis(turn: string): boolean {
  const key = createHash('sha256').update(turn).digest('base64url');
  let crisis = earlierReadings.get(key);
  if (crisis === undefined) {
    crisis = ownFamilies(turn).size > 0;
    if (earlierReadings.size >= 2000) earlierReadings.delete(earlierReadings.keys().next().value!);
    earlierReadings.set(key, crisis);
  }
  return crisis;
}

// A reply short enough to be read as an answer to what came before.
const isShort = (text: string) => text.trim().split(/\s+/).length <= 12;

function saysSafe(text: string): boolean {
  const forms = normalisedForms(text);
  return LEXICONS.some((lexicon) =>
    [...views(forms, lexicon)].some((view) => lexicon.safeReplies.some((pattern) => pattern.test(view))),
  );
}

/**
 * A risk shown across turns: the first half of a compound in an earlier turn, the second
 * anywhere since (a place named, then "still here, looking down"). Both halves in the new
 * message alone are not enough: that is for the signals to judge.
 */
function compoundIn(earlier: readonly string[], text: string): boolean {
  return LEXICONS.some((lexicon) => {
    const read = (turn: string) => rewritten(normalisedForms(turn), lexicon).join(' \n ');
    const before = earlier.map(read).join(' \n ');
    const window = `${before} \n ${read(text)}`;
    return (lexicon.compounds ?? []).some(([first, second]) => first.test(before) && second.test(window));
  });
}

/**
 * Reads a message for risk, with the person's earlier messages of the same conversation
 * (oldest first). A message is read on its own first; a short reply after a crisis turn
 * ("yes", "tonight", "I already have them") carries the risk on unless it says the person
 * is safe; and some risks show only across turns (means named, then "it's not locked").
 */
export function readCrisis(text: string, earlier: readonly string[] = []): CrisisReading {
  const own = ownFamilies(text);
  if (own.size) return { crisis: true, families: [...own] };
  if (!isShort(text)) return { crisis: false, families: [] };
  const recent = earlier.slice(-4);
  if ((recent.some(wasCrisis) || compoundIn(recent, text)) && !saysSafe(text)) {
    return { crisis: true, families: ['context'] };
  }
  return { crisis: false, families: [] };
}
