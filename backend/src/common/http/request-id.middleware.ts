import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { requestContext } from '../logging/request-context.js';

// A caller-supplied id is kept only if it is short and plain, so it cannot inject into logs.
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Gives every request an id (echoed as X-Request-Id) and logs one line when it ends. */
export function requestIdMiddleware(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const offered = req.header('x-request-id');
    const requestId = offered && ACCEPTABLE_ID.test(offered) ? offered : randomUUID();
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    // Read before routing: mounted handlers (such as /graphql) rewrite req.path.
    const requestPath = req.originalUrl.split('?')[0];
    res.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      // The path only: the spec's query strings carry user ids, which stay out of the log.
      const line = {
        requestId,
        method: req.method,
        path: requestPath,
        status: res.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
      };
      if (requestPath.startsWith('/health/')) logger.debug(line, 'request');
      else logger.info(line, 'request');
    });
    requestContext.run({ requestId }, next);
  };
}
