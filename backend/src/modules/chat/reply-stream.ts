import type { Request, Response } from 'express';
import { describeError } from '../../common/errors/describe-error.js';
import { countryFromLanguages } from '../companion/safety/crisis.js';
import type { Logger } from '../../common/logging/logging.module.js';
import type { ChatMessageEntity } from './chat-message.entity.js';
import { toRestMessage } from './chat.model.js';

/** A companion's reply as it is written, and the stored message once it is complete. */
export interface ReplyStream {
  pieces: AsyncIterable<string>;
  /** Resolves once the whole reply is stored; rejects (storing nothing) if writing failed. */
  stored: Promise<ChatMessageEntity>;
}

/**
 * Passes `source` through and stores the reply only when it is complete: a model that
 * fails half-way leaves nothing half-written behind.
 */
export function storeWhenComplete(
  source: AsyncIterable<string>,
  store: (text: string) => Promise<ChatMessageEntity>,
): ReplyStream {
  let resolve!: (message: ChatMessageEntity) => void;
  let reject!: (error: unknown) => void;
  const stored = new Promise<ChatMessageEntity>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  // A caller that only awaits `stored` must not see an unhandled rejection from `pieces`.
  stored.catch(() => undefined);
  async function* pieces(): AsyncIterable<string> {
    let written = '';
    try {
      for await (const piece of source) {
        written += piece;
        yield piece;
      }
      if (!written.trim()) throw new Error('The model answered with nothing.');
      resolve(await store(written.trim()));
    } catch (error) {
      reject(error);
      throw error;
    }
  }
  return { pieces: pieces(), stored };
}

/** Reads the whole reply and answers with the stored message. */
export async function finished(reply: ReplyStream): Promise<ChatMessageEntity> {
  for await (const piece of reply.pieces) void piece;
  return reply.stored;
}

/**
 * Answers a REST door: the stored message as JSON by default, or server-sent events
 * (`token {text}`, then `done` with the message, or `error {code, message}`) when the
 * client accepts `text/event-stream`.
 */
export async function respondWithReply(req: Request, res: Response, reply: ReplyStream, logger: Logger): Promise<void> {
  if (!(req.headers.accept ?? '').includes('text/event-stream')) {
    res.json(toRestMessage(await finished(reply)));
    return;
  }
  res
    .status(200)
    .set({ 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' });
  res.flushHeaders();
  const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  try {
    for await (const piece of reply.pieces) send('token', { text: piece });
    send('done', toRestMessage(await reply.stored));
  } catch (error) {
    // Headers are gone: the failure travels as the stream's last event.
    const described = describeError(error);
    // A person who closed the page is not a failure worth a log line.
    if (described.unexpected && !res.destroyed) logger.error({ err: error }, 'Reply stream failed');
    send('error', { code: described.code, message: described.message });
  }
  res.end();
}

/** What a door knows of the request beyond its body. */
export interface ReplyOptions {
  /** Stops the work when the client goes away. */
  signal?: AbortSignal;
  /** From the request's languages, for crisis lines. */
  country?: string | null;
}

/** The options of a REST door: the work stops when the client goes away. */
export function replyOptions(req: Request, res: Response): ReplyOptions {
  const aborted = new AbortController();
  res.on('close', () => aborted.abort());
  return { signal: aborted.signal, country: countryFromLanguages(req.headers['accept-language']) };
}
