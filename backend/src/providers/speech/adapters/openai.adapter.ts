import { Injectable } from '@nestjs/common';
import type { SpeechPort } from '../speech.port.js';

@Injectable()
export class OpenAiSpeechAdapter implements SpeechPort {
  readonly driver = 'openai' as const;
}
