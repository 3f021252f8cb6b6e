import { Injectable } from '@nestjs/common';
import type { LlmPort } from '../llm.port.js';

@Injectable()
export class OfflineLlmAdapter implements LlmPort {
  readonly driver = 'offline' as const;
}
