import type { CrisisLexicon } from '../lexicon.js';
import { word } from '../words.js';

// Patterns read normalised text: lower case, no accents, look-alikes and leetspeak undone.
const w = (source: string) => word(source, 'u');

export const SPANISH: CrisisLexicon = {
  languages: ['es'],
  signals: {
    intent: [w('quiero morir|matarme|suicidarme|no quiero vivir|quitarme la vida|hacerme dano')],
  },
  defusers: [],
  safeReplies: [],
};
