import express, { type NextFunction, type Request, type Response } from 'express';
import { describeError } from '../errors/describe-error.js';
import { sendRestError } from '../errors/send-rest-error.js';

/**
 * JSON bodies with a size limit. Parser failures are answered here, in our
 * error shape, because they happen before Nest's filters can see the request.
 */
export function jsonBody(limit: string) {
  const parse = express.json({ limit });
  return (req: Request, res: Response, next: NextFunction): void => {
    parse(req, res, (error?: unknown) => {
      if (error) sendRestError(res, describeError(error));
      else next();
    });
  };
}
