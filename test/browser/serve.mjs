// The server Playwright tests run against: the built client and API on :4173 (or
// BROWSER_TEST_PORT) over a fresh embedded database, wiped at every start.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt, runForwardingSignals } from '../../scripts/lib/ensure-built.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.BROWSER_TEST_PORT ?? '4173';

ensureBuilt(root);
const dataDir = path.join(os.tmpdir(), `ask-seek-knock-browser-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
chmodSync(dataDir, 0o755);

// Tests reach the database to read the mail outbox and to set up states (an onboarded
// user, closed signups) that later issues' screens will create through the UI.
const pgPort = await freePort();
mkdirSync(path.join(root, 'test-results'), { recursive: true });
writeFileSync(
  path.join(root, 'test-results', `browser-server-${port}.json`),
  JSON.stringify({ baseUrl: `http://127.0.0.1:${port}`, dataDir, pgPort, database: 'ask_seek_knock' }),
);

const server = spawn(process.execPath, [path.join(root, 'dist/backend/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: port,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    RATE_LIMITS: process.env.RATE_LIMITS ?? 'off',
    STAFF_EMAILS: process.env.STAFF_EMAILS ?? 'staff@test.example',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    CLIENT_DIR: path.join(root, 'dist/client'),
    SUPPORT_EMAIL: 'support@test.example',
    PRIVACY_EMAIL: 'privacy@test.example',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  },
});
runForwardingSignals(server, () => rmSync(dataDir, { recursive: true, force: true }));
