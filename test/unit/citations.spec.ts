import { describe, expect, it } from '@jest/globals';
import { BOOK_NAMES } from '../../backend/src/modules/scripture/scripture-reference.js';
import { SCRIPTURE_BOOKS, splitCitations } from '../../frontend/src/lib/citations.js';

describe('the sources a reply names, as the client makes them tappable', () => {
  it('knows the same books, by the same names, as the server', () => {
    expect(SCRIPTURE_BOOKS).toEqual(BOOK_NAMES);
  });

  it('finds passages and Catechism paragraphs, and leaves the rest as text', () => {
    expect(splitCitations('Sources: CCC 1030-1032 · 2 Maccabees 12:46 · 1 John 4:8 · Jude 1:3')).toEqual([
      { kind: 'text', text: 'Sources: ' },
      { kind: 'catechism', text: 'CCC 1030-1032', first: 1030 },
      { kind: 'text', text: ' · ' },
      { kind: 'scripture', text: '2 Maccabees 12:46', reference: '2 Maccabees 12:46' },
      { kind: 'text', text: ' · ' },
      { kind: 'scripture', text: '1 John 4:8', reference: '1 John 4:8' },
      { kind: 'text', text: ' · ' },
      { kind: 'scripture', text: 'Jude 1:3', reference: 'Jude 1:3' },
    ]);
  });

  it('does not take a time or an unknown book for a passage', () => {
    expect(splitCitations('Mass is at 10:30, Hezekiah 4:2 is not a book, Psalm 23:1-3 is.')).toEqual([
      { kind: 'text', text: 'Mass is at 10:30, Hezekiah 4:2 is not a book, ' },
      { kind: 'scripture', text: 'Psalm 23:1-3', reference: 'Psalm 23:1-3' },
      { kind: 'text', text: ' is.' },
    ]);
  });
});
