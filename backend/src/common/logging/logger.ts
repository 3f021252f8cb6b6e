import type { LoggerService } from '@nestjs/common';
import { pino, type Logger, type LevelWithSilent } from 'pino';
import { currentRequestId } from './request-context.js';

/** One JSON line per event on stdout; the request id joins every line written inside a request. */
export function createLogger(level: LevelWithSilent, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level,
      base: { service: 'server' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      // Tokens and cookies never reach the log, even if someone logs a request object.
      redact: {
        paths: [
          '*.authorization',
          '*.cookie',
          '*.password',
          '*.token',
          '*.idToken',
          '*.id_token',
          'headers.authorization',
          'headers.cookie',
        ],
        censor: '[redacted]',
      },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

/** Lets Nest's own messages (module init, route mapping) go through the same JSON logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  // Nest's routine boot messages (modules loaded, routes mapped) are detail, not news.
  log(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }

  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }

  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }

  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }

  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
