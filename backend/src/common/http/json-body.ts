import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { describeError } from '../errors/describe-error.js';
import { sendRestError } from '../errors/send-rest-error.js';

/**
 * Wraps a body parser so its failures (bad JSON, too large) are answered here,
 * in our error shape: they happen before Nest's filters can see the request.
 */
export function answeringParseErrors(parse: RequestHandler) {
  return (req: Request, res: Response, next: NextFunction): void => {
    void parse(req, res, (error?: unknown) => {
      if (error) sendRestError(res, describeError(error));
      else next();
    });
  };
}

/** JSON bodies with a size limit. */
export function jsonBody(limit: string) {
  return answeringParseErrors(express.json({ limit }));
}
