// The sources a reply names, made tappable: Scripture references as the server writes them
// ('Psalm 23:1', '1 Corinthians 13:4-7') open the passage; Catechism paragraphs ('CCC 1030-1032')
// open the Holy See's online Catechism. Only the canonical book names count, so a time such as
// 'Mass 10:30' is never taken for a passage.
export const SCRIPTURE_BOOKS = [
  'Genesis',
  'Exodus',
  'Leviticus',
  'Numbers',
  'Deuteronomy',
  'Joshua',
  'Judges',
  'Ruth',
  '1 Samuel',
  '2 Samuel',
  '1 Kings',
  '2 Kings',
  '1 Chronicles',
  '2 Chronicles',
  'Ezra',
  'Nehemiah',
  'Tobit',
  'Judith',
  'Esther',
  'Job',
  'Psalm',
  'Proverbs',
  'Ecclesiastes',
  'Song of Songs',
  'Wisdom',
  'Sirach',
  'Isaiah',
  'Jeremiah',
  'Lamentations',
  'Baruch',
  'Ezekiel',
  'Daniel',
  'Hosea',
  'Joel',
  'Amos',
  'Obadiah',
  'Jonah',
  'Micah',
  'Nahum',
  'Habakkuk',
  'Zephaniah',
  'Haggai',
  'Zechariah',
  'Malachi',
  '1 Maccabees',
  '2 Maccabees',
  'Matthew',
  'Mark',
  'Luke',
  'John',
  'Acts',
  'Romans',
  '1 Corinthians',
  '2 Corinthians',
  'Galatians',
  'Ephesians',
  'Philippians',
  'Colossians',
  '1 Thessalonians',
  '2 Thessalonians',
  '1 Timothy',
  '2 Timothy',
  'Titus',
  'Philemon',
  'Hebrews',
  'James',
  '1 Peter',
  '2 Peter',
  '1 John',
  '2 John',
  '3 John',
  'Jude',
  'Revelation',
];

export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'scripture'; text: string; reference: string }
  | { kind: 'catechism'; text: string; first: number };

const escape = (name: string) => name.replace(/ /g, '\\s+');
const CITATION = new RegExp(
  `\\b((?:${SCRIPTURE_BOOKS.map(escape).join('|')})\\s+\\d{1,3}:\\d{1,3}(?:\\s*[-–]\\s*\\d{1,3})?)|\\bCCC\\s+(\\d{1,4})(?:\\s*[-–]\\s*\\d{1,4})?`,
  'g',
);

/** A line of text, split where it names a passage or a Catechism paragraph. */
export function splitCitations(line: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of line.matchAll(CITATION)) {
    if (match.index > last) parts.push({ kind: 'text', text: line.slice(last, match.index) });
    if (match[1])
      parts.push({ kind: 'scripture', text: match[0], reference: match[1].replace(/\s+/g, ' ').replace('–', '-') });
    else parts.push({ kind: 'catechism', text: match[0], first: Number(match[2]) });
    last = match.index + match[0].length;
  }
  if (last < line.length) parts.push({ kind: 'text', text: line.slice(last) });
  return parts;
}

// The Holy See's English Catechism: its contents, where every paragraph number can be found.
export const CATECHISM_URL = 'https://www.vatican.va/archive/ENG0015/_INDEX.HTM';
