import { Injectable } from '@nestjs/common';
import type { GenerationRequest, LlmPort } from '../llm.port.js';
import { composePrayer } from '../offline-prayers/compose-prayer.js';

/** Words and the space after them, so the pieces join back into the exact text. */
function* pieces(text: string): Generator<string> {
  for (const match of text.matchAll(/\S+\s*/g)) yield match[0];
}

/**
 * The default companion: deterministic, needs no network and no key, and writes from
 * this product's own library. It streams word by word like a model would, so every
 * screen and test exercises the same path as with the openai driver.
 */
@Injectable()
export class OfflineLlmAdapter implements LlmPort {
  readonly driver = 'offline' as const;

  async *stream(request: GenerationRequest, signal?: AbortSignal): AsyncIterable<string> {
    const text = composePrayer({ intention: request.task.intention, persona: request.persona, style: request.style });
    for (const piece of pieces(text)) {
      if (signal?.aborted) return;
      yield piece;
    }
  }
}
