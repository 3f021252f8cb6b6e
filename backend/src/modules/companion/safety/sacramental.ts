/**
 * The sacramental boundary, checked on every sentence a model writes: the companion is
 * an AI, never a priest. It never absolves, never hears a confession, never claims
 * ordination, whatever it was asked.
 */

const FORBIDDEN: RegExp[] = [
  /\bi absolve (?:you|thee)\b/i,
  /\b(?:your|thy) sins are (?:forgiven|absolved)\b/i,
  /\bi (?:grant|give) you (?:absolution|pardon)\b/i,
  /\bego te absolvo\b/i,
  /\b(?:consider|take) this (?:your|as) (?:confession|absolution)\b/i,
  /\bi (?:am|'m) (?:a|your) (?:ordained )?(?:priest|confessor|bishop|deacon)\b/i,
  /\bi (?:was|have been|am) ordained\b/i,
  /\bi(?: will|'ll| can) hear your confession\b/i,
  /\bthis (?:chat|conversation) (?:is|counts as|can be) (?:a |your )?(?:confession|sacrament)\b/i,
];

export const BOUNDARY_SENTENCE =
  'I am an AI companion, not a priest, so I cannot hear your confession or give absolution; a priest can, in the sacrament of Reconciliation, and God’s mercy is waiting for you there.';

export function crossesBoundary(sentence: string): boolean {
  return FORBIDDEN.some((pattern) => pattern.test(sentence.replace(/[’`]/g, "'")));
}

/**
 * Passes a stream through sentence by sentence: each sentence is held until it is
 * complete, checked, then let through or replaced by the boundary sentence (once).
 */
export async function* guardSacramentalBoundary(source: AsyncIterable<string>): AsyncIterable<string> {
  let held = '';
  let replaced = false;
  const release = (sentence: string): string => {
    if (!crossesBoundary(sentence)) return sentence;
    if (replaced) return '';
    replaced = true;
    return `${BOUNDARY_SENTENCE}${/\s$/.test(sentence) ? sentence.match(/\s+$/)![0] : ' '}`;
  };
  for await (const piece of source) {
    held += piece;
    let end = held.search(/[.!?…](?:["'”’)]*)\s/);
    while (end !== -1) {
      const cut = held.slice(end).search(/\s/) + end;
      const sentence = held.slice(0, cut + 1);
      held = held.slice(cut + 1);
      const out = release(sentence);
      if (out) yield out;
      end = held.search(/[.!?…](?:["'”’)]*)\s/);
    }
  }
  if (held) {
    const out = release(held);
    if (out) yield out;
  }
}
