import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export { freePort } from '../scripts/lib/free-port.mjs';

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
  const child = spawn(process.execPath, [script], { cwd: root, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
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
