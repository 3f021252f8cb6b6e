// Start-up to the first answered GraphQL query on a warm embedded database, and idle
// memory, each next to a bare Node HTTP server measured in the same run.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { descendants, freePort, graphqlAnswers, median, root, rssMb, sleep, startAndTime, stop } from './lib.mjs';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);

export async function startupBench() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ask-seek-knock-bench-'));
  await chmod(dataDir, 0o755);
  const main = path.join(root, 'dist/backend/main.js');
  const bare = path.join(root, 'bench/fixtures/bare-server.mjs');
  const serverEnv = async () => {
    const port = await freePort();
    return {
      port,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(await freePort()),
        LOG_LEVEL: 'warn',
      },
    };
  };

  try {
    // First start initialises the cluster; the runs that count start warm.
    {
      const { port, env } = await serverEnv();
      await stop(
        await startAndTime(main, env, () => graphqlAnswers(`http://127.0.0.1:${port}`), { timeoutMs: 60_000 }),
      );
    }
    const appTimes = [];
    const bareTimes = [];
    let memory;
    for (let run = 0; run < RUNS; run += 1) {
      // Interleaved, so both feel the same neighbours on this shared machine.
      const bareRun = await (async () => {
        const port = await freePort();
        return startAndTime(bare, { PORT: String(port) }, () => graphqlAnswers(`http://127.0.0.1:${port}`));
      })();
      bareTimes.push(bareRun.ms);

      const { port, env } = await serverEnv();
      const appRun = await startAndTime(main, env, () => graphqlAnswers(`http://127.0.0.1:${port}`));
      appTimes.push(appRun.ms);
      if (run === RUNS - 1) {
        for (let i = 0; i < 20; i += 1) await graphqlAnswers(`http://127.0.0.1:${port}`);
        await sleep(2000);
        const postgres = descendants(appRun.child.pid).reduce((sum, pid) => sum + rssMb(pid), 0);
        memory = { server: rssMb(appRun.child.pid), postgres, bare: rssMb(bareRun.child.pid) };
      }
      await stop(appRun);
      await stop(bareRun);
    }
    const first = median(appTimes);
    const base = median(bareTimes);
    return [
      {
        name: 'start to first GraphQL answer (warm embedded PostgreSQL)',
        value: `${(first / 1000).toFixed(2)} s`,
        baseline: `bare Node server ${(base / 1000).toFixed(2)} s`,
        ratio: first / base,
        budget: 'at most 4 s',
        ok: first <= 4000,
      },
      {
        name: 'idle server RSS (PostgreSQL apart)',
        value: `${memory.server.toFixed(0)} MB (+ PostgreSQL ${memory.postgres.toFixed(0)} MB)`,
        baseline: `bare Node server ${memory.bare.toFixed(0)} MB`,
        ratio: memory.server / memory.bare,
        budget: 'at most 200 MB',
        ok: memory.server <= 200,
      },
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
