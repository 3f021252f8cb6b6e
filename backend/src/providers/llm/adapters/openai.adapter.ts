import { Injectable } from '@nestjs/common';
import type { LlmPort } from '../llm.port.js';

@Injectable()
export class OpenAiLlmAdapter implements LlmPort {
  readonly driver = 'openai' as const;
}
