import 'reflect-metadata';
import { mkdtemp, chmod, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from './common/logging/logger.js';
import { AppConfig } from './config/app-config.js';
import { startServer } from './server.js';

/**
 * `npm run schema`: boots the app once against a throw-away embedded database
 * so the code-first schema is written to backend/schema.gql, then stops.
 */
async function emitSchema(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ask-seek-knock-schema-'));
  await chmod(dataDir, 0o755);
  const config = AppConfig.fromEnvironment({
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: process.env.SCHEMA_DATABASE_URL ?? '',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: process.env.SCHEMA_PG_PORT ?? '54339',
    GRAPHQL_SCHEMA_FILE: path.resolve('backend/schema.gql'),
  });
  const server = await startServer(config, createLogger('warn'));
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
  process.stdout.write(`Wrote ${config.schemaFile}\n`);
}

void emitSchema();
