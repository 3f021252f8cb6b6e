// What answering from the knowledge base adds per message on the offline driver, in this
// process, on the built server code: understanding the message (search and follow-up
// reading) and composing the answer, p99 at most 2 ms. Beside it, the theme reflection
// the offline companion wrote before, for the same messages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_KNOWLEDGE_ROUNDS ?? 10);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

export async function knowledgeBench() {
  const load = (file) => import(pathToFileURL(path.join(root, 'dist/backend', file)).href);
  const { groundingFor } = await load('modules/companion/grounding.js');
  const { composeAnswer } = await load('providers/llm/offline-chat/compose-answer.js');
  const { composeChatReply } = await load('providers/llm/offline-chat/compose-reply.js');

  // The development questions and off-topic requests: what people ask, short and long.
  const dev = JSON.parse(readFileSync(path.join(root, 'test/knowledge/dev.json'), 'utf8'));
  const messages = [...dev.questions.map((question) => question.text), ...dev.offTopic];
  // The index is built on first use, once per process, and one pass lets V8 compile the
  // search's paths: costs a server pays once, not per message.
  for (const text of messages) groundingFor(text, null);

  const answered = [];
  const reflected = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, text] of messages.entries()) {
      const previous = index > 0 ? messages[index - 1] : null;
      let started = performance.now();
      const grounding = groundingFor(text, previous);
      const reply =
        composeAnswer({ grounding, text, persona: 'pio', style: 'default', turn: 1, earlier: [] }) ??
        composeChatReply({ text, themes: ['general'], persona: 'pio', style: 'default', turn: 1 });
      if (!reply) throw new Error(`no reply for "${text}"`);
      answered.push(performance.now() - started);
      started = performance.now();
      composeChatReply({ text, themes: ['general'], persona: 'pio', style: 'default', turn: 1 });
      reflected.push(performance.now() - started);
    }
  }
  const p99 = percentile(answered, 99);
  return [
    {
      name: `knowledge retrieval and composition per message, offline driver (${messages.length} development messages x ${ROUNDS})`,
      value: `p50 ${percentile(answered, 50).toFixed(3)} ms, p99 ${p99.toFixed(3)} ms`,
      baseline: `the theme reflection alone p99 ${percentile(reflected, 99).toFixed(3)} ms`,
      ratio: p99 / Math.max(percentile(reflected, 99), 0.001),
      budget: 'adds at most 2 ms at p99',
      ok: p99 - percentile(reflected, 99) <= 2,
    },
  ];
}
