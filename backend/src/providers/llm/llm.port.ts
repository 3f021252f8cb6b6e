export const LLM_PORT = Symbol('LLM_PORT');

/** Turns a companion request into words. Later issues give the port its operations. */
export interface LlmPort {
  readonly driver: 'offline' | 'openai';
}
