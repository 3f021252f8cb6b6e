import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { COMPANIONS } from '../../backend/src/modules/companion/companion-catalogue.js';
import { SCRIPTURE } from '../../frontend/src/lib/scripture.js';
import { THEMES } from '../../backend/src/providers/llm/offline-chat/chat-library.js';

// The Catholic Public Domain Version beside the project (../shared/scripture/cpdv): one file
// per book, { chapter: { verse: text } }, Vulgate numbering for the Psalms.
const CPDV = path.resolve('../shared/scripture/cpdv');

const BOOK_FILES = new Map<string, string>(
  existsSync(CPDV)
    ? readdirSync(CPDV)
        .filter((file) => file.endsWith('.json'))
        .map((file) => [
          file
            .replace(/^(OT|NT)-\d+_/, '')
            .replace(/\.json$/, '')
            .replace(/-/g, ' '),
          file,
        ])
    : [],
);

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The text of a reference such as "Matthew 7:7" or "John 3:16-17". */
function passage(reference: string): string {
  const match = /^(.+) (\d+):(\d+)(?:-(\d+))?$/.exec(reference);
  if (!match) throw new Error(`cannot read the reference "${reference}"`);
  const [, book, chapter, first, last] = match;
  const file = BOOK_FILES.get(book);
  if (!file) throw new Error(`no CPDV book named "${book}"`);
  const verses =
    (JSON.parse(readFileSync(path.join(CPDV, file), 'utf8')) as Record<string, Record<string, string>>)[chapter] ?? {};
  const texts: string[] = [];
  for (let verse = Number(first); verse <= Number(last ?? first); verse += 1) {
    if (!verses[String(verse)]) throw new Error(`${reference}: verse ${chapter}:${verse} does not exist`);
    texts.push(verses[String(verse)]);
  }
  return texts.join(' ');
}

/** Quotations written as 'words' (Book 1:2) or “words” (Book 1:2) inside longer texts. */
function quotationsIn(text: string): { quote: string; reference: string }[] {
  const pattern = /['“]([^'“”]{8,}?)['”]\s*\(((?:[1-3] )?[A-Z][a-z]+(?: of [A-Z][a-z]+)? \d+:\d+(?:-\d+)?)\)/g;
  return [...text.matchAll(pattern)].map((match) => ({ quote: match[1], reference: match[2] }));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'generated' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry) ? [full] : [];
  });
}

describe('every Scripture passage the product quotes says what it claims (CPDV)', () => {
  it('finds the CPDV beside the project', () => {
    expect(BOOK_FILES.get('Matthew')).toBe('NT-01_Matthew.json');
  });

  it.each(Object.entries(SCRIPTURE))(
    'the client quote %s matches its verses word for word',
    (_name, { reference, text }) => {
      expect(normalise(passage(reference))).toContain(normalise(text));
    },
  );

  it.each(THEMES.flatMap((entry) => entry.passages.map((passage) => [entry.theme, passage.reference, passage.text])))(
    'the offline companion’s %s passage %s matches its verses word for word',
    (_theme, reference, text) => {
      expect(normalise(passage(reference))).toContain(normalise(text));
    },
  );

  it('the quotations in the companions’ words match their verses', () => {
    const quotations = COMPANIONS.flatMap((companion) =>
      [
        companion.description,
        companion.voice,
        companion.prayerGreeting,
        companion.bibleGreeting,
        ...companion.greetings,
        ...companion.prompts,
        companion.placeholder,
      ].flatMap(quotationsIn),
    );
    expect(quotations.length).toBeGreaterThan(0);
    for (const { quote, reference } of quotations) {
      expect({
        reference,
        quote: normalise(quote),
        found: normalise(passage(reference)).includes(normalise(quote)),
      }).toEqual({ reference, quote: normalise(quote), found: true });
    }
  });

  it('the client quotes Scripture only through lib/scripture.ts, so nothing escapes this check', () => {
    const stray = sourceFiles(path.resolve('frontend/src'))
      .filter((file) => !file.endsWith(path.join('lib', 'scripture.ts')))
      .flatMap((file) =>
        quotationsIn(readFileSync(file, 'utf8')).map(
          (found) => `${path.relative(process.cwd(), file)}: ${found.reference}`,
        ),
      );
    expect(stray).toEqual([]);
  });
});
