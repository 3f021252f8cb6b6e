// `npm run bench`: each benchmark next to a baseline measured in the same run, with its budget.
// Exits 1 when a budget is missed. Performance here is compared only within one run: these
// machines share their cores, so absolute numbers drift from run to run.
import { ensureBuilt } from '../scripts/lib/ensure-built.mjs';
import { authBench } from './auth.bench.mjs';
import { bundleSizeBench } from './bundle-size.bench.mjs';
import { chatBench } from './chat.bench.mjs';
import { encryptionBench } from './encryption.bench.mjs';
import { knowledgeBench } from './knowledge.bench.mjs';
import { root } from './lib.mjs';
import { liturgyBench } from './liturgy.bench.mjs';
import { safetyBench } from './safety.bench.mjs';
import { startupBench } from './startup.bench.mjs';

ensureBuilt(root);
const benches = {
  startup: startupBench,
  'bundle-size': bundleSizeBench,
  auth: authBench,
  chat: chatBench,
  liturgy: liturgyBench,
  safety: safetyBench,
  knowledge: knowledgeBench,
  encryption: encryptionBench,
};
const only = process.argv.slice(2);
const rows = [];
for (const [name, bench] of Object.entries(benches)) {
  if (only.length && !only.includes(name)) continue;
  process.stderr.write(`running ${name}...\n`);
  rows.push(...(await bench()));
}

for (const row of rows) {
  process.stdout.write(
    `${row.info ? 'INFO' : row.ok ? 'PASS' : 'FAIL'}  ${row.name}\n      ${row.value}   vs ${row.baseline}   ratio ${row.ratio.toFixed(2)}   budget: ${row.budget}\n`,
  );
}
const budgeted = rows.filter((row) => !row.info);
const missed = budgeted.filter((row) => !row.ok).length;
process.stdout.write(`\n${budgeted.length - missed} within budget, ${missed} over budget\n`);
process.exit(missed ? 1 : 0);
