// `npm test`: everything a change can break, in order: lint, typecheck, build,
// unit + e2e (Jest, real PostgreSQL), browser (Playwright, system Chromium).
// Every step runs even after a failure, so one run reports everything; the last
// line sums all suites as "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function run(label, command, args, env = {}) {
  process.stdout.write(`\n=== ${label} ===\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A check with no test count of its own counts as one test. */
function check(label, command, args) {
  if (run(label, command, args)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Checks that read the sources and write nothing, run side by side (each is one busy
 * process, and these machines have two cores); each one's output is printed whole when
 * all are done, so the log stays readable.
 */
async function checkTogether(checks) {
  const outcomes = await Promise.all(
    checks.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => resolve({ label, ok: status === 0, output }));
        }),
    ),
  );
  for (const { label, ok, output } of outcomes) {
    process.stdout.write(`\n=== ${label} ===\n${output}`);
    if (ok) passed += 1;
    else {
      failed += 1;
      failures.push(label);
    }
  }
}

await checkTogether([
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
]);
check('build', 'npm', ['run', '--silent', 'build']);

const jestReport = path.join(results, 'jest.json');
rmSync(jestReport, { force: true });
const jestOk = run('unit and e2e (Jest)', process.execPath, [
  '--experimental-vm-modules',
  'node_modules/jest/bin/jest.js',
  '--json',
  `--outputFile=${jestReport}`,
]);
const jest = readJson(jestReport);
passed += jest?.numPassedTests ?? 0;
failed += jest?.numFailedTests ?? 0;
if (!jestOk && !(jest?.numFailedTests > 0)) {
  failed += 1;
  failures.push('Jest did not complete');
} else if (!jestOk) failures.push('Jest tests');

const browserReport = path.join(results, 'browser.json');
rmSync(browserReport, { force: true });
const browserOk = existsSync('/usr/bin/chromium')
  ? run('browser (Playwright)', 'npx', ['playwright', 'test', '--config', 'test/browser/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport,
    })
  : (process.stdout.write('\n/usr/bin/chromium is missing: apt-get install -y chromium\n'), false);
const stats = readJson(browserReport)?.stats;
passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
failed += stats?.unexpected ?? 0;
if (!browserOk && !(stats?.unexpected > 0)) {
  failed += 1;
  failures.push('Playwright did not complete');
} else if (!browserOk) failures.push('browser tests');

process.stdout.write(`\n${failures.length ? `Failed: ${failures.join(', ')}` : 'All suites green.'}\n`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
