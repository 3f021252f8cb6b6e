import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { MIGRATIONS } from './migrations/index.js';
import { TypeOrmPinoLogger } from './typeorm-logger.js';

/**
 * PostgreSQL through TypeORM. The schema changes only by migration, run at
 * boot; `synchronize` stays off so no entity edit can silently alter data.
 */
@Module({})
export class DatabaseModule {
  static forRoot(url: string, logger: Logger): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url,
          uuidExtension: 'pgcrypto',
          installExtensions: false,
          autoLoadEntities: true,
          synchronize: false,
          migrations: MIGRATIONS,
          migrationsRun: true,
          migrationsTransactionMode: 'each',
          logger: new TypeOrmPinoLogger(logger.child({ context: 'typeorm' })),
          maxQueryExecutionTime: 1000,
          retryAttempts: 2,
          retryDelay: 500,
          extra: { max: 10, application_name: 'ask-seek-knock' },
        }),
      ],
    };
  }
}
