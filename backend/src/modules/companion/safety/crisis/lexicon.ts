/** The kinds of risk the recogniser hears, each with its own tests. */
export const CRISIS_FAMILIES = [
  'intent',
  'passive-wish',
  'hopelessness',
  'finality',
  'means',
  'self-harm',
  'abuse',
  'danger-to-others',
  'context',
] as const;
export type CrisisFamily = (typeof CRISIS_FAMILIES)[number];

/**
 * What one language contributes to crisis recognition. Every pattern reads normalised
 * text (normalise.ts: lower case, no accents, look-alikes and leetspeak undone), after the
 * language's own rewrites; English also reads its lemmas ("wanted to die" as "want to die").
 * Patterns describe concepts (a wish to be dead, means at hand), not sample sentences.
 */
export interface CrisisLexicon {
  /** The language tags it serves, for reports. */
  languages: string[];
  /** Rewrites before matching: slang, texting abbreviations, contractions (write the results normalised too: "brucke", not "brücke"). */
  rewrites?: [RegExp, string][];
  /** Also match on lemmas (English only: the packaged model is English). */
  lemmatise?: boolean;
  /** What signals risk, by family, within one sentence. */
  signals: Partial<Record<Exclude<CrisisFamily, 'context'>, RegExp[]>>;
  /**
   * Pairs that signal risk across the conversation's last turns: the first in an earlier
   * turn, the second in any turn since, the new reply included (means mentioned, then
   * "I've been thinking about it"), by family.
   */
  compounds?: [RegExp, RegExp, Exclude<CrisisFamily, 'context'>][];
  /**
   * In the same sentence as one of this lexicon's signals, a sign that it is not the
   * writer's present risk:
   * negated ("I would never"), over ("ten years ago"), joking ("lol"), spiritual ("die to
   * self"), a question of teaching or history.
   */
  defusers: RegExp[];
  /** After a crisis turn, a short reply that says the person is safe now. */
  safeReplies: RegExp[];
  /** Someone close to the writer, whose quoted words are taken as theirs ("my friend texted ..."). */
  closePeople?: RegExp;
}
