import type { CrisisLexicon } from '../lexicon.js';
import { word } from '../words.js';

// Patterns read normalised text: lower case, no accents, look-alikes and leetspeak undone.
const w = (source: string) => word(source, 'u');

export const PORTUGUESE: CrisisLexicon = {
  languages: ['pt-BR', 'pt-PT'],
  signals: {
    intent: [w('quero morrer|me matar|nao quero (?:mais )?viver|tirar minha vida|me machucar')],
  },
  defusers: [],
  safeReplies: [],
};
