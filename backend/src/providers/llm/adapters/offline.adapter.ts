import { Injectable } from '@nestjs/common';
import type { GenerationRequest, LlmPort } from '../llm.port.js';
import { chatFollowUps, composeChatReply } from '../offline-chat/compose-reply.js';
import { composePrayer } from '../offline-prayers/compose-prayer.js';

/**
 * Sentences (or lines) and the space after them, so the pieces join back into the exact
 * text. The safety layer releases whole sentences anyway, so smaller pieces would only
 * cost time.
 */
function* pieces(text: string): Generator<string> {
  for (const match of text.matchAll(/[^\n.!?]*(?:[.!?]+[”’"')*_]*|\n|$)\s*/g)) if (match[0]) yield match[0];
}

/**
 * The default companion: deterministic, needs no network and no key, and writes from
 * this product's own library. It streams like a model would, so every
 * screen and test exercises the same path as with the openai driver.
 */
@Injectable()
export class OfflineLlmAdapter implements LlmPort {
  readonly driver = 'offline' as const;

  async *stream(request: GenerationRequest, signal?: AbortSignal): AsyncIterable<string> {
    const { task, persona, style } = request;
    const text =
      task.kind === 'prayer' ? composePrayer({ intention: task.intention, persona, style }) : composeChatReply({ text: task.text, persona, style, turn: task.turn });
    for (const piece of pieces(text)) {
      // Thrown, not returned: a reply cut short must never look complete and be stored.
      signal?.throwIfAborted();
      yield piece;
    }
  }

  followUps(request: GenerationRequest): Promise<string[]> {
    return Promise.resolve(request.task.kind === 'chat' ? chatFollowUps(request.task.text) : []);
  }
}
