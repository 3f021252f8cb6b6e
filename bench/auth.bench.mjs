// argon2id: the cost of one hash with our parameters (budget 50-250 ms), next to the OWASP
// minimum measured in the same run; and sign-in throughput under 20 concurrent clients,
// next to /health/live under the same load.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import argon2 from 'argon2';
import { freePort, median, root, startAndTime, stop } from './lib.mjs';

const CLIENTS = 20;
const SECONDS = Number(process.env.BENCH_SIGN_IN_SECONDS ?? 10);

async function hashMs(options, runs = 9) {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await argon2.hash('Kyrie Eleison 7', options);
    times.push(performance.now() - started);
  }
  return median(times);
}

/** Closed loop on purpose: this reports capacity under 20 clients, not latency at a set rate. */
async function load(url, init) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const res = await fetch(url, init).catch(() => undefined);
        if (res?.ok) await res.arrayBuffer();
        else errors += 1;
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / SECONDS,
    p50: latencies[Math.floor(latencies.length * 0.5)],
    p99: latencies[Math.floor(latencies.length * 0.99)],
    errors,
  };
}

export async function authBench() {
  const { ARGON2_OPTIONS } = await import(path.join(root, 'dist/backend/providers/identity/local/password-hasher.js'));
  const ours = await hashMs(ARGON2_OPTIONS);
  const owaspMinimum = await hashMs({ type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ask-seek-knock-bench-auth-'));
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startAndTime(
    path.join(root, 'dist/backend/main.js'),
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
    },
    async () => (await fetch(`${baseUrl}/health/ready`)).ok,
    { timeoutMs: 60_000 },
  );
  try {
    const credentials = JSON.stringify({ email: 'bench@test.example', password: 'Kyrie Eleison 7' });
    const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: credentials };
    if ((await fetch(`${baseUrl}/identity/sign-up`, post)).status !== 201)
      throw new Error('could not create the bench account');
    const health = await load(`${baseUrl}/health/live`);
    const signIn = await load(`${baseUrl}/identity/sign-in`, post);
    return [
      {
        name: `argon2id hash (m=${ARGON2_OPTIONS.memoryCost} KiB, t=${ARGON2_OPTIONS.timeCost}, p=${ARGON2_OPTIONS.parallelism}), median of 9`,
        value: `${ours.toFixed(0)} ms`,
        baseline: `OWASP minimum (19 MiB, t=2) ${owaspMinimum.toFixed(0)} ms`,
        ratio: ours / owaspMinimum,
        budget: '50 to 250 ms',
        ok: ours >= 50 && ours <= 250,
      },
      {
        name: `sign-in under ${CLIENTS} concurrent clients for ${SECONDS} s (closed loop)`,
        value: `${signIn.perSecond.toFixed(1)} sign-ins/s, p50 ${signIn.p50.toFixed(0)} ms, p99 ${signIn.p99.toFixed(0)} ms, ${signIn.errors} errors`,
        baseline: `/health/live ${health.perSecond.toFixed(0)} req/s, p50 ${health.p50.toFixed(1)} ms`,
        ratio: signIn.perSecond / health.perSecond,
        budget: 'reported (no errors)',
        ok: signIn.errors === 0,
      },
    ];
  } finally {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}
