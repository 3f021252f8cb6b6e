import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { createApp } from './app.factory.js';
import type { AppConfig } from './config/app-config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './database/embedded-postgres.js';

export const EMBEDDED_DATABASE_NAME = 'ask_seek_knock';

export interface RunningServer {
  app: NestExpressApplication;
  /** Stops the app (in-flight requests finish first) and then the embedded database, if we started one. */
  close(): Promise<void>;
}

/** The database the config names, or an embedded one under DATA_DIR, then the app on top of it. */
export async function startServer(config: AppConfig, logger: Logger): Promise<RunningServer> {
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.env.EMBEDDED_PG_PORT,
      database: EMBEDDED_DATABASE_NAME,
      logger: logger.child({ context: 'embedded-postgres' }),
    });
    databaseUrl = embedded.url;
  }
  try {
    const app = await createApp({ config, logger, databaseUrl });
    return {
      app,
      close: async () => {
        await app.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
