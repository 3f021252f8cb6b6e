import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { CpdvStore, wordsOf } from '../../scripture/cpdv.store.js';
import type { ScriptureReference } from '../../scripture/scripture-reference.js';
import { checkCitations, checkedCitations, type CitationFix, type CitationRules } from './citation-check.js';

const cpdv = new CpdvStore(path.resolve('../shared/scripture/cpdv'));
const scripture = {
  exists: (reference: ScriptureReference) => cpdv.verses(reference) !== null,
  says: (reference: ScriptureReference, quoted: string) => {
    const verses = cpdv.verses(reference);
    return !!verses && wordsOf(verses.map((verse) => verse.text).join(' ')).includes(wordsOf(quoted));
  },
};
const rules: CitationRules = {
  scripture,
  paragraphs: new Set([1030, 1031, 1032, 1471]),
  replacement: '1030-1032',
  trusted: new Set(),
};

function check(text: string): { text: string; fixes: CitationFix[] } {
  const fixes: CitationFix[] = [];
  return { text: checkCitations(text, rules, (kind) => fixes.push(kind)), fixes };
}

describe('the citations of a model’s reply', () => {
  it('keeps what is right as it is', () => {
    const right =
      'Purgatory is a purification after death (CCC 1030-1032). Scripture says, “For God so loved the world that he gave his only-begotten Son” (John 3:16), and see Psalm 23:1.';
    expect(check(right)).toEqual({ text: right, fixes: [] });
  });

  it('takes out a reference to a verse that does not exist', () => {
    const { text, fixes } = check('God is faithful (Romans 99:4). He keeps his word (John 3:16).');
    expect(text).toBe('God is faithful. He keeps his word (John 3:16).');
    expect(fixes).toEqual(['scripture_reference']);
  });

  it('turns words misquoted as Scripture into a paraphrase without quotation marks', () => {
    const { text, fixes } = check('Jesus said, “God helps those who help themselves” (Matthew 5:3).');
    expect(text).toBe('Jesus said, God helps those who help themselves (Matthew 5:3).');
    expect(fixes).toEqual(['scripture_quote']);
  });

  it('drops invented words quoted as an invented verse', () => {
    const { text, fixes } = check('As it is written, “Cleanliness is next to godliness” (Hezekiah 4:2). Keep going.');
    expect(text).not.toContain('“');
    expect(text).not.toMatch(/Hezekiah 4:2/);
    expect(fixes).toContain('scripture_quote');
  });

  it('replaces a Catechism number out of range or off the topic with the entry’s', () => {
    expect(check('See CCC 9999 for this.').text).toBe('See CCC 1030-1032 for this.');
    expect(check('The Catechism, paragraph 2500, says so.').text).toBe('The CCC 1030-1032, says so.');
    expect(check('Indulgences are explained (CCC 1471).').fixes).toEqual([]);
  });

  it('drops a sentence that puts unvetted words in a saint’s mouth, and keeps vetted ones', () => {
    const { text, fixes } = check(
      'St. Francis said, “Preach the Gospel at all times; use words if necessary.” St Augustine wrote, “Our heart is restless until it rests in you.” Amen.',
    );
    expect(text).toBe('St Augustine wrote, “Our heart is restless until it rests in you.” Amen.');
    expect(fixes).toEqual(['saint_quote']);
  });

  it('holds a quotation split across pieces of a stream until its paragraph is whole', async () => {
    async function* pieces() {
      yield 'He said, “God helps those who ';
      yield 'help themselves” (Matt';
      yield 'hew 5:3).\n\nNext paragraph (CCC 1471).';
    }
    let out = '';
    for await (const piece of checkedCitations(pieces(), rules)) out += piece;
    expect(out).toBe('He said, God helps those who help themselves (Matthew 5:3).\n\nNext paragraph (CCC 1471).');
  });
});
