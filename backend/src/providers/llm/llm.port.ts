export const LLM_PORT = Symbol('LLM_PORT');

/** The four companions, by key: the one persona type of the whole backend. */
export const PERSONA_KEYS = ['pio', 'therese', 'kim', 'dan'] as const;
export type PersonaKey = (typeof PERSONA_KEYS)[number];

export type ResponseStyle = 'default' | 'precise';

/** The liturgical seasons, as the companion speaks of them. */
export type Season = 'advent' | 'christmas' | 'lent' | 'holy-week' | 'easter' | 'ordinary';

/**
 * What a chat message is about, as the companion recognised it (strongest first):
 * the pastoral memory keeps these, and the offline driver writes from them.
 */
export type ChatTheme =
  | 'confession'
  | 'grief'
  | 'temptation'
  | 'anxiety'
  | 'loneliness'
  | 'doubt'
  | 'suffering'
  | 'discernment'
  | 'family'
  | 'work'
  | 'gratitude'
  | 'prayer'
  | 'learning'
  | 'closeness'
  | 'general';

/**
 * One piece of work for the model, as the companion engine prepares it. A model reads
 * `system` and `messages` (where the person's words sit as data, never as instructions);
 * the offline driver writes from `task`, the same request in structured form.
 */
export interface GenerationRequest {
  system: string;
  messages: { role: 'user' | 'assistant'; content: string }[];
  persona: PersonaKey;
  style: ResponseStyle;
  task: GenerationTask;
}

/** What the profile tells a study of a reading (the shared reflections get none of it). */
export interface StudyProfile {
  name: string | null;
  spiritualGoals: string[];
  lifeStage: string | null;
}

/** An entry of the knowledge base, as a reply is grounded on it (knowledge-entry.ts has the rules). */
export interface GroundingEntry {
  id: string;
  question: string;
  answer: string;
  /** The answer in two or three sentences, for the Precise style. */
  short: string;
  /** Catechism paragraphs: '1030' or '1030-1032'. */
  catechism: string[];
  /** Scripture references in modern numbering: 'Psalm 23:1'. */
  scripture: string[];
  canons: string[];
  usNorms: string | null;
  /** A verse, word for word from the CPDV. */
  quote: { text: string; reference: string } | null;
  prayer: { name: string; text: string } | null;
  /** The questions of related entries, as the person might ask next. */
  related: string[];
}

/**
 * What the knowledge base makes of a chat message: entries that answer it (for a follow-up
 * such as "is that in the Bible?", the previous turn's entry and what was asked of it), a
 * question it cannot answer, a request outside faith and prayer, a greeting or thanks, or
 * something shared rather than asked.
 */
export type Grounding =
  | { kind: 'answer'; entries: GroundingEntry[]; followUp: 'scripture' | 'more' | null }
  // 'boundary': the person asks the companion itself for a sacrament, or whether it is a priest.
  | { kind: 'unknown' | 'off-topic' | 'greeting' | 'thanks' | 'sharing' | 'boundary' };

export type GenerationTask =
  | { kind: 'prayer'; intention: string; crisis: boolean }
  // `crisis`: the person may be at risk; crisis lines were already given above the reply.
  // `earlier`: the companion's replies so far in this conversation, so none of its sentences repeats.
  | {
      kind: 'chat';
      text: string;
      turn: number;
      themes: ChatTheme[];
      crisis: boolean;
      grounding: Grounding;
      earlier: string[];
    }
  | { kind: 'reading'; title: string; reference: string; season: Season | null }
  | { kind: 'saint'; name: string; season: Season | null }
  | { kind: 'study'; title: string; reference: string; season: Season | null; profile: StudyProfile };

/** Turns a companion request into words, streamed as they are written. */
export interface LlmPort {
  readonly driver: 'offline' | 'openai';
  stream(request: GenerationRequest, signal?: AbortSignal): AsyncIterable<string>;
  /** Up to three short replies the person might tap next, after `reply` was written. */
  followUps(request: GenerationRequest, reply: string, signal?: AbortSignal): Promise<string[]>;
  /**
   * A model's second opinion on whether the person may be at risk, from their latest
   * message and the ones before it: true, false, or null when it could not say. Drivers without a model have none; the local recogniser is their whole judgement.
   */
  assessRisk?(request: RiskRequest, signal?: AbortSignal): Promise<boolean | null>;
}

/** A question to the model about risk, prepared by the companion engine like any other request. */
export interface RiskRequest {
  system: string;
  messages: { role: 'user'; content: string }[];
}
