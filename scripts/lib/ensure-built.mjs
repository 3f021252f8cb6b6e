import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Newest modification time of any file under the given paths (0 when none exist). */
function newest(paths) {
  let latest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(target)) if (entry !== 'node_modules') visit(path.join(target, entry));
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return latest;
}

const TARGETS = [
  {
    name: 'server',
    script: 'build:server',
    output: 'dist/backend/main.js',
    inputs: ['backend/src', 'backend/tsconfig.json', 'backend/tsconfig.build.json', 'tsconfig.json'],
  },
  {
    name: 'client',
    script: 'build:client',
    output: 'dist/client/index.html',
    inputs: [
      'frontend/src',
      'frontend/public',
      'frontend/index.html',
      'frontend/vite.config.mts',
      'frontend/tsconfig.json',
    ],
  },
];

/** Builds the server and the client (or just those named) when their output is missing or older than their sources. */
export function ensureBuilt(root, only = ['server', 'client']) {
  for (const target of TARGETS.filter((t) => only.includes(t.name))) {
    const output = path.join(root, target.output);
    const stale =
      !existsSync(output) || newest(target.inputs.map((input) => path.join(root, input))) > statSync(output).mtimeMs;
    if (!stale) continue;
    process.stderr.write(`Building the ${target.name}...\n`);
    const result = spawnSync('npm', ['run', '--silent', target.script], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      process.stderr.write(`Building the ${target.name} failed (npm run ${target.script}).\n`);
      process.exit(result.status ?? 1);
    }
  }
}

/** Runs a child with inherited output, forwarding stop signals, and exits with its code. */
export function runForwardingSignals(child, onExit = () => {}) {
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    onExit();
    process.exit(code ?? (signal ? 1 : 0));
  });
}
