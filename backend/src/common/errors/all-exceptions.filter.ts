import { Catch, Inject, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import { LOGGER, type Logger } from '../logging/logging.module.js';
import { describeError } from './describe-error.js';
import { sendRestError } from './send-rest-error.js';

/**
 * The single place errors become responses: REST gets `{ statusCode, code, message }`,
 * GraphQL gets the code in `extensions.code`.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): unknown {
    if (exception instanceof GraphQLError) return exception;
    const described = describeError(exception);
    if (described.unexpected) this.logger.error({ err: exception }, 'unexpected error');

    if (host.getType<string>() === 'graphql') {
      return new GraphQLError(described.message, {
        extensions: { code: described.code, statusCode: described.status, ...retryAfter(described.headers) },
      });
    }
    const response = host.switchToHttp().getResponse<Response>();
    sendRestError(response, described);
    return undefined;
  }
}

function retryAfter(headers: Record<string, string>): { retryAfter?: number } {
  return headers['Retry-After'] ? { retryAfter: Number(headers['Retry-After']) } : {};
}
