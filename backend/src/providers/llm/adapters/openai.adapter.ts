import { Injectable } from '@nestjs/common';
import OpenAI from 'openai';
import { AppConfig } from '../../../config/app-config.js';
import { modelUnavailable } from '../llm.errors.js';
import type { GenerationRequest, LlmPort, RiskRequest } from '../llm.port.js';

const TIMEOUT_MS = 60_000;
const FOLLOW_UPS_TIMEOUT_MS = 15_000;
// The engine stops waiting for an opinion long before this; the call itself is bounded too.
const RISK_TIMEOUT_MS = 10_000;

/**
 * Any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp) through the openai SDK:
 * `OPENAI_BASE_URL` and `OPENAI_MODEL` choose it. Retries and time are bounded, and a
 * failure becomes one clear error: nothing half-written is kept by the caller.
 */
@Injectable()
export class OpenAiLlmAdapter implements LlmPort {
  readonly driver = 'openai' as const;
  private readonly client: OpenAI;
  private readonly model: string;

  constructor(config: AppConfig) {
    const { env } = config;
    this.client = new OpenAI({
      apiKey: env.OPENAI_API_KEY ?? 'not-needed-for-local-servers',
      baseURL: env.OPENAI_BASE_URL,
      timeout: TIMEOUT_MS,
      maxRetries: 1,
    });
    this.model = env.OPENAI_MODEL;
  }

  async *stream(request: GenerationRequest, signal?: AbortSignal): AsyncIterable<string> {
    let stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;
    try {
      stream = await this.client.chat.completions.create(
        {
          model: this.model,
          stream: true,
          messages: [{ role: 'system', content: request.system }, ...request.messages],
        },
        { signal },
      );
    } catch (error) {
      throw modelUnavailable(error);
    }
    try {
      for await (const chunk of stream) {
        const piece = chunk.choices[0]?.delta?.content;
        if (piece) yield piece;
      }
    } catch (error) {
      throw modelUnavailable(error);
    }
  }

  /**
   * Asked as structured output, after the reply. Suggestions are a nicety: a model that
   * cannot give them leaves the reply standing, with none.
   */
  async followUps(request: GenerationRequest, reply: string, signal?: AbortSignal): Promise<string[]> {
    if (request.task.kind !== 'chat') return [];
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.model,
          messages: [
            {
              role: 'system',
              content: `${request.system}\n\nNow suggest up to three short replies (each under 60 characters) the person might want to send next, in their voice. Answer only with the JSON asked for.`,
            },
            ...request.messages,
            { role: 'assistant', content: reply },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'follow_ups', strict: true, schema: FOLLOW_UPS_SCHEMA },
          },
        },
        { signal, timeout: FOLLOW_UPS_TIMEOUT_MS, maxRetries: 0 },
      );
      const parsed: unknown = JSON.parse(completion.choices[0]?.message?.content ?? '{}');
      const list = (parsed as { follow_ups?: unknown }).follow_ups;
      return Array.isArray(list)
        ? list
            .filter((item): item is string => typeof item === 'string' && item.trim().length > 0)
            .map((item) => item.trim().slice(0, 120))
            .slice(0, 3)
        : [];
    } catch {
      return [];
    }
  }

  /**
   * The model's second opinion on risk, as structured output. It can only add to what
   * the local recogniser heard, so a model that cannot answer gives no opinion (null).
   */
  async assessRisk(request: RiskRequest, signal?: AbortSignal): Promise<boolean | null> {
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.model,
          messages: [{ role: 'system', content: request.system }, ...request.messages],
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'crisis_risk', strict: true, schema: RISK_SCHEMA },
          },
        },
        { signal, timeout: RISK_TIMEOUT_MS, maxRetries: 0 },
      );
      const parsed: unknown = JSON.parse(completion.choices[0]?.message?.content ?? '{}');
      const atRisk = (parsed as { at_risk?: unknown }).at_risk;
      return typeof atRisk === 'boolean' ? atRisk : null;
    } catch {
      return null;
    }
  }
}

const RISK_SCHEMA = {
  type: 'object',
  properties: {
    at_risk: { type: 'boolean' },
    concern: { type: 'string', enum: ['none', 'suicide', 'self_harm', 'abuse', 'danger_to_others'] },
  },
  required: ['at_risk', 'concern'],
  additionalProperties: false,
} as const;

const FOLLOW_UPS_SCHEMA = {
  type: 'object',
  properties: { follow_ups: { type: 'array', items: { type: 'string' }, maxItems: 3 } },
  required: ['follow_ups'],
  additionalProperties: false,
} as const;
