import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';
import type { KnowledgeEntry } from './knowledge-entry.js';

/** An entry found for a message, with how sure the search is of it. */
export interface Found {
  entry: KnowledgeEntry;
  score: number;
  /** The share of the message's meaningful words the entry holds, 0 to 1. */
  coverage: number;
  /** How closely the message matches one of the entry's own questions, 0 to 1 (closenessOf). */
  closeness: number;
}

// Words that say how something is asked, not what about.
const STOPWORDS = new Set(
  (
    'a an and are as at be been being but by can could did do does doing for from had has have how i if in into is it its ' +
    'me my of on or our so than that the their them then there these they this to too was we were what when where which ' +
    'who whom why will with would you your yours am im ive id dont doesnt isnt arent wasnt cant shouldnt wouldnt about ' +
    'should must may might just really very please tell explain know want wonder wondering question ask asking someone ' +
    'anyone thing things something anything get got go going say says said mean means meaning us he she his her hers ' +
    'him all any some one also still ever even much many more most church teach teaches teaching believe believes okay ok ' +
    'yes'
  ).split(' '),
);

// Forms the stemmer leaves apart that people use for the same thing.
const SAME: Record<string, string> = {
  die: 'death',
  dy: 'death',
  di: 'death',
  dead: 'death',
  deceas: 'death',
  passe: 'death',
  mass: 'mass',
  eucharist: 'communion',
  host: 'communion',
  confess: 'confess',
  reconcili: 'confess',
  penanc: 'confess',
  marri: 'marriag',
  wed: 'marriag',
  wedding: 'marriag',
  matrimoni: 'marriag',
  kid: 'child',
  children: 'child',
  babi: 'babi',
  bibl: 'scriptur',
  scriptur: 'scriptur',
  priest: 'priest',
  pope: 'pope',
  rosari: 'rosari',
  rosery: 'rosari',
  catholic: 'cathol',
  cathol: 'cathol',
  mum: 'parent',
  mom: 'parent',
  mommi: 'parent',
  dad: 'parent',
  daddi: 'parent',
  miss: 'grief',
  griev: 'grief',
  mourn: 'grief',
};

/** A word as the index keeps it: lower case, no accents, stemmed, synonyms joined; null for a stopword. */
export function searchTerm(word: string): string | null {
  const plain = word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '');
  if (plain.length < 2 || STOPWORDS.has(plain)) return null;
  const stem = stemmer(plain);
  return SAME[stem] ?? SAME[plain] ?? stem;
}

const tokenize = (text: string) => text.split(/[^\p{L}\p{N}’']+/u).filter(Boolean);
const termsOf = (text: string) =>
  new Set(
    tokenize(text)
      .map(searchTerm)
      .filter((term): term is string => !!term),
  );

/**
 * How closely a message matches a question: their words' overlap (Dice), or, for a long
 * message that holds a whole short question among other words, the share of the
 * question's words it holds (from two shared words on, weighed a little lower).
 */
function closenessOf(
  message: ReadonlySet<string>,
  question: ReadonlySet<string>,
  weight: (term: string) => number,
): number {
  if (message.size === 0 || question.size === 0) return 0;
  let shared = 0;
  let sharedWeight = 0;
  let messageWeight = 0;
  let questionWeight = 0;
  for (const term of message) {
    messageWeight += weight(term);
    if (question.has(term)) {
      shared += 1;
      sharedWeight += weight(term);
    }
  }
  for (const term of question) questionWeight += weight(term);
  const overlap = (2 * sharedWeight) / (messageWeight + questionWeight);
  return Math.max(overlap, shared >= 2 ? (0.8 * sharedWeight) / questionWeight : 0);
}

/** How the search weighs what it finds (tuned on the development questions only). */
export interface SearchWeights {
  /** How much a match counts in each field of an entry. */
  boost: { questions: number; keywords: number; answer: number };
  /** How much a close match with one of an entry's questions counts beside BM25. */
  closeness: number;
  /** A BM25 score from which a match counts in full; weaker ones are scaled down. */
  fullScore: number;
}

export const SEARCH_WEIGHTS: SearchWeights = {
  boost: { questions: 2, keywords: 2.5, answer: 0.5 },
  closeness: 4,
  fullScore: 20,
};
// How many of BM25's best are looked at again for how closely they match a question.
const RERANKED = 12;

/**
 * The knowledge base, searched in memory with BM25 (MiniSearch): a message is matched
 * against each entry's questions first, then its keywords, then its answer.
 */
export class KnowledgeSearch {
  private readonly index: MiniSearch<KnowledgeEntry>;
  private readonly byId: Map<string, KnowledgeEntry>;
  private readonly questionTerms: Map<string, Set<string>[]>;
  private readonly weightOf: (term: string) => number;

  constructor(
    entries: readonly KnowledgeEntry[],
    private readonly weights: SearchWeights = SEARCH_WEIGHTS,
  ) {
    this.byId = new Map(entries.map((entry) => [entry.id, entry]));
    this.questionTerms = new Map(entries.map((entry) => [entry.id, entry.questions.map(termsOf)]));
    // Rare words say more about what is asked than common ones: each word weighs its
    // inverse document frequency over the entries' questions.
    const entriesWith = new Map<string, number>();
    for (const questions of this.questionTerms.values())
      for (const term of new Set(questions.flatMap((question) => [...question])))
        entriesWith.set(term, (entriesWith.get(term) ?? 0) + 1);
    const idf = (term: string) => Math.log(1 + entries.length / (entriesWith.get(term) ?? 0.5));
    this.weightOf = idf;
    this.index = new MiniSearch<KnowledgeEntry>({
      fields: ['questions', 'keywords', 'answer'],
      extractField: (entry, field) => {
        const value = entry[field as keyof KnowledgeEntry];
        return Array.isArray(value) ? value.join(' \n ') : String(value ?? '');
      },
      tokenize,
      processTerm: searchTerm,
      searchOptions: {
        boost: weights.boost,
        // Misspellings are forgiven from six letters, and a word may begin a longer one from
        // five: on the development questions this found the most right entries, at about twice
        // the time of an exact search (README, benchmarks).
        fuzzy: (term) => (term.length > 5 ? 0.2 : false),
        prefix: (term) => term.length > 4,
        combineWith: 'OR',
      },
    });
    this.index.addAll(entries as KnowledgeEntry[]);
  }

  /**
   * The best entries for a text, best first: BM25 finds the candidates, then each is
   * weighed again by how closely the text matches one of its own questions, since people
   * ask the same question in different words far more often than they use its keywords.
   */
  search(text: string, limit = 3): Found[] {
    const terms = termsOf(text);
    if (terms.size === 0) return [];
    const results = this.index.search(text).slice(0, RERANKED);
    const top = results[0]?.score ?? 0;
    return results
      .map((result) => {
        const closeness = Math.max(
          ...this.questionTerms.get(String(result.id))!.map((question) => closenessOf(terms, question, this.weightOf)),
        );
        return {
          entry: this.byId.get(String(result.id))!,
          score:
            (result.score / top) * (1 + this.weights.closeness * closeness) * Math.min(1, top / this.weights.fullScore),
          coverage: Math.min(1, result.queryTerms.length / terms.size),
          closeness,
        };
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }
}
