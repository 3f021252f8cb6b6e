import type { CrisisLexicon } from '../lexicon.js';
import { word } from '../words.js';

// Patterns read normalised text: lower case, no accents, look-alikes and leetspeak undone.
const w = (source: string) => word(source, 'u');

export const GERMAN: CrisisLexicon = {
  languages: ['de'],
  signals: {
    intent: [w('ich will sterben|mich umbringen|selbstmord|nicht mehr leben|mir etwas antun')],
  },
  defusers: [],
  safeReplies: [],
};
