import type { CrisisLexicon } from '../lexicon.js';
import { word } from '../words.js';

// Patterns read normalised text: lower case, no accents, look-alikes and leetspeak undone.
const w = (source: string) => word(source, 'u');

export const POLISH: CrisisLexicon = {
  languages: ['pl'],
  signals: {
    intent: [w('chce umrzec|zabic sie|sie zabic|nie chce zyc')],
  },
  defusers: [],
  safeReplies: [],
};
