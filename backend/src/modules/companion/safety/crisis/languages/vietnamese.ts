import type { CrisisLexicon } from '../lexicon.js';
import { word } from '../words.js';

// Patterns read normalised text: lower case, no accents, look-alikes and leetspeak undone.
const w = (source: string) => word(source, 'u');

export const VIETNAMESE: CrisisLexicon = {
  languages: ['vi'],
  signals: {
    intent: [w('muon chet|tu tu')],
  },
  defusers: [],
  safeReplies: [],
};
