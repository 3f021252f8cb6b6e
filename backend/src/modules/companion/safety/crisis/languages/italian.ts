import type { CrisisLexicon } from '../lexicon.js';
import { word } from '../words.js';

// Patterns read normalised text: lower case, no accents, look-alikes and leetspeak undone.
const w = (source: string) => word(source, 'u');

export const ITALIAN: CrisisLexicon = {
  languages: ['it'],
  signals: {
    intent: [w('voglio morire|uccidermi|suicidarmi|non voglio piu vivere|farmi del male')],
  },
  defusers: [],
  safeReplies: [],
};
