import type { Grounding, GroundingEntry, PersonaKey, ResponseStyle } from '../llm.port.js';
import { ANSWER_VOICES, WHAT_I_CAN_DO } from './answer-voices.js';

export interface AnswerRequest {
  grounding: Grounding;
  text: string;
  persona: PersonaKey;
  style: ResponseStyle;
  turn: number;
  /** The companion's earlier replies in this conversation: none of their sentences is said again. */
  earlier: readonly string[];
}

/**
 * The sources of an entry, in the one form the client makes tappable: 'CCC 1030-1032',
 * Scripture by book, chapter and verse, and canons of the Code of Canon Law.
 */
export function sourcesLine(entry: GroundingEntry): string {
  const sources = [
    ...entry.catechism.map((range) => `CCC ${range}`),
    ...entry.scripture,
    ...entry.canons.map((canon) => `Code of Canon Law, can. ${canon}`),
  ];
  return `Sources: ${sources.join(' · ')}`;
}

// Stable for the same words and turn, and never a sentence the conversation already holds.
function pickerFor(text: string, turn: number, earlier: readonly string[]) {
  let seed = 2166136261 ^ turn;
  for (const char of text) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  const said = earlier.join('\n');
  return (options: readonly string[]): string => {
    const fresh = options.filter((option) => !said.includes(option));
    const from = fresh.length > 0 ? fresh : options;
    return from[(seed >>> 0) % from.length];
  };
}

function prayerBlock(entry: GroundingEntry): string[] {
  if (!entry.prayer) return [];
  return [
    `**${entry.prayer.name}**`,
    entry.prayer.text
      .split('\n')
      .map((line) => `*${line.trim()}*`)
      .join('\n'),
  ];
}

function quoteLine(entry: GroundingEntry): string[] {
  return entry.quote ? [`*“${entry.quote.text.replace(/[.,;:]$/, '')}.”* (${entry.quote.reference})`] : [];
}

/**
 * A reply from the knowledge base: the answer first, then the pastoral word in the
 * companion's voice; or a short greeting, thanks, an honest "I cannot answer that here",
 * or a kind no. Null for a message that shares rather than asks, or that asks the
 * companion for a sacrament: the theme library answers those.
 */
export function composeAnswer({ grounding, text, persona, style, turn, earlier }: AnswerRequest): string | null {
  const voice = ANSWER_VOICES[persona];
  const pick = pickerFor(text, turn, earlier);
  const said = earlier.join('\n');
  // A line said once in the conversation is not said again.
  const once = (line: string): string[] => (said.includes(line) ? [] : [line]);
  switch (grounding.kind) {
    case 'greeting':
      return pick(voice.greetings);
    case 'thanks':
      return pick(voice.thanks);
    case 'unknown':
      return [pick(voice.unknown), ...once('If you can put it another way, I will gladly try again.')].join(' ');
    case 'off-topic':
      return pick(voice.offTopic);
    case 'sharing':
    case 'boundary':
      return null;
    case 'answer':
      break;
  }
  const [entry] = grounding.entries;

  if (grounding.followUp === 'scripture') {
    return [
      `Yes: Scripture speaks of it in ${listed(entry.scripture)}.`,
      ...quoteLine(entry).filter((line) => !said.includes(line)),
      ...once(
        'The Church reads these passages together with her living Tradition, and the Catechism draws them together.',
      ),
      sourcesLine(entry),
    ].join('\n\n');
  }
  if (grounding.followUp === 'more' && said.includes(entry.answer)) {
    // The whole answer was already given: go on to what the base links it with.
    const next = entry.related[0];
    return [
      ...once('That is the heart of it, as the Church teaches it.'),
      ...(entry.usNorms && !said.includes(entry.usNorms) ? [`In the United States: ${entry.usNorms}`] : []),
      ...quoteLine(entry).filter((line) => !said.includes(line)),
      next ? `To go further, a good next question is: *${next}*` : pick(voice.closings),
    ].join('\n\n');
  }

  const gaveAnswer = said.includes(entry.answer);
  const gaveShort = said.includes(entry.short);
  if (gaveShort && (gaveAnswer || style === 'precise')) {
    // Asked again after both forms were given: no third telling, a way on instead.
    const next = entry.related.find((question) => !said.includes(question));
    return [pick(AGAIN), next ? `If it helps to go further, you could ask: *${next}*` : pick(voice.closings)].join(
      '\n\n',
    );
  }
  if (style === 'precise' && grounding.followUp !== 'more') {
    return [`${pick(voice.openings)} ${entry.short}`, ...prayerBlock(entry), sourcesLine(entry)].join('\n\n');
  }
  return [
    gaveAnswer ? `As I said a little earlier, in short: ${entry.short}` : `${pick(voice.openings)} ${entry.answer}`,
    ...(entry.usNorms && !said.includes(entry.usNorms) ? [`In the United States: ${entry.usNorms}`] : []),
    ...quoteLine(entry).filter((line) => !said.includes(line)),
    ...prayerBlock(entry),
    sourcesLine(entry),
    pick(voice.closings),
  ].join('\n\n');
}

// For a question answered twice already in the same conversation.
const AGAIN = [
  'We have been over this one together just above, and the answer there still stands.',
  'That is the question I answered a little earlier in our conversation; scroll up and you will find it whole.',
];

/** Up to three next questions: the answer's related entries, or what the companion can do. */
export function answerFollowUps(grounding: Grounding): string[] {
  if (grounding.kind === 'answer') {
    const [first, second] = grounding.entries;
    return [...new Set([...(second ? [second.question] : []), ...first.related])].slice(0, 3);
  }
  if (grounding.kind === 'unknown' || grounding.kind === 'off-topic' || grounding.kind === 'greeting')
    return WHAT_I_CAN_DO;
  return [];
}

function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
