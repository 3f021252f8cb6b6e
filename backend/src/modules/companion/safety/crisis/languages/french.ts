import type { CrisisLexicon } from '../lexicon.js';
import { word } from '../words.js';

// Patterns read normalised text: lower case, no accents, look-alikes and leetspeak undone.
const w = (source: string) => word(source, 'u');

export const FRENCH: CrisisLexicon = {
  languages: ['fr'],
  signals: {
    intent: [w('je veux mourir|me suicider|me tuer|en finir|me faire du mal')],
  },
  defusers: [],
  safeReplies: [],
};
