export const SPEECH_PORT = Symbol('SPEECH_PORT');

/** Transcribes recorded audio into text. Later issues give the port its operations. */
export interface SpeechPort {
  readonly driver: 'disabled' | 'openai';
}
