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

export type GenerationTask =
  | { kind: 'prayer'; intention: string; crisis: boolean }
  // `crisis`: the person may be at risk; crisis lines were already given above the reply.
  | { kind: 'chat'; text: string; turn: number; themes: ChatTheme[]; crisis: boolean }
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
