import type { Logger as PinoLogger } from 'pino';
import type { Logger as TypeOrmLogger } from 'typeorm';

/** TypeORM's messages in our JSON log. Query parameters are never logged: they hold what people wrote. */
export class TypeOrmPinoLogger implements TypeOrmLogger {
  constructor(private readonly logger: PinoLogger) {}

  logQuery(): void {}

  logQueryError(error: string | Error, query: string): void {
    this.logger.warn({ err: error, query }, 'query failed');
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn({ ms: time, query }, 'slow query');
  }

  logSchemaBuild(message: string): void {
    this.logger.debug(message);
  }

  logMigration(message: string): void {
    this.logger.info({ context: 'migrations' }, message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
    else this.logger.debug(String(message));
  }
}
