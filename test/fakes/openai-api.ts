import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible server on loopback (what Ollama, vLLM or
 * llama.cpp expose), reached through OPENAI_BASE_URL so the real `openai` adapter and
 * SDK run unchanged. It speaks what the adapter uses: POST /chat/completions, streamed
 * as `data: {chunk}` server-sent events ending in `data: [DONE]`, or answered whole
 * with JSON when `response_format` asks for structured output; OpenAI's error shape.
 */

export interface ChatCompletionRequest {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
}

export interface FakeOpenAi {
  /** For OPENAI_BASE_URL. */
  url: string;
  requests: { body: ChatCompletionRequest; authorization: string | undefined }[];
  /** What the model writes next, in the pieces it streams them in. */
  reply: string[];
  /** What the model suggests as follow-ups. */
  followUps: string[];
  /** Held before the first streamed piece, as a slow model would. */
  firstTokenDelayMs: number;
  /** The model's opinion when asked whether the writer is at risk (`crisis_risk`). */
  atRisk: boolean;
  /** Held before that opinion is answered. */
  riskDelayMs: number;
  /** The next streamed call (the model writing) fails with this status and OpenAI's error body. */
  failNext(status: number): void;
  close(): Promise<void>;
}

const DEFAULT_REPLY = [
  'Peace be with you. ',
  'God walks with you in this. ',
  'Take one small step today, and tell me how it goes.',
];

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let failure: number | null = null;
  const fake: FakeOpenAi = {
    url: '',
    requests: [],
    reply: [...DEFAULT_REPLY],
    followUps: ['Pray with me', 'Tell me more about that', 'What should I read?'],
    firstTokenDelayMs: 0,
    atRisk: false,
    riskDelayMs: 0,
    failNext(status) {
      failure = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }));
        return;
      }
      const body = JSON.parse(raw) as ChatCompletionRequest;
      fake.requests.push({ body, authorization: req.headers.authorization });
      if (failure !== null && body.stream) {
        const status = failure;
        failure = null;
        res
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'The model is overloaded.', type: 'server_error' } }));
        return;
      }
      const base = {
        id: `chatcmpl-${fake.requests.length}`,
        created: Math.floor(Date.now() / 1000),
        model: body.model,
      };
      if (body.response_format?.type === 'json_schema') {
        const risk = body.response_format.json_schema?.name === 'crisis_risk';
        const content = risk
          ? { at_risk: fake.atRisk, concern: fake.atRisk ? 'suicide' : 'none' }
          : { follow_ups: fake.followUps };
        setTimeout(
          () =>
            res.writeHead(200, { 'content-type': 'application/json' }).end(
              JSON.stringify({
                ...base,
                object: 'chat.completion',
                choices: [
                  { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(content) } },
                ],
              }),
            ),
          risk ? fake.riskDelayMs : 0,
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        res.write(
          `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
        );
      const pieces = [...fake.reply];
      setTimeout(() => {
        chunk({ role: 'assistant', content: '' });
        for (const piece of pieces) chunk({ content: piece });
        chunk({}, 'stop');
        res.end('data: [DONE]\n\n');
      }, fake.firstTokenDelayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
