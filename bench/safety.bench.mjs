// The safety checks' own cost, in this process, on the built server code:
// - the crisis recogniser per message (with its conversation), p99 at most 1 ms; beside it,
//   normalising the same message alone, the floor any recogniser pays;
// - the output checks per model sentence, which is what they add before a sentence (and so
//   the first token) is released, p95 at most 5 ms; beside it, passing the same sentence
//   through an async generator that checks nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_SAFETY_ROUNDS ?? 20);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

function timeEach(items, run) {
  const times = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const item of items) {
      const started = performance.now();
      run(item);
      times.push(performance.now() - started);
    }
  }
  return times;
}

export async function safetyBench() {
  const dist = (file) => import(pathToFileURL(path.join(root, 'dist/backend/modules/companion/safety', file)).href);
  const { readCrisis } = await dist('crisis/recogniser.js');
  const { normalisedForms } = await dist('normalise.js');
  const { checkOutput } = await dist('output-guard.js');
  const { composeChatReply } = await import(
    pathToFileURL(path.join(root, 'dist/backend/providers/llm/offline-chat/compose-reply.js')).href
  );

  // The development half of the corpus: what people write, short and long, with context.
  const entries = JSON.parse(readFileSync(path.join(root, 'test/safety/corpus/dev.json'), 'utf8')).entries;
  // A running server has read many messages: one pass first loads the English model and
  // lets V8 compile every pattern, costs each process pays once (about a second), not per message.
  for (const entry of entries) readCrisis(entry.text, entry.earlier ?? []);
  const recognised = timeEach(entries, (entry) => readCrisis(entry.text, entry.earlier ?? []));
  const normalised = timeEach(entries, (entry) => normalisedForms(entry.text));

  const sentences = ['grief', 'doubt', 'prayer', 'general', 'confession', 'anxiety'].flatMap((theme) =>
    composeChatReply({ text: 'x', themes: [theme], persona: 'pio', style: 'default', turn: 0 }).split(/(?<=[.!?])\s+/),
  );
  const checked = timeEach(sentences, (sentence) => checkOutput(sentence));
  const passed = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const sentence of sentences) {
      const started = performance.now();
      const source = (async function* () {
        yield sentence;
      })();
      for await (const piece of source) void piece;
      passed.push(performance.now() - started);
    }
  }

  const p99 = percentile(recognised, 99);
  const p95 = percentile(checked, 95);
  return [
    {
      name: `crisis recogniser per message with its conversation, after one warm-up pass (${entries.length} development-corpus messages x ${ROUNDS})`,
      value: `p50 ${percentile(recognised, 50).toFixed(3)} ms, p99 ${p99.toFixed(3)} ms`,
      baseline: `normalising alone p99 ${percentile(normalised, 99).toFixed(3)} ms`,
      ratio: p99 / percentile(normalised, 99),
      budget: 'p99 at most 1 ms',
      ok: p99 <= 1,
    },
    {
      name: `output checks per model sentence, added before it is released (${sentences.length} sentences x ${ROUNDS})`,
      value: `p50 ${percentile(checked, 50).toFixed(3)} ms, p95 ${p95.toFixed(3)} ms`,
      baseline: `an unchecked async pass p95 ${percentile(passed, 95).toFixed(3)} ms`,
      ratio: p95 / percentile(passed, 95),
      budget: 'p95 at most 5 ms',
      ok: p95 <= 5,
    },
  ];
}
