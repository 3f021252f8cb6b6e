import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { KNOWLEDGE_BY_ID } from '../../backend/src/modules/knowledge/knowledge-base.js';
import { understand } from '../../backend/src/modules/knowledge/understand.js';

/**
 * Retrieval measured on paraphrased questions people really ask (test/knowledge): the
 * development half (the search was tuned against it) and the held-out half (written
 * before the search was tuned, by someone who never saw the knowledge base, and never
 * tuned against). Each question is labelled with the entries that answer it. The README
 * reports both halves. KNOWLEDGE_DEBUG=1 prints the development half's misses; the
 * held-out half is then not even measured.
 */
interface Question {
  text: string;
  topic: string;
  /** The entries that answer it; empty when the base has none (then only an honest "I cannot answer" is right). */
  accept: string[];
}
interface Half {
  questions: Question[];
  offTopic: string[];
}

const load = (half: string): Half => JSON.parse(readFileSync(`test/knowledge/${half}.json`, 'utf8')) as Half;

interface Figures {
  found: number;
  labelled: number;
  offTopicAnswered: number;
  offTopic: number;
  misses: string[];
  answeredOffTopic: string[];
}

function measure({ questions, offTopic }: Half): Figures {
  const labelled = questions.filter((question) => question.accept.length > 0);
  const misses: string[] = [];
  for (const question of labelled) {
    const understood = understand(question.text);
    const got = understood.kind === 'answer' ? understood.entries[0].id : understood.kind;
    if (!question.accept.includes(got)) misses.push(`${question.text}  [${question.accept.join(', ')}] got ${got}`);
  }
  const answeredOffTopic = offTopic.filter((text) => understand(text).kind === 'answer');
  return {
    found: labelled.length - misses.length,
    labelled: labelled.length,
    offTopicAnswered: answeredOffTopic.length,
    offTopic: offTopic.length,
    misses,
    answeredOffTopic,
  };
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
const line = (name: string, figures: Figures) =>
  `${name}: right entry for ${figures.found}/${figures.labelled} (${percent(figures.found, figures.labelled)}), ` +
  `off-topic answered as on-topic ${figures.offTopicAnswered}/${figures.offTopic} (${percent(figures.offTopicAnswered, figures.offTopic)})`;

describe('retrieval on paraphrased questions', () => {
  it('labels only entries that exist', () => {
    const unknown = ['dev', 'held-out'].flatMap((half) =>
      load(half).questions.flatMap((question) => question.accept.filter((id) => !KNOWLEDGE_BY_ID.has(id))),
    );
    expect(unknown).toEqual([]);
  });

  it('reports both halves', () => {
    const dev = measure(load('dev'));
    if (process.env.KNOWLEDGE_DEBUG) {
      process.stdout.write(`\n${line('development', dev)}\n`);
      for (const miss of dev.misses) process.stdout.write(`MISS ${miss}\n`);
      for (const text of dev.answeredOffTopic) process.stdout.write(`OFF-TOPIC ANSWERED ${text}\n`);
      return;
    }
    const heldOut = measure(load('held-out'));
    process.stdout.write(`\n${line('development', dev)}\n${line('held-out', heldOut)}\n`);
    // The target is at least 95% of held-out questions finding their entry and at
    // most 5% of off-topic messages answered; measured once on 2026-11-24, after tuning on
    // the development half only: 84.5% and 7.4% (README). Not met: these floors keep what
    // was reached, so a change that loses ground fails here.
    expect(heldOut.found / heldOut.labelled).toBeGreaterThanOrEqual(0.84);
    expect(heldOut.offTopicAnswered / heldOut.offTopic).toBeLessThanOrEqual(0.075);
    expect(dev.found / dev.labelled).toBeGreaterThanOrEqual(0.86);
    expect(dev.offTopicAnswered / dev.offTopic).toBeLessThanOrEqual(0.02);
  });
});
