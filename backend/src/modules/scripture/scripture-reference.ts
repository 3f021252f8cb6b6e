/**
 * Scripture references as people and the product write them ('Psalm 23:1-3', 'Jn 3:16',
 * '1 Cor 13:4-7'), in modern Catholic (NAB) numbering, and where each verse sits in the
 * CPDV, whose Psalms, Joel and Malachi follow the Vulgate's numbering.
 */
export interface ScriptureReference {
  /** The book's name as the product writes it ('Psalm' for one psalm). */
  book: string;
  chapter: number;
  from: number;
  to: number;
}

interface Book {
  name: string;
  /** The CPDV file holding it, under the CPDV folder. */
  file: string;
  aliases: string[];
}

const OT = (n: number, file: string) => `OT-${String(n).padStart(2, '0')}_${file}.json`;
const NT = (n: number, file: string) => `NT-${String(n).padStart(2, '0')}_${file}.json`;

// Names and the usual abbreviations (NAB, RSV and common English forms).
const BOOKS: Book[] = [
  { name: 'Genesis', file: OT(1, 'Genesis'), aliases: ['gen', 'gn'] },
  { name: 'Exodus', file: OT(2, 'Exodus'), aliases: ['ex', 'exod'] },
  { name: 'Leviticus', file: OT(3, 'Leviticus'), aliases: ['lev', 'lv'] },
  { name: 'Numbers', file: OT(4, 'Numbers'), aliases: ['num', 'nm'] },
  { name: 'Deuteronomy', file: OT(5, 'Deuteronomy'), aliases: ['deut', 'dt'] },
  { name: 'Joshua', file: OT(6, 'Joshua'), aliases: ['josh', 'jos'] },
  { name: 'Judges', file: OT(7, 'Judges'), aliases: ['judg', 'jgs'] },
  { name: 'Ruth', file: OT(8, 'Ruth'), aliases: ['ru'] },
  { name: '1 Samuel', file: OT(9, '1-Samuel'), aliases: ['1 sam', '1 sm'] },
  { name: '2 Samuel', file: OT(10, '2-Samuel'), aliases: ['2 sam', '2 sm'] },
  { name: '1 Kings', file: OT(11, '1-Kings'), aliases: ['1 kgs', '1 kg'] },
  { name: '2 Kings', file: OT(12, '2-Kings'), aliases: ['2 kgs', '2 kg'] },
  { name: '1 Chronicles', file: OT(13, '1-Chronicles'), aliases: ['1 chr', '1 chron'] },
  { name: '2 Chronicles', file: OT(14, '2-Chronicles'), aliases: ['2 chr', '2 chron'] },
  { name: 'Ezra', file: OT(15, 'Ezra'), aliases: ['ezr'] },
  { name: 'Nehemiah', file: OT(16, 'Nehemiah'), aliases: ['neh'] },
  { name: 'Tobit', file: OT(17, 'Tobit'), aliases: ['tob', 'tb'] },
  { name: 'Judith', file: OT(18, 'Judith'), aliases: ['jdt'] },
  { name: 'Esther', file: OT(19, 'Esther'), aliases: ['esth', 'est'] },
  { name: 'Job', file: OT(20, 'Job'), aliases: ['jb'] },
  { name: 'Psalm', file: OT(21, 'Psalms'), aliases: ['psalms', 'ps', 'pss'] },
  { name: 'Proverbs', file: OT(22, 'Proverbs'), aliases: ['prov', 'prv'] },
  { name: 'Ecclesiastes', file: OT(23, 'Ecclesiastes'), aliases: ['eccl', 'eccles', 'qoheleth'] },
  { name: 'Song of Songs', file: OT(24, 'Song2'), aliases: ['song', 'sg', 'song of solomon', 'canticle of canticles'] },
  { name: 'Wisdom', file: OT(25, 'Wisdom'), aliases: ['wis', 'ws', 'wisdom of solomon'] },
  { name: 'Sirach', file: OT(26, 'Sirach'), aliases: ['sir', 'ecclesiasticus'] },
  { name: 'Isaiah', file: OT(27, 'Isaiah'), aliases: ['isa', 'is'] },
  { name: 'Jeremiah', file: OT(28, 'Jeremiah'), aliases: ['jer'] },
  { name: 'Lamentations', file: OT(29, 'Lamentations'), aliases: ['lam'] },
  { name: 'Baruch', file: OT(30, 'Baruch'), aliases: ['bar'] },
  { name: 'Ezekiel', file: OT(31, 'Ezekiel'), aliases: ['ezek', 'ez'] },
  { name: 'Daniel', file: OT(32, 'Daniel'), aliases: ['dan', 'dn'] },
  { name: 'Hosea', file: OT(33, 'Hosea'), aliases: ['hos'] },
  { name: 'Joel', file: OT(34, 'Joel'), aliases: ['jl'] },
  { name: 'Amos', file: OT(35, 'Amos'), aliases: ['am'] },
  { name: 'Obadiah', file: OT(36, 'Obadiah'), aliases: ['obad', 'ob'] },
  { name: 'Jonah', file: OT(37, 'Jonah'), aliases: ['jon'] },
  { name: 'Micah', file: OT(38, 'Micah'), aliases: ['mic', 'mi'] },
  { name: 'Nahum', file: OT(39, 'Nahum'), aliases: ['nah', 'na'] },
  { name: 'Habakkuk', file: OT(40, 'Habakkuk'), aliases: ['hab', 'hb'] },
  { name: 'Zephaniah', file: OT(41, 'Zephaniah'), aliases: ['zeph', 'zep'] },
  { name: 'Haggai', file: OT(42, 'Haggai'), aliases: ['hag', 'hg'] },
  { name: 'Zechariah', file: OT(43, 'Zechariah'), aliases: ['zech', 'zec'] },
  { name: 'Malachi', file: OT(44, 'Malachi'), aliases: ['mal'] },
  { name: '1 Maccabees', file: OT(45, '1-Maccabees'), aliases: ['1 macc', '1 mc'] },
  { name: '2 Maccabees', file: OT(46, '2-Maccabees'), aliases: ['2 macc', '2 mc'] },
  { name: 'Matthew', file: NT(1, 'Matthew'), aliases: ['matt', 'mt'] },
  { name: 'Mark', file: NT(2, 'Mark'), aliases: ['mk', 'mrk'] },
  { name: 'Luke', file: NT(3, 'Luke'), aliases: ['lk', 'luk'] },
  { name: 'John', file: NT(4, 'John'), aliases: ['jn', 'jhn'] },
  { name: 'Acts', file: NT(5, 'Acts'), aliases: ['acts of the apostles', 'act'] },
  { name: 'Romans', file: NT(6, 'Romans'), aliases: ['rom', 'rm'] },
  { name: '1 Corinthians', file: NT(7, '1-Corinthians'), aliases: ['1 cor'] },
  { name: '2 Corinthians', file: NT(8, '2-Corinthians'), aliases: ['2 cor'] },
  { name: 'Galatians', file: NT(9, 'Galatians'), aliases: ['gal'] },
  { name: 'Ephesians', file: NT(10, 'Ephesians'), aliases: ['eph'] },
  { name: 'Philippians', file: NT(11, 'Philippians'), aliases: ['phil'] },
  { name: 'Colossians', file: NT(12, 'Colossians'), aliases: ['col'] },
  { name: '1 Thessalonians', file: NT(13, '1-Thessalonians'), aliases: ['1 thess', '1 thes'] },
  { name: '2 Thessalonians', file: NT(14, '2-Thessalonians'), aliases: ['2 thess', '2 thes'] },
  { name: '1 Timothy', file: NT(15, '1-Timothy'), aliases: ['1 tim', '1 tm'] },
  { name: '2 Timothy', file: NT(16, '2-Timothy'), aliases: ['2 tim', '2 tm'] },
  { name: 'Titus', file: NT(17, 'Titus'), aliases: ['ti', 'tit'] },
  { name: 'Philemon', file: NT(18, 'Philemon'), aliases: ['phlm', 'philem'] },
  { name: 'Hebrews', file: NT(19, 'Hebrews'), aliases: ['heb'] },
  { name: 'James', file: NT(20, 'James'), aliases: ['jas'] },
  { name: '1 Peter', file: NT(21, '1-Peter'), aliases: ['1 pet', '1 pt'] },
  { name: '2 Peter', file: NT(22, '2-Peter'), aliases: ['2 pet', '2 pt'] },
  { name: '1 John', file: NT(23, '1-John'), aliases: ['1 jn'] },
  { name: '2 John', file: NT(24, '2-John'), aliases: ['2 jn'] },
  { name: '3 John', file: NT(25, '3-John'), aliases: ['3 jn'] },
  { name: 'Jude', file: NT(26, 'Jude'), aliases: ['jud'] },
  { name: 'Revelation', file: NT(27, 'Revelation'), aliases: ['rev', 'rv', 'apocalypse', 'revelations'] },
];

