import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MIGRATIONS } from '../../backend/src/database/migrations/index.js';
import { freePort } from './support/free-port.js';
import { embeddedDatabaseClient, spawnServer, waitForReady } from './support/server-process.js';

describe('the server process', () => {
  it.each([
    ['PORT', 'abc', /^Invalid configuration: PORT must be a whole number from 1 to 65535 \(got "abc"\)$/],
    [
      'LLM_DRIVER',
      'nonsense',
      /^Invalid configuration: LLM_DRIVER must be one of: offline, openai \(got "nonsense"\)$/,
    ],
    ['MAIL_DRIVER', 'pigeon', /^Invalid configuration: MAIL_DRIVER must be one of: log, smtp \(got "pigeon"\)$/],
  ])('exits non-zero with one clear line when %s=%s', async (variable, value, expected) => {
    const server = spawnServer({ [variable]: value });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(expected);
  });

  it('refuses development-only drivers in production, naming each problem on one line', async () => {
    const server = spawnServer({
      NODE_ENV: 'production',
      ENCRYPTION_KEYS: 'k1:BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=',
      PAYMENTS_DRIVER: 'sandbox',
      PUBLIC_URL: 'https://app.test',
      SUPPORT_EMAIL: 'a@b.test',
      PRIVACY_EMAIL: 'c@d.test',
    });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      'Invalid configuration: PAYMENTS_DRIVER=sandbox is for development only and is refused in production',
    );
  });

  it('never echoes a secret in a configuration error', async () => {
    const server = spawnServer({ DATABASE_URL: 'mysql://user:hunter2@db/x' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('DATABASE_URL must be a postgres:// or postgresql:// connection URL');
    expect(server.output()).not.toContain('hunter2');
  });

  describe('on the embedded database', () => {
    let dataDir: string;
    let env: Record<string, string>;
    let baseUrl: string;

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'ask-seek-knock-process-'));
      await chmod(dataDir, 0o755);
      const port = await freePort();
      baseUrl = `http://127.0.0.1:${port}`;
      env = {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(await freePort()),
        LOG_LEVEL: 'info',
        SHUTDOWN_DRAIN_MS: '1500',
      };
    });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));

    const databaseClient = () => embeddedDatabaseClient(dataDir, env.EMBEDDED_PG_PORT!);

    it('starts its own PostgreSQL, drains on SIGTERM (ready 503, requests still answered) and exits 0', async () => {
      const server = spawnServer(env);
      await waitForReady(baseUrl);

      const client = await databaseClient();
      await client.query('CREATE TABLE keepsake (word text)');
      await client.query("INSERT INTO keepsake VALUES ('amen')");
      await client.end();

      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ready = await fetch(`${baseUrl}/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ code: 'SHUTTING_DOWN' });
      const inFlight = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ appInfo { version } }' }),
      });
      expect(inFlight.status).toBe(200);

      expect(await server.exited).toBe(0);
      const logLines = server
        .output()
        .trim()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(logLines.some((line) => line.msg === 'shutdown complete')).toBe(true);
      const requestLine = logLines.find((line) => line.msg === 'request' && line.path === '/graphql');
      expect(requestLine).toMatchObject({ method: 'POST', status: 200, requestId: expect.any(String) });
    }, 60_000);

    it('keeps the data across a restart and does not run migrations twice', async () => {
      const server = spawnServer(env);
      await waitForReady(baseUrl);
      const client = await databaseClient();
      const kept = await client.query('SELECT word FROM keepsake');
      const migrations = await client.query('SELECT name FROM migrations');
      await client.end();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      expect(kept.rows).toEqual([{ word: 'amen' }]);
      expect(migrations.rows.map((row: { name: string }) => row.name)).toEqual(
        MIGRATIONS.map((migration) => migration.name),
      );
    }, 60_000);
  });
});
