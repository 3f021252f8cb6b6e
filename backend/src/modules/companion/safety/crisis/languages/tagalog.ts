import type { CrisisLexicon } from '../lexicon.js';
import { word } from '../words.js';

// Patterns read normalised text: lower case, no accents, look-alikes and leetspeak undone.
const w = (source: string) => word(source, 'u');

export const TAGALOG: CrisisLexicon = {
  languages: ['tl'],
  signals: {
    intent: [w('gusto ko nang mamatay|magpakamatay')],
  },
  defusers: [],
  safeReplies: [],
};
