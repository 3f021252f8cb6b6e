import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cpdvFile, toCpdvVerse, type ScriptureReference } from './scripture-reference.js';

type BookText = Record<string, Record<string, string>>;

/** One verse as the CPDV gives it, numbered as it was asked (modern numbering). */
export interface Verse {
  verse: number;
  text: string;
}

/**
 * The Catholic Public Domain Version, read from its folder a book at a time and kept: the
 * whole Bible is about 5 MB, and a person reads a few books, so only those are loaded.
 */
export class CpdvStore {
  private readonly books = new Map<string, BookText | null>();

  constructor(private readonly dir: string) {}

  /** Whether the text is installed at all; without it, nothing can be quoted or checked. */
  get available(): boolean {
    return existsSync(path.join(this.dir, cpdvFile('Genesis')!));
  }

  /**
   * Whether a book's text is in this copy: the CPDV files beside the project hold no text
   * for Revelation, so its references can be neither read nor checked.
   */
  hasText(book: string): boolean {
    const text = this.book(book);
    return !!text && Object.keys(text).some((key) => /^\d+$/.test(key));
  }

  /** The verses of a reference, or null when the book has no such chapter or verse. */
  verses({ book, chapter, from, to }: ScriptureReference): Verse[] | null {
    const text = this.book(book);
    if (!text || to - from > 200) return null;
    const verses: Verse[] = [];
    for (let verse = from; verse <= to; verse += 1) {
      const [inChapter, atVerse] = toCpdvVerse(book, chapter, verse);
      const found = text[String(inChapter)]?.[String(atVerse)];
      if (typeof found !== 'string') return null;
      verses.push({ verse, text: found });
    }
    return verses;
  }

  /** Where the first verse sits in the CPDV's own numbering, when it differs. */
  cpdvNumbering({ book, chapter, from }: ScriptureReference): string | null {
    const [inChapter, atVerse] = toCpdvVerse(book, chapter, from);
    return inChapter === chapter && atVerse === from ? null : `${inChapter}:${atVerse}`;
  }

  private book(name: string): BookText | null {
    if (!this.books.has(name)) {
      const file = cpdvFile(name);
      let text: BookText | null = null;
      try {
        if (file) text = JSON.parse(readFileSync(path.join(this.dir, file), 'utf8')) as BookText;
      } catch {
        text = null;
      }
      this.books.set(name, text);
    }
    return this.books.get(name)!;
  }
}

/** Lower case, letters and digits only: quotations are compared on their words. */
export function wordsOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