/** The books' names as the product writes them, in canonical order (the client keeps the same list). */
export const BOOK_NAMES: readonly string[] = BOOKS.map((book) => book.name);

const ORDINALS: Record<string, string> = { first: '1', second: '2', third: '3', i: '1', ii: '2', iii: '3' };

function key(name: string): string {
  return name
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/^(first|second|third|iii|ii|i)\s+/, (word) => `${ORDINALS[word.trim()]} `)
    .replace(/^([123])(st|nd|rd)?\s*/, '$1 ')
    .replace(/\s+/g, ' ')
    .trim();
}

const BY_KEY = new Map<string, Book>();
for (const book of BOOKS) for (const name of [book.name, ...book.aliases]) BY_KEY.set(key(name), book);

/** The book a name or abbreviation stands for, or undefined. */
export function bookNamed(name: string): { name: string; file: string } | undefined {
  return BY_KEY.get(key(name));
}

// A book name: an optional number, then words; the chapter and verse(s) after it.
const BOOK_NAME = String.raw`(?:(?:[123]|I{1,3}|First|Second|Third)\s*(?:st|nd|rd)?\.?\s+)?[A-Z][a-z]+\.?(?:\s+(?:of\s+)?[A-Z][a-z]+)?`;
const CHAPTER_VERSE = String.raw`(\d{1,3}):(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?`;

