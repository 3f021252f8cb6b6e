import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { KeyRing, addGeneratedKey } from './common/crypto/key-ring.js';
import { rewrapDataKeys } from './common/crypto/rewrap-data-keys.js';
import { createLogger } from './common/logging/logger.js';
import { AppConfig } from './config/app-config.js';
import { ConfigError } from './config/config.schema.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './database/embedded-postgres.js';
import { EMBEDDED_DATABASE_NAME } from './server.js';

/**
 * `npm run keys:rotate`: re-wraps every data key under the newest key-encryption key,
 * while the app keeps running. With ENCRYPTION_KEYS, put the new key first (keep the old
 * ones after it), roll that out to every instance, then run this; once it reports nothing
 * left under an old key, the old key may go. Without ENCRYPTION_KEYS (development), a new
 * key is added to the key file first.
 */
async function main(): Promise<void> {
  const config = AppConfig.fromEnvironment();
  const logger = createLogger(config.env.LOG_LEVEL === 'info' ? 'warn' : config.env.LOG_LEVEL);
  const ring = config.env.ENCRYPTION_KEYS
    ? new KeyRing(config.env.ENCRYPTION_KEYS)
    : addGeneratedKey(config.dataDir, logger);

  let embedded: EmbeddedDatabase | undefined;
  let url = config.env.DATABASE_URL;
  const client = async (connectionString: string) => {
    const connected = new pg.Client({ connectionString });
    await connected.connect();
    return connected;
  };
  let db: pg.Client;
  if (url) db = await client(url);
  else {
    // The embedded database: the running app's, or started here when the app is stopped.
    const passwordFile = path.join(config.dataDir, 'postgres-password');
    const password = existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : '';
    url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${config.env.EMBEDDED_PG_PORT}/${EMBEDDED_DATABASE_NAME}`;
    try {
      db = await client(url);
    } catch {
      embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.env.EMBEDDED_PG_PORT,
        database: EMBEDDED_DATABASE_NAME,
        logger: logger.child({ context: 'embedded-postgres' }),
      });
      db = await client(embedded.url);
    }
  }
  try {
    const rewrapped = await rewrapDataKeys(async (sql, params) => (await db.query(sql, params)).rows, ring);
    const [{ left }] = (
      await db.query<{ left: string }>('SELECT count(*) AS left FROM data_keys WHERE kek_id <> $1', [ring.current.id])
    ).rows;
    process.stdout.write(
      `Re-wrapped ${rewrapped} data key(s) under "${ring.current.id}"; ${left} left under an older key.\n`,
    );
  } finally {
    await db.end();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error).stack ?? error)}\n`);
  process.exit(1);
});
