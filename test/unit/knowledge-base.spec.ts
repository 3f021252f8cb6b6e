import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { KNOWLEDGE, KNOWLEDGE_BY_AREA, KNOWLEDGE_BY_ID } from '../../backend/src/modules/knowledge/knowledge-base.js';
import type { KnowledgeEntry } from '../../backend/src/modules/knowledge/knowledge-entry.js';
import { CpdvStore, wordsOf } from '../../backend/src/modules/scripture/cpdv.store.js';
import { parseReference } from '../../backend/src/modules/scripture/scripture-reference.js';

// The knowledge base is reviewed data: these are the rules every entry keeps (see
// knowledge-entry.ts). Scripture is checked against the CPDV beside the project.
const cpdv = new CpdvStore(path.resolve('../shared/scripture/cpdv'));
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z“‘*])/).length;

const entries = Object.entries(KNOWLEDGE_BY_AREA).flatMap(([area, list]) =>
  list.map((entry) => [`${area}/${entry.id}`, entry] as [string, KnowledgeEntry]),
);

describe('the knowledge base', () => {
  it('finds the CPDV beside the project', () => {
    expect(cpdv.available).toBe(true);
  });

  it('gives every entry its own id, and every related id exists', () => {
    const ids = KNOWLEDGE.map((entry) => entry.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const missing = KNOWLEDGE.flatMap((entry) =>
      entry.related.filter((id) => !KNOWLEDGE_BY_ID.has(id) || id === entry.id).map((id) => `${entry.id} -> ${id}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(entries)('%s keeps the rules', (_name, entry) => {
    const problems: string[] = [];
    const fail = (problem: string) => problems.push(problem);

    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(entry.id)) fail('id is not kebab-case');
    if (entry.questions.length < 4 || entry.questions.length > 11) fail('needs the question and 3 to 10 variants');
    if (entry.questions[0].length > 60) fail('the first question is longer than 60 characters');
    const asked = entry.questions.map((question) => wordsOf(question));
    if (new Set(asked).size !== asked.length) fail('two questions are the same');
    if (entry.keywords.length < 3 || entry.keywords.length > 16) fail('needs 3 to 16 keywords');
    if (words(entry.answer) < 40 || words(entry.answer) > 180) fail(`answer has ${words(entry.answer)} words`);
    if (sentences(entry.short) > 3) fail(`short has ${sentences(entry.short)} sentences`);
    if (words(entry.short) >= words(entry.answer)) fail('short is not shorter than the answer');
    if (/[“"]/.test(entry.answer) && /\d+:\d+/.test(entry.answer)) fail('the answer quotes Scripture itself');
    if (/\b(CCC|Catechism \d|\d+:\d+)/.test(entry.answer)) fail('the answer names a reference: use the fields');
    if (/^#|\n[-*] /.test(entry.answer)) fail('the answer has a heading or a list');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(entry.reviewed)) fail('reviewed is not a date');
    if (entry.related.length < 2 || entry.related.length > 4) fail('needs 2 to 4 related entries');

    if (entry.catechism.length < 1 || entry.catechism.length > 4) fail('needs 1 to 4 Catechism references');
    let paragraphs = 0;
    let previous = 0;
    for (const range of entry.catechism) {
      const match = /^(\d{1,4})(?:-(\d{1,4}))?$/.exec(range);
      if (!match) {
        fail(`Catechism '${range}' is not N or N-M`);
        continue;
      }
      const first = Number(match[1]);
      const last = Number(match[2] ?? match[1]);
      if (first < 1 || last > 2865 || last < first) fail(`Catechism '${range}' is outside 1 to 2865 or reversed`);
      if (first <= previous) fail(`Catechism '${range}' is not in ascending order`);
      previous = last;
      paragraphs += last - first + 1;
    }
    if (paragraphs > 12) fail(`cites ${paragraphs} Catechism paragraphs (at most 12)`);

    if (entry.scripture.length < 1 || entry.scripture.length > 4) fail('needs 1 to 4 Scripture references');
    for (const text of entry.scripture) {
      const reference = parseReference(text);
      if (!reference) fail(`cannot read the reference '${text}'`);
      // The CPDV beside the project holds no text for Revelation: such references cannot be checked here.
      else if (cpdv.hasText(reference.book) && !cpdv.verses(reference)) fail(`'${text}' does not exist in the CPDV`);
    }
    if (entry.quote) {
      const quoted = parseReference(entry.quote.reference);
      const within = entry.scripture
        .map((text) => parseReference(text))
        .some(
          (reference) =>
            reference &&
            quoted &&
            reference.book === quoted.book &&
            reference.chapter === quoted.chapter &&
            quoted.from >= reference.from &&
            quoted.to <= reference.to,
        );
      if (!within) fail(`the quote's reference '${entry.quote.reference}' is not among the Scripture references`);
      const verses = quoted && cpdv.verses(quoted);
      if (!verses) fail(`the quote's reference '${entry.quote.reference}' does not exist`);
      else if (!wordsOf(verses.map((verse) => verse.text).join(' ')).includes(wordsOf(entry.quote.text)))
        fail(`the quote does not match ${entry.quote.reference} in the CPDV word for word`);
    }
    for (const canon of entry.canons ?? [])
      if (!/^\d{1,4}(?:-\d{1,4})?$/.test(canon) || Number(canon.split('-').at(-1)) > 1752)
        fail(`canon '${canon}' is not a canon of the 1983 Code`);
    if (entry.prayer && (!entry.prayer.name || entry.prayer.text.split('\n').length < 1))
      fail('prayer needs a name and text');

    expect(problems).toEqual([]);
  });
});