/**
 * Every reference written in a text, as `(start, end, reference)`: only those whose book
 * is a real book of the Bible; 'Ps 23:1', 'John 3:16-17', '1 Cor. 13:4–7'.
 */
export function referencesIn(text: string): { index: number; length: number; reference: ScriptureReference }[] {
  const found: { index: number; length: number; reference: ScriptureReference }[] = [];
  for (const match of text.matchAll(new RegExp(`(${BOOK_NAME})\\s+${CHAPTER_VERSE}`, 'g'))) {
    const reference = toReference(match[1], match[2], match[3], match[4]);
    if (reference) found.push({ index: match.index, length: match[0].length, reference });
    else {
      // "in Jesus John 3:16": the name may have taken a word before the book.
      const inner = parseReference(match[0].replace(/^\S+\s+/, ''));
      if (inner) {
        const skipped = match[0].length - match[0].replace(/^\S+\s+/, '').length;
        found.push({ index: match.index + skipped, length: match[0].length - skipped, reference: inner });
      }
    }
  }
  return found;
}

/** One reference ('Psalm 23:1-3'), or null when it is not one. */
export function parseReference(text: string): ScriptureReference | null {
  const match = new RegExp(`^\\s*(${BOOK_NAME})\\s+${CHAPTER_VERSE}\\s*$`).exec(text);
  return match ? toReference(match[1], match[2], match[3], match[4]) : null;
}

function toReference(name: string, chapter: string, from: string, to: string | undefined): ScriptureReference | null {
  const book = bookNamed(name);
  if (!book) return null;
  const first = Number(from);
  const last = to === undefined ? first : Number(to);
  if (Number(chapter) < 1 || first < 1 || last < first) return null;
  return { book: book.name, chapter: Number(chapter), from: first, to: last };
}

export function formatReference({ book, chapter, from, to }: ScriptureReference): string {
  return `${book} ${chapter}:${from}${to > from ? `-${to}` : ''}`;
}

/**
 * Where a verse in modern numbering sits in the CPDV: the Psalms follow the Greek and
 * Latin numbering there (Psalm 23 is its Psalm 22, with 9-10, 114-115, 116 and 147 split
 * or joined), and Joel and Malachi divide their last chapters differently.
 */
export function toCpdvVerse(book: string, chapter: number, verse: number): [number, number] {
  if (book === 'Psalm') {
    if (chapter <= 8 || chapter >= 148) return [chapter, verse];
    if (chapter === 9) return [9, verse];
    if (chapter === 10) return [9, verse + 21];
    if (chapter <= 113) return [chapter - 1, verse];
    if (chapter === 114) return [113, verse];
    if (chapter === 115) return [113, verse + 8];
    if (chapter === 116) return verse <= 9 ? [114, verse] : [115, verse - 9];
    if (chapter <= 146) return [chapter - 1, verse];
    return verse <= 11 ? [146, verse] : [147, verse - 11];
  }
  if (book === 'Joel' && chapter === 3) return [2, verse + 27];
  if (book === 'Joel' && chapter === 4) return [3, verse];
  if (book === 'Malachi' && chapter === 3 && verse >= 19) return [4, verse - 18];
  return [chapter, verse];
}

/** The file holding a book, for the CPDV store. */
export function cpdvFile(book: string): string | undefined {
  return bookNamed(book)?.file;
}
