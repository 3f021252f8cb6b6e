import { currentIdToken, reportRevokedToken } from './identity/session';

// The spec's REST doors (section 7), for the conversation screens: their replies stream
// as server-sent events, which a GraphQL query cannot carry.

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

async function headers(extra: Record<string, string> = {}): Promise<Record<string, string>> {
  const token = await currentIdToken();
  return { ...extra, ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

async function failure(response: Response): Promise<RestError> {
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
  if (body.code === 'TOKEN_REVOKED') reportRevokedToken();
  return new RestError(
    response.status,
    body.code ?? `HTTP_${response.status}`,
    body.message ?? response.statusText,
    retryAfter,
  );
}

export async function restJson<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: await headers(body === undefined ? {} : { 'content-type': 'application/json' }),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new RestError(0, 'NETWORK', 'The server could not be reached.');
  }
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
}

export interface StreamHandlers {
  // Each piece of the reply as it is written.
  onText: (piece: string) => void;
  signal?: AbortSignal;
}

interface ServerEvent {
  event: string;
  data: string;
}

// One SSE block: "event: name" and "data: ..." lines, ended by a blank line.
function parseEvent(block: string): ServerEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  return data.length ? { event, data: data.join('\n') } : null;
}

/**
 * POSTs and reads the reply as server-sent events: `token` events carry `{ text }`, a
 * `done` event carries the stored message, an `error` event `{ code, message }`.
 */
export async function restStream<T>(path: string, body: unknown, { onText, signal }: StreamHandlers): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: await headers({ 'content-type': 'application/json', accept: 'text/event-stream' }),
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new RestError(0, 'NETWORK', 'The server could not be reached.');
  }
  if (!response.ok || !response.body) throw await failure(response);

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value.replace(/\r\n/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const event = parseEvent(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      if (!event) continue;
      const data = JSON.parse(event.data) as Record<string, unknown>;
      if (event.event === 'token' && typeof data.text === 'string') onText(data.text);
      else if (event.event === 'done') return data as T;
      else if (event.event === 'error') {
        throw new RestError(
          502,
          String(data.code ?? 'GENERATION_FAILED'),
          String(data.message ?? 'The reply could not be written.'),
        );
      }
    }
  }
  throw new RestError(502, 'STREAM_ENDED', 'The reply stopped before it was finished.');
}
