import { describe, expect, it } from '@jest/globals';
import { formatReference, parseReference, referencesIn, toCpdvVerse } from './scripture-reference.js';

describe('Scripture references', () => {
  it.each([
    ['John 3:16', 'John 3:16'],
    ['Jn 3:16-17', 'John 3:16-17'],
    ['1 Cor. 13:4–7', '1 Corinthians 13:4-7'],
    ['First Corinthians 13:4', '1 Corinthians 13:4'],
    ['Ps 23:1', 'Psalm 23:1'],
    ['Psalms 51:3', 'Psalm 51:3'],
    ['Rv 14:14', 'Revelation 14:14'],
    ['Song of Songs 2:4', 'Song of Songs 2:4'],
    ['2 Macc 12:46', '2 Maccabees 12:46'],
  ])('reads %s as %s', (text, expected) => {
    expect(formatReference(parseReference(text)!)).toBe(expected);
  });

  it.each(['Hezekiah 1:1', 'John 3', 'John 3:17-16', 'love 3:16', ''])('does not take "%s" for a reference', (text) => {
    expect(parseReference(text)).toBeNull();
  });

  it('finds the references inside a sentence, and only real books', () => {
    const found = referencesIn('As Jesus John 3:16 says, and Romans 8:28, but not Hezekiah 4:2 (1 Jn 4:8).');
    expect(found.map(({ reference }) => formatReference(reference))).toEqual([
      'John 3:16',
      'Romans 8:28',
      '1 John 4:8',
    ]);
  });

  it('maps the psalms, Joel and Malachi to the CPDV’s numbering', () => {
    expect(toCpdvVerse('Psalm', 23, 1)).toEqual([22, 1]);
    expect(toCpdvVerse('Psalm', 10, 1)).toEqual([9, 22]);
    expect(toCpdvVerse('Psalm', 116, 12)).toEqual([115, 3]);
    expect(toCpdvVerse('Psalm', 147, 12)).toEqual([147, 1]);
    expect(toCpdvVerse('Psalm', 150, 6)).toEqual([150, 6]);
    expect(toCpdvVerse('Joel', 3, 1)).toEqual([2, 28]);
    expect(toCpdvVerse('Malachi', 3, 23)).toEqual([4, 5]);
    expect(toCpdvVerse('John', 3, 16)).toEqual([3, 16]);
  });
});
