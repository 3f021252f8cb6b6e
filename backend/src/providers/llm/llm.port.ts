import type { PersonaKey } from './offline-prayers/prayer-library.js';
import type { Season } from './offline-word/reflect.js';

export type { Season };

export const LLM_PORT = Symbol('LLM_PORT');

export type ResponseStyle = 'default' | 'precise';

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
  | { kind: 'prayer'; intention: string }
  | { kind: 'chat'; text: string; turn: number }
  | { kind: 'reading'; title: string; reference: string; season: Season | null }
  | { kind: 'saint'; name: string; season: Season | null }
  | { kind: 'study'; title: string; reference: string; season: Season | null; profile: StudyProfile };

/** Turns a companion request into words, streamed as they are written. */
export interface LlmPort {
  readonly driver: 'offline' | 'openai';
  stream(request: GenerationRequest, signal?: AbortSignal): AsyncIterable<string>;
  /** Up to three short replies the person might tap next, after `reply` was written. */
  followUps(request: GenerationRequest, reply: string, signal?: AbortSignal): Promise<string[]>;
}
