import type { CrisisLexicon } from './lexicon.js';
import { ENGLISH } from './languages/english.js';
import { FRENCH } from './languages/french.js';
import { GERMAN } from './languages/german.js';
import { ITALIAN } from './languages/italian.js';
import { POLISH } from './languages/polish.js';
import { PORTUGUESE } from './languages/portuguese.js';
import { SPANISH } from './languages/spanish.js';
import { TAGALOG } from './languages/tagalog.js';
import { VIETNAMESE } from './languages/vietnamese.js';

/** Every language the recogniser reads; a message is read by all of them (no guessing its language). */
export const LEXICONS: CrisisLexicon[] = [
  ENGLISH,
  SPANISH,
  PORTUGUESE,
  ITALIAN,
  FRENCH,
  GERMAN,
  POLISH,
  TAGALOG,
  VIETNAMESE,
];
