import { CHURCH } from './data/church.js';
import { CREED } from './data/creed.js';
import { LIFE } from './data/life.js';
import { LITURGICAL_YEAR } from './data/liturgical-year.js';
import { MORAL_LIFE } from './data/moral-life.js';
import { PRAYER } from './data/prayer.js';
import { SACRAMENTS } from './data/sacraments.js';
import { SCRIPTURE_ENTRIES } from './data/scripture.js';
import type { KnowledgeArea, KnowledgeEntry } from './knowledge-entry.js';

/** Every area's entries, in the order the Catechism follows, then Scripture, history and life. */
export const KNOWLEDGE_BY_AREA: Record<KnowledgeArea, readonly KnowledgeEntry[]> = {
  creed: CREED,
  sacraments: SACRAMENTS,
  'moral-life': MORAL_LIFE,
  prayer: PRAYER,
  'liturgical-year': LITURGICAL_YEAR,
  scripture: SCRIPTURE_ENTRIES,
  church: CHURCH,
  life: LIFE,
};

export const KNOWLEDGE: readonly KnowledgeEntry[] = Object.values(KNOWLEDGE_BY_AREA).flat();

export const KNOWLEDGE_BY_ID: ReadonlyMap<string, KnowledgeEntry> = new Map(
  KNOWLEDGE.map((entry) => [entry.id, entry]),
);

/** Catechism paragraphs as numbers: '1030-1032' is 1030, 1031 and 1032. */
export function paragraphsOf(ranges: readonly string[]): number[] {
  return ranges.flatMap((range) => {
    const [first, last = first] = range.split('-').map(Number);
    return Array.from({ length: last - first + 1 }, (_, index) => first + index);
  });
}

/** Every Catechism paragraph the base cites: the topic index a model's numbers are checked against. */
export const CITED_PARAGRAPHS: ReadonlySet<number> = new Set(
  KNOWLEDGE.flatMap((entry) => paragraphsOf(entry.catechism)),
);
