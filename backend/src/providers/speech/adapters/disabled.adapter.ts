import { Injectable } from '@nestjs/common';
import type { SpeechPort } from '../speech.port.js';

@Injectable()
export class DisabledSpeechAdapter implements SpeechPort {
  readonly driver = 'disabled' as const;
}
