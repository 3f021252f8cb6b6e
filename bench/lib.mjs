import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/lib/free-port.mjs';

export { freePort };

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a node script and measures the time until `probe()` first succeeds. */
export async function startAndTime(script, env, probe, { timeoutMs = 30_000 } = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${script} exited early: ${stderr.trim()}`);
    if (await probe().catch(() => false)) return { child, ms: performance.now() - started, exited };
    await sleep(10);
  }
  child.kill('SIGKILL');
  throw new Error(`${script} gave no answer within ${timeoutMs} ms`);
}

export async function stop({ child, exited }) {
  child.kill('SIGTERM');
  await exited;
}

/** Resident memory of one process, in MB, from /proc. */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

/** Every live descendant of a process (the embedded PostgreSQL's processes, for the server). */
export function descendants(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // the process ended while we looked
    }
  }
  const found = [];
  const walk = (parent) => {
    for (const [child, ppid] of parents) {
      if (ppid !== parent) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

export async function graphqlAnswers(baseUrl) {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ appInfo { version } }' }),
  });
  return res.status === 200 && Boolean((await res.json()).data?.appInfo?.version);
}

/** The value at fraction `p` of an ascending list. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** The built server on its own embedded PostgreSQL and data folder, removed on close. */
export async function startServer(extraEnv) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ask-seek-knock-bench-'));
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const pgPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startAndTime(
    path.join(root, 'dist/backend/main.js'),
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      ...extraEnv,
    },
    async () => (await fetch(`${baseUrl}/health/ready`)).ok,
    { timeoutMs: 60_000 },
  );
  return {
    baseUrl,
    /** The server's own embedded database, for a reference measured beside it. */
    get databaseUrl() {
      const password = encodeURIComponent(readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim());
      return `postgres://postgres:${password}@127.0.0.1:${pgPort}/ask_seek_knock`;
    },
    close: async () => {
      await stop(server);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Open loop: `send(i)` and `baseline(i)` each `rate` times a second for `seconds`, the
 * baseline half an interval later, each on schedule whether or not earlier requests have
 * returned, and each timed from its schedule (so queueing counts). Latencies come back sorted.
 */
export async function openLoop({ rate, seconds, send, baseline }) {
  const measured = [];
  const base = [];
  let errors = 0;
  const pending = [];
  const interval = 1000 / rate;
  const start = performance.now() + 100;
  const timed = async (scheduled, into, request) => {
    const wait = scheduled - performance.now();
    if (wait > 0) await sleep(wait);
    try {
      const res = await request();
      await res.arrayBuffer();
      if (!res.ok) errors += 1;
    } catch {
      errors += 1;
    }
    into.push(performance.now() - scheduled);
  };
  for (let i = 0; i < rate * seconds; i += 1) {
    const at = start + i * interval;
    pending.push(timed(at, measured, () => send(i)));
    pending.push(timed(at + interval / 2, base, () => baseline(i)));
  }
  await Promise.all(pending);
  const summary = (list) => {
    list.sort((a, b) => a - b);
    return { p50: percentile(list, 0.5), p99: percentile(list, 0.99) };
  };
  return { measured: summary(measured), baseline: summary(base), errors };
}
