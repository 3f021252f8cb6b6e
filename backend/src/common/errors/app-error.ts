import type { ErrorCodeValue } from './error-codes.js';

/**
 * The one error type services throw. Its message is written for the person
 * using the app; details stay in `cause` and the log.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCodeValue,
    message: string,
    readonly headers: Record<string, string> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}
