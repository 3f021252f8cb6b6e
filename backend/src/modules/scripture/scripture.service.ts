import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { CpdvStore, wordsOf, type Verse } from './cpdv.store.js';
import { formatReference, parseReference, type ScriptureReference } from './scripture-reference.js';
import { passageNotFound, referenceInvalid, scriptureUnavailable } from './scripture.errors.js';

export const TRANSLATION = 'Catholic Public Domain Version';

export interface Passage {
  reference: string;
  translation: string;
  /** Where it starts in the CPDV's own (Vulgate) numbering, when that differs: '22:1' for Psalm 23:1. */
  cpdvNumbering: string | null;
  verses: Verse[];
}

/** The Bible's text, for passages a person opens and for checking what a model cites. */
@Injectable()
export class ScriptureService {
  private readonly store: CpdvStore;

  constructor(config: AppConfig) {
    this.store = new CpdvStore(config.scriptureDir);
  }

  get available(): boolean {
    return this.store.available;
  }

  /** A passage by its reference, for a person to read. */
  passage(text: unknown): Passage {
    const reference = typeof text === 'string' && text.length <= 60 ? parseReference(text) : null;
    if (!reference) throw referenceInvalid();
    if (!this.store.available || !this.store.hasText(reference.book)) throw scriptureUnavailable(reference.book);
    const verses = this.store.verses(reference);
    if (!verses) throw passageNotFound(formatReference(reference));
    return {
      reference: formatReference(reference),
      translation: TRANSLATION,
      cpdvNumbering: this.store.cpdvNumbering(reference),
      verses,
    };
  }

  /** Whether every verse of a reference exists; null when the text is not installed to say. */
  exists(reference: ScriptureReference): boolean | null {
    if (!this.store.available || !this.store.hasText(reference.book)) return null;
    return this.store.verses(reference) !== null;
  }

  /**
   * Whether words quoted as a reference are really its words (case and punctuation aside).
   * A verse either side counts too: the CPDV numbers some verses one off from modern
   * Bibles (Matthew 5:4 and 5:5, Mark 9, John 6), and a right quotation is not a wrong one.
   */
  says(reference: ScriptureReference, quoted: string): boolean | null {
    if (!this.store.available || !this.store.hasText(reference.book)) return null;
    if (!this.store.verses(reference)) return false;
    const around = (this.store.verses({ ...reference, from: Math.max(1, reference.from - 1), to: reference.to + 1 }) ??
      this.store.verses({ ...reference, from: Math.max(1, reference.from - 1) }) ??
      this.store.verses(reference))!;
    const words = wordsOf(quoted);
    return words.length > 0 && wordsOf(around.map((verse) => verse.text).join(' ')).includes(words);
  }
}
