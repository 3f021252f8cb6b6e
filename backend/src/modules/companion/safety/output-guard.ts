import { isHarmful, HARM_SENTENCE } from './harm.js';
import { BOUNDARY_SENTENCE, crossesBoundary } from './sacramental.js';

/** Why a model's sentence was stopped. */
export type BlockedKind = 'sacramental' | 'harm';

/** Told of every stopped sentence or follow-up, by kind only: no text is kept. */
export type OnBlocked = (kind: BlockedKind) => void;

/** The check every model-written sentence, follow-up or title passes before anyone sees it. */
export function checkOutput(text: string): BlockedKind | null {
  if (isHarmful(text)) return 'harm';
  if (crossesBoundary(text)) return 'sacramental';
  return null;
}

const REPLACEMENT: Record<BlockedKind, string> = { sacramental: BOUNDARY_SENTENCE, harm: HARM_SENTENCE };

// Where a sentence ends: its closing mark (and quotes or brackets after it), then space.
const SENTENCE_END = /[.!?…](?:["'”’)\]]*)\s/;

/**
 * Passes a model's stream through sentence by sentence: each sentence is held until it
 * is complete (so nothing split across chunks slips through), checked, then let through
 * or replaced by a safe sentence (each kind at most once, so a model that insists does
 * not fill the reply with them).
 */
export async function* guardOutput(
  source: AsyncIterable<string>,
  onBlocked: OnBlocked = () => undefined,
): AsyncIterable<string> {
  let held = '';
  const replaced = new Set<BlockedKind>();
  const release = (sentence: string): string => {
    const blocked = checkOutput(sentence);
    if (!blocked) return sentence;
    onBlocked(blocked);
    if (replaced.has(blocked)) return '';
    replaced.add(blocked);
    return `${REPLACEMENT[blocked]}${/\s$/.test(sentence) ? sentence.match(/\s+$/)![0] : ' '}`;
  };
  for await (const piece of source) {
    held += piece;
    let end = held.search(SENTENCE_END);
    while (end !== -1) {
      const cut = held.slice(end).search(/\s/) + end;
      const sentence = held.slice(0, cut + 1);
      held = held.slice(cut + 1);
      const out = release(sentence);
      if (out) yield out;
      end = held.search(SENTENCE_END);
    }
  }
  if (held) {
    const out = release(held);
    if (out) yield out;
  }
}

/** Follow-up suggestions a person may tap: a stopped one is dropped, not replaced. */
export function safeFollowUps(followUps: string[], onBlocked: OnBlocked = () => undefined): string[] {
  return followUps.filter((followUp) => {
    const blocked = checkOutput(followUp);
    if (blocked) onBlocked(blocked);
    return !blocked;
  });
}
