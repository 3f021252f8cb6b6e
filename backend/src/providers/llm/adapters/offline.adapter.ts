import { Injectable } from '@nestjs/common';
import type { GenerationRequest, LlmPort } from '../llm.port.js';
import { answerFollowUps, composeAnswer } from '../offline-chat/compose-answer.js';
import { chatFollowUps, composeChatReply } from '../offline-chat/compose-reply.js';
import { composeCrisisReply, CRISIS_FOLLOW_UPS } from '../offline-chat/crisis-mode.js';
import { composePrayer } from '../offline-prayers/compose-prayer.js';
import { reflectOnReading, reflectOnSaint, studyReading } from '../offline-word/reflect.js';

/**
 * Sentences (or lines) and the space after them, so the pieces join back into the exact
 * text. The safety layer releases whole sentences anyway, so smaller pieces would only
 * cost time.
 */
function* pieces(text: string): Generator<string> {
  for (const match of text.matchAll(/[^\n.!?]*(?:[.!?]+[”’"')*_]*|\n|$)\s*/g)) if (match[0]) yield match[0];
}

/** The whole text for a request, from the library that fits its task. */
function write({ task, persona, style }: GenerationRequest): string {
  switch (task.kind) {
    case 'prayer':
      return composePrayer({ intention: task.intention, persona, style });
    case 'chat':
      if (task.crisis) return composeCrisisReply(persona, task.turn);
      // The question is answered from the knowledge base; what is shared rather than asked
      // gets the reflection on its theme.
      return (
        composeAnswer({
          grounding: task.grounding,
          text: task.text,
          persona,
          style,
          turn: task.turn,
          earlier: task.earlier,
        }) ?? composeChatReply({ text: task.text, themes: task.themes, persona, style, turn: task.turn })
      );
    case 'reading':
      return reflectOnReading({ title: task.title, reference: task.reference, season: task.season, persona, style });
    case 'saint':
      return reflectOnSaint({ name: task.name, season: task.season, persona, style });
    case 'study':
      return studyReading({
        title: task.title,
        reference: task.reference,
        season: task.season,
        persona,
        style,
        profile: task.profile,
      });
  }
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
    const text = write(request);
    for (const piece of pieces(text)) {
      // Thrown, not returned: a reply cut short must never look complete and be stored.
      signal?.throwIfAborted();
      yield piece;
    }
  }

  followUps({ task }: GenerationRequest): Promise<string[]> {
    if (task.kind !== 'chat') return Promise.resolve([]);
    if (task.crisis) return Promise.resolve(CRISIS_FOLLOW_UPS);
    if (task.grounding.kind === 'sharing' || task.grounding.kind === 'boundary')
      return Promise.resolve(chatFollowUps(task.themes));
    return Promise.resolve(answerFollowUps(task.grounding));
  }
}
