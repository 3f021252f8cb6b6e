import type { ChatTheme, PersonaKey, ResponseStyle } from '../llm.port.js';
import { CHAT_VOICES, THEME_BY_KEY, type ThemeEntry } from './chat-library.js';

export interface ChatReplyRequest {
  text: string;
  /** What the message is about, strongest first, as the companion recognised it. */
  themes: readonly ChatTheme[];
  persona: PersonaKey;
  style: ResponseStyle;
  /** How many replies the companion has already given in this conversation. */
  turn: number;
}

// Stable for the same words and turn (retries agree), different across messages and turns.
function pickerFor(text: string, turn: number) {
  let seed = 2166136261 ^ turn;
  for (const char of text) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  let step = 0;
  return <T>(options: readonly T[]): T => options[Math.abs((seed >>> 0) + turn + step++) % options.length];
}

const firstSentence = (text: string) => text.match(/^[^.!?]+[.!?]+/)?.[0] ?? text;

function entryFor(themes: readonly ChatTheme[]): ThemeEntry {
  return THEME_BY_KEY.get(themes[0] ?? 'general')!;
}

/**
 * A reply in the companion's voice: welcome, a reflection on the theme, a passage of
 * Scripture cited by reference, one thing to do, and, where the theme has one, a
 * traditional prayer. Precise keeps only what matters most.
 */
export function composeChatReply({ text, themes, persona, style, turn }: ChatReplyRequest): string {
  const entry = entryFor(themes);
  const voice = CHAT_VOICES[persona];
  const pick = pickerFor(text, turn);
  const opening = pick(entry.heavy ? voice.heavyOpenings : voice.lightOpenings);
  const reflection = entry.reflections[(turn + pick([0, 1])) % entry.reflections.length];
  const passage = pick(entry.passages);
  const scripture = `*“${passage.text.replace(/[.,;:]$/, '')}.”* (${passage.reference})`;
  const practice = pick(entry.practices);

  if (style === 'precise') {
    const shortest = [...entry.passages].sort((a, b) => a.text.length - b.text.length)[0];
    return [
      `${opening} ${firstSentence(reflection)}`,
      `*“${shortest.text.replace(/[.,;:]$/, '')}.”* (${shortest.reference})`,
      firstSentence(practice),
    ].join('\n\n');
  }
  const parts = [`${opening} ${reflection}`, `Scripture puts it this way: ${scripture}`, practice];
  // A traditional prayer is offered on the first turn of a theme, not every time.
  if (entry.prayer && turn % 2 === 0)
    parts.push(`If you would like to pray now, here is ${entry.prayer.name}:\n\n*${entry.prayer.text}*`);
  parts.push(pick(voice.closings));
  return parts.join('\n\n');
}

/** Three replies the person may tap next, fitting the theme of what they said. */
export function chatFollowUps(themes: readonly ChatTheme[]): string[] {
  return entryFor(themes).followUps.slice(0, 3);
}
