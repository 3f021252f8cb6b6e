import { HttpException } from '@nestjs/common';
import { AppError } from './app-error.js';
import { DEFAULT_MESSAGES, ErrorCode } from './error-codes.js';

export interface DescribedError {
  status: number;
  code: string;
  message: string;
  headers: Record<string, string>;
  /** True when the error was not ours to expect: it is logged with its stack. */
  unexpected: boolean;
}

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

function isHttpLike(error: unknown): error is Error & HttpLikeError {
  return (
    error instanceof Error &&
    (typeof (error as HttpLikeError).status === 'number' || typeof (error as HttpLikeError).statusCode === 'number')
  );
}

/** Turns anything thrown into the one shape clients see. Never leaks internals. */
export function describeError(error: unknown): DescribedError {
  if (error instanceof AppError) {
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      headers: error.headers,
      unexpected: false,
    };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const fallback = DEFAULT_MESSAGES[status] ?? DEFAULT_MESSAGES[status >= 500 ? 500 : 400];
    // Nest's router answers unknown paths with a NotFoundException of its own.
    const isUnknownRoute = status === 404 && /^Cannot [A-Z]+ /.test(error.message);
    return {
      status,
      code: isUnknownRoute ? ErrorCode.RouteNotFound : fallback.code,
      message: isUnknownRoute ? 'There is nothing at this address.' : fallback.message,
      headers: {},
      unexpected: status >= 500,
    };
  }
  if (isHttpLike(error)) {
    // body-parser and other connect-style middleware errors.
    const status = error.status ?? error.statusCode ?? 500;
    if (error.type === 'entity.parse.failed') {
      return {
        status: 400,
        code: ErrorCode.MalformedJson,
        message: 'The request body is not valid JSON.',
        headers: {},
        unexpected: false,
      };
    }
    if (error.type === 'entity.too.large') {
      return { status: 413, ...DEFAULT_MESSAGES[413], headers: {}, unexpected: false };
    }
    if (status >= 400 && status < 500) {
      const fallback = DEFAULT_MESSAGES[status] ?? DEFAULT_MESSAGES[400];
      return { status, code: fallback.code, message: fallback.message, headers: {}, unexpected: false };
    }
  }
  return { status: 500, ...DEFAULT_MESSAGES[500], headers: {}, unexpected: true };
}
