import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LEGAL_VERSION } from '../../backend/src/modules/profile/legal-version.js';
import { freePort } from './support/free-port.js';
import { embeddedDatabaseClient, spawnServer, waitForReady, type ServerProcess } from './support/server-process.js';

const run = promisify(execFile);

/** Every file under a folder, recursively. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(folder, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve(entry.isFile() ? [full] : []);
    }),
  );
  return nested.flat();
}

/** The files under `folder` whose bytes hold `phrase`. */
async function filesHolding(folder: string, phrase: string): Promise<string[]> {
  const needle = Buffer.from(phrase, 'utf8');
  const found: string[] = [];
  for (const file of await filesUnder(folder)) {
    const bytes = await readFile(file).catch(() => Buffer.alloc(0));
    if (bytes.includes(needle)) found.push(path.relative(folder, file));
  }
  return found;
}

/**
 * The privacy page's promise, as a person's words would meet it: what is said in Ask and in
 * Knock is nowhere readable in the embedded database's files (tables and write-ahead log
 * alike) nor in the log, and rotating the key-encryption key leaves every message readable.
 */
describe('what people confide, at rest', () => {
  // A phrase no template, library or log line could hold by chance.
  const CANARY = `quillwort-${Date.now().toString(36)}-ember`;
  let dataDir: string;
  let env: Record<string, string>;
  let baseUrl: string;
  let server: ServerProcess;
  let idToken: string;
  let email: string;

  const api = async (method: string, route: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };

  const database = () => embeddedDatabaseClient(dataDir, env.EMBEDDED_PG_PORT!);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ask-seek-knock-at-rest-'));
    await chmod(dataDir, 0o755);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      // The most the log ever says: the promise must hold even at debug.
      LOG_LEVEL: 'debug',
      RATE_LIMITS: 'off',
    };
    server = spawnServer(env);
    await waitForReady(baseUrl);

    email = `canary-${Date.now().toString(36)}@test.example`;
    const identity = await api('POST', '/identity/sign-up', { email, password: 'Quiet-Chapel-7' });
    expect(identity.status).toBe(201);
    idToken = identity.body.idToken as string;
    const profile = await api('POST', '/auth/signup', {
      id_token: idToken,
      consent: { terms_and_privacy: true, religious_data: true, version: LEGAL_VERSION },
    });
    expect(profile.status).toBe(200);
  }, 90_000);

  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('generates a key file beside the data, readable by its owner alone, and says so in the log', async () => {
    const file = path.join(dataDir, 'encryption-keys');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(server.output()).toContain('No ENCRYPTION_KEYS set: generated a development key file');
    expect(server.output()).not.toContain(await readFile(file, 'utf8').then((line) => line.split(':')[1]!.trim()));
  });

  it('keeps the identity signing private key sealed too', async () => {
    const client = await database();
    const { rows } = await client.query<{ private_jwk: Record<string, unknown> }>(
      'SELECT private_jwk FROM signing_keys',
    );
    await client.end();
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!.private_jwk)).toEqual(['sealed']);
    expect(rows[0]!.private_jwk.sealed).toMatch(/^e1:\d+:/);
  });

  it('keeps a phrase said in Ask and in Knock out of every database file, WAL included, and out of the log', async () => {
    const chat = await api('POST', '/api/chat/session', { topic: 'chat' });
    const asked = await api('POST', '/api/chat/message', {
      chat_session_id: chat.body.id,
      text: `Please remember ${CANARY} when you pray for my family`,
    });
    expect(asked.status).toBe(200);
    const prayer = await api('POST', '/api/chat/session', { topic: 'prayer' });
    const prayed = await api('POST', '/api/prayer/message', {
      chat_session_id: prayer.body.id,
      sender: 'user',
      text: `For ${CANARY}, and for peace in our home`,
    });
    expect(prayed.status).toBe(200);

    // Everything written so far reaches the files: the WAL is flushed and the tables too.
    const client = await database();
    await client.query('CHECKPOINT');
    await client.query('SELECT pg_switch_wal()');
    await client.end();

    const postgresFiles = path.join(dataDir, 'postgres');
    expect(await filesHolding(postgresFiles, CANARY)).toEqual([]);
    expect(server.output()).not.toContain(CANARY);
    // The scan would see plain text if there were any: the address is stored as it is.
    expect((await filesHolding(postgresFiles, email)).length).toBeGreaterThan(0);

    // And the person reads their words back as they wrote them.
    const history = await api('GET', `/api/chat/session/${String(chat.body.id)}`);
    expect(JSON.stringify(history.body)).toContain(`Please remember ${CANARY}`);
  }, 60_000);

  it('npm run keys:rotate re-wraps every data key under a new key while the app runs, and every message stays readable', async () => {
    const chat = await api('POST', '/api/chat/session', { topic: 'chat' });
    await api('POST', '/api/chat/message', { chat_session_id: chat.body.id, text: `Still here: ${CANARY}` });
    const client = await database();
    const before = (await client.query<{ kek_id: string }>('SELECT DISTINCT kek_id FROM data_keys')).rows;
    expect(before).toHaveLength(1);

    const { stdout } = await run(process.execPath, [path.resolve('dist/backend/rotate-keys.js')], {
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    // The person's data key and the signing key's.
    expect(stdout).toMatch(/^Re-wrapped 2 data key\(s\) under "k[0-9a-z]+"; 0 left under an older key\.$/m);
    const after = (await client.query<{ kek_id: string }>('SELECT DISTINCT kek_id FROM data_keys')).rows;
    await client.end();
    expect(after).toHaveLength(1);
    expect(after[0]!.kek_id).not.toBe(before[0]!.kek_id);
    // The key file holds the new key first and the old one after it.
    const ids = (await readFile(path.join(dataDir, 'encryption-keys'), 'utf8'))
      .trim()
      .split(',')
      .map((pair) => pair.split(':')[0]);
    expect(ids).toEqual([after[0]!.kek_id, before[0]!.kek_id]);

    // The running app still reads everything (its data keys never changed)...
    const history = await api('GET', `/api/chat/session/${String(chat.body.id)}`);
    expect(JSON.stringify(history.body)).toContain(`Still here: ${CANARY}`);
    // ...and so does a fresh start, which reads the data keys through the new key.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    server = spawnServer(env);
    await waitForReady(baseUrl);
    const reread = await api('GET', `/api/chat/session/${String(chat.body.id)}`);
    expect(JSON.stringify(reread.body)).toContain(`Still here: ${CANARY}`);
  }, 90_000);
});
