import { wordsOf } from '../../scripture/cpdv.store.js';
import {
  formatReference,
  parseReference,
  referencesIn,
  type ScriptureReference,
} from '../../scripture/scripture-reference.js';
import { VETTED_QUOTES } from './vetted-quotes.js';

/** What the check asks of the Bible's text; null when the text is not installed to say. */
export interface ScriptureCheck {
  exists(reference: ScriptureReference): boolean | null;
  says(reference: ScriptureReference, quoted: string): boolean | null;
}

export interface CitationRules {
  scripture: ScriptureCheck;
  /** Catechism paragraphs a reply may cite: the retrieved entries' and the base's topic index. */
  paragraphs: ReadonlySet<number>;
  /** The retrieved entry's Catechism reference ('1030-1032'), put in place of a wrong one. */
  replacement: string | null;
  /** References the retrieved entries cite: kept even when the text is not installed to check them. */
  trusted: ReadonlySet<string>;
}

/** What was changed, by kind only (no text is kept). */
export type CitationFix = 'scripture_reference' | 'scripture_quote' | 'catechism' | 'saint_quote';

const QUOTED_THEN_REFERENCE = /([“"])([^“”"]{3,600}?)[”"]([.,;:!?]?)\s*\(([^()]{4,40})\)/g;
// 'CCC 1030', 'CCC §1030-1032', 'Catechism, paragraph 2500', 'Catechism 1857' (a bare number after
// 'Catechism' counts from two digits, so 'read the Catechism 3 times' is left alone).
const CATECHISM =
  /\b(?:CCC\s*§?\s*|Catechism(?: of the Catholic Church)?,?\s+(?:(?:paragraphs?|para\.?|nos?\.?|n\.|§§?)\s*(?=\d)|(?=\d{2})))(\d{1,5})(?:\s*[-–]\s*(\d{1,5}))?/g;
const LOOKS_LIKE_A_REFERENCE =
  /^(?:[1-3]\s*)?[A-Z][a-z]+\.?(?:\s+of\s+[A-Z][a-z]+)?\s+\d{1,3}:\d{1,3}(?:\s*[-–]\s*\d{1,3})?$/;
// Where one sentence ends and the next begins, not after 'St.' or 'Fr.'.
const SENTENCE_BREAK = /(?<!\b(?:St|Fr|Bl|Dr|Mr|Mrs|Ms|Mt|cf|vs)\.)(?<=[.!?…][”"’)]?)\s+(?=[A-Z“"‘*])/;
const QUOTED = /[“"]([^“”"]{8,400})[”"]/g;
const ATTRIBUTED =
  /\b(?:St\.?|Saint|Pope|Blessed|Bl\.|Father|Fr\.|Mother)\s+[A-Z]|\b(?:Augustine|Aquinas|Chrysostom|Jerome|Ambrose|Irenaeus|Athanasius|Basil|Gregory|Bernard|Bonaventure|Benedict|Francis|Clare|Dominic|Ignatius|Teresa|Thérèse|Therese|Catherine|Padre Pio|John Paul|Fulton Sheen|Newman|Julian of Norwich|Faustina|Escrivá|Escriva|Chesterton)\b/;

/**
 * Checks the citations of one paragraph of a model's reply before anyone sees it:
 * Scripture references must exist, words quoted as Scripture must be its words (or lose
 * their quotation marks and stand as a paraphrase), Catechism numbers must be real and
 * belong to the topic, and only vetted words of saints may stand in quotation marks.
 */
export function checkCitations(paragraph: string, rules: CitationRules, fixed: (kind: CitationFix) => void): string {
  const known = (reference: ScriptureReference) =>
    rules.trusted.has(formatReference(reference)) || rules.scripture.exists(reference) !== false;

  // Words quoted as a passage, with the passage named right after them.
  let text = paragraph.replace(QUOTED_THEN_REFERENCE, (whole, _open, words: string, mark: string, inside: string) => {
    const reference = parseReference(inside.trim());
    if (!reference) {
      // A book that is not in the Bible, with chapter and verse: an invented passage.
      if (!LOOKS_LIKE_A_REFERENCE.test(inside.trim())) return whole;
      fixed('scripture_quote');
      return `${words}${mark}`;
    }
    if (!known(reference)) {
      fixed('scripture_reference');
      return `${words}${mark}`;
    }
    if (rules.scripture.says(reference, words) === true) return whole;
    fixed('scripture_quote');
    return `${words}${mark} (${inside})`;
  });

  // A book that is not in the Bible, named in brackets with chapter and verse: an invented passage.
  text = text.replace(/\s*\(([^()]{4,40})\)/g, (whole, inside: string) => {
    if (!LOOKS_LIKE_A_REFERENCE.test(inside.trim()) || parseReference(inside.trim())) return whole;
    fixed('scripture_reference');
    return '';
  });

  // Any other reference that does not exist is taken out, with the brackets it leaves empty.
  for (const { index, length, reference } of referencesIn(text).reverse()) {
    if (known(reference)) continue;
    fixed('scripture_reference');
    text = `${text.slice(0, index)}${text.slice(index + length)}`;
  }
  text = text
    .replace(/\(\s*[;,]?\s*\)/g, '')
    .replace(/\(\s*[;,]\s*/g, '(')
    .replace(/\s*[;,]\s*\)/g, ')');

  // Catechism numbers: real, and the topic's.
  text = text.replace(CATECHISM, (whole, from: string, to: string | undefined) => {
    const first = Number(from);
    const last = Number(to ?? from);
    const fits =
      first >= 1 &&
      last <= 2865 &&
      last >= first &&
      last - first < 40 &&
      rules.paragraphs.has(first) &&
      rules.paragraphs.has(last);
    if (fits) return whole;
    fixed('catechism');
    return rules.replacement ? `CCC ${rules.replacement}` : '';
  });

  // Words in quotation marks given to a saint, a Father or a pope: only those vetted.
  const sentences = text.split(SENTENCE_BREAK);
  const kept = sentences.filter((sentence) => {
    if (!ATTRIBUTED.test(sentence)) return true;
    for (const match of sentence.matchAll(QUOTED)) {
      // Words quoted as Scripture were checked above.
      if (/^[.,;:!?]?\s*\(/.test(sentence.slice(match.index + match[0].length)) && referencesIn(sentence).length > 0)
        continue;
      const words = wordsOf(match[1]);
      const vetted = VETTED_QUOTES.some(({ core }) => words.includes(wordsOf(core)) || wordsOf(core).includes(words));
      if (!vetted) {
        fixed('saint_quote');
        return false;
      }
    }
    return true;
  });
  if (kept.length < sentences.length) text = kept.join(' ');
  return text.replace(/ {2,}/g, ' ').replace(/ +([.,;:])/g, '$1');
}

/**
 * Passes a model's reply through paragraph by paragraph: each is held until it is whole
 * (a quotation and its reference can be split across pieces), then checked.
 */
export async function* checkedCitations(
  source: AsyncIterable<string>,
  rules: CitationRules,
  fixed: (kind: CitationFix) => void = () => undefined,
): AsyncIterable<string> {
  let held = '';
  for await (const piece of source) {
    held += piece;
    let end = held.indexOf('\n\n');
    while (end !== -1) {
      const paragraph = held.slice(0, end);
      const gap = held.slice(end).match(/^\n+/)![0];
      held = held.slice(end + gap.length);
      yield `${checkCitations(paragraph, rules, fixed)}${gap}`;
      end = held.indexOf('\n\n');
    }
  }
  if (held) yield checkCitations(held, rules, fixed);
}
