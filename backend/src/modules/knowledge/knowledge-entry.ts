/**
 * One question people ask a Catholic companion, answered in this product's own words with
 * sources a person can check. The base is reviewed data (`data/<area>.ts`, one file per
 * area); `test/unit/knowledge-base.spec.ts` holds every entry to the rules written here.
 */
export interface KnowledgeEntry {
  /** Stable, kebab-case, unique across the whole base: 'purgatory', 'confession-how-to-go'. */
  id: string;
  /**
   * How people ask it, in plain words: the first is the canonical question (it is shown as a
   * follow-up suggestion, so 60 characters at most); then 3 to 10 differently worded variants.
   */
  questions: string[];
  /** Other words people use for the subject: synonyms, everyday and older names, common misspellings. */
  keywords: string[];
  /**
   * The answer, 50 to 170 words, in our own words (never the Catechism's wording): the
   * Church's teaching stated exactly, first sentence answering the question.
   */
  answer: string;
  /** The same answer for the Precise style: two or three sentences. */
  short: string;
  /** Catechism of the Catholic Church paragraphs: 'N' or 'N-M', ascending, within 1 to 2865. */
  catechism: string[];
  /** Scripture references in modern (NAB) numbering: 'Book C:V' or 'Book C:V-W', CPDV book names. */
  scripture: string[];
  /** Canons of the 1983 Code of Canon Law, where law is the answer: '1247', '1250-1253'. */
  canons?: string[];
  /** Where the US bishops' norms differ from the universal law (holy days, abstinence, ages). */
  usNorms?: string;
  /** A verse to quote, word for word from the CPDV (a contiguous part of one of the `scripture` references). */
  quote?: { text: string; reference: string };
  /** A traditional prayer written out from a public-domain English text, when the question asks for it. */
  prayer?: { name: string; text: string };
  /** Ids of 2 to 4 entries a person may want next (any area). */
  related: string[];
  /** The day the entry was last reviewed, 'YYYY-MM-DD'. */
  reviewed: string;
}

export const KNOWLEDGE_AREAS = [
  'creed',
  'sacraments',
  'moral-life',
  'prayer',
  'liturgical-year',
  'scripture',
  'church',
  'life',
] as const;
export type KnowledgeArea = (typeof KNOWLEDGE_AREAS)[number];
