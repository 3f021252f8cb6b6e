// Ask under load, next to /health/live measured interleaved in the same run:
// - open loop: 100 chat messages a second for 20 s over 50 people's sessions, on the
//   offline driver, each request sent on schedule whether or not earlier ones returned and
//   timed from that schedule; p50 and p99 at most 3x those of /health/live, zero errors;
// - with a model that takes a known time to its first token (the fake OpenAI-compatible
//   server), the time the stream adds before the first token reaches the browser, p95 at
//   most 50 ms.
// Beside them, for reference only: the same open loop against the least a stored message can
// cost on this machine (bench/fixtures/two-round-trips-server.mjs), to show what the 3x
// budget leaves once a message's two round trips to PostgreSQL are paid.
import { transformFileSync } from '@swc/core';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openLoop, percentile, root, startAndTime, startServer, stop, freePort } from './lib.mjs';

const RATE = Number(process.env.BENCH_CHAT_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 20);
const PEOPLE = 50;
const FIRST_TOKEN_DELAY_MS = 200;
const STREAMS = 40;

const MESSAGES = [
  'How do I pray when I feel nothing?',
  'My mum died last month and I miss her',
  'I am anxious about my exams',
  'I want to get closer to God',
  'Thank you Lord for a good day',
  'My husband and I keep arguing',
];

async function json(url, body, token) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** A signed-up person (both sign-up consents given) with a chat session. */
async function person(baseUrl, index) {
  // The server measured is the built one, so its own legal version is the one consented to.
  const legal = pathToFileURL(path.join(root, 'dist/backend/modules/profile/legal-version.js')).href;
  const { LEGAL_VERSION } = await import(legal);
  const { idToken } = await json(`${baseUrl}/identity/sign-up`, {
    email: `bench-${index}-${Date.now()}@test.example`,
    password: 'Kyrie Eleison 7',
  });
  await json(`${baseUrl}/auth/signup`, {
    id_token: idToken,
    consent: { terms_and_privacy: true, religious_data: true, version: LEGAL_VERSION },
  });
  const { id } = await json(`${baseUrl}/api/chat/session`, { topic: 'chat' }, idToken);
  return { token: idToken, sessionId: id };
}

/** Compiles the fake model server (TypeScript, shared with the e2e tests) for this run. */
async function loadFakeOpenAi(dir) {
  const { code } = transformFileSync(path.join(root, 'test/fakes/openai-api.ts'), {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  const file = path.join(dir, 'openai-api.mjs');
  await writeFile(file, code);
  return import(pathToFileURL(file).href);
}

/** The same open loop against a bare server doing only a message's two round trips. */
async function leastPossible(databaseUrl) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startAndTime(
    path.join(root, 'bench/fixtures/two-round-trips-server.mjs'),
    { PORT: String(port), DATABASE_URL: databaseUrl },
    async () => (await fetch(`${baseUrl}/health/live`)).ok,
  );
  try {
    const post = (i) =>
      fetch(`${baseUrl}/message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session: i % PEOPLE }),
      });
    for (let i = 0; i < 50; i += 1) await (await post(i)).arrayBuffer();
    return await openLoop({
      rate: RATE,
      seconds: SECONDS,
      send: post,
      baseline: () => fetch(`${baseUrl}/health/live`),
    });
  } finally {
    await stop(server);
  }
}

async function firstTokenDelays(baseUrl, people, count) {
  const extra = [];
  for (let i = 0; i < count; i += 1) {
    const who = people[i % people.length];
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/chat/message`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: `Bearer ${who.token}`,
      },
      body: JSON.stringify({ chat_session_id: who.sessionId, sender: 'user', text: MESSAGES[i % MESSAGES.length] }),
    });
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    let first = null;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      seen += decoder.decode(value, { stream: true });
      if (first === null && seen.includes('event: token')) first = performance.now() - started;
    }
    if (first === null) throw new Error(`no token streamed: ${seen}`);
    extra.push(first - FIRST_TOKEN_DELAY_MS);
  }
  return extra.sort((a, b) => a - b);
}

export async function chatBench() {
  const rows = [];
  const offline = await startServer({});
  try {
    const people = [];
    for (let i = 0; i < PEOPLE; i += 1) people.push(await person(offline.baseUrl, i));
    // A short warm-up, so the first compiled paths do not count against either side.
    for (const who of people.slice(0, 10))
      await json(`${offline.baseUrl}/api/chat/message`, { chat_session_id: who.sessionId, text: 'Hello' }, who.token);
    const {
      measured: chat,
      baseline: health,
      errors,
    } = await openLoop({
      rate: RATE,
      seconds: SECONDS,
      send: (i) =>
        fetch(`${offline.baseUrl}/api/chat/message`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${people[i % PEOPLE].token}` },
          body: JSON.stringify({
            chat_session_id: people[i % PEOPLE].sessionId,
            sender: 'user',
            text: MESSAGES[i % MESSAGES.length],
          }),
        }),
      baseline: () => fetch(`${offline.baseUrl}/health/live`),
    });
    const worst = Math.max(chat.p50 / health.p50, chat.p99 / health.p99);
    rows.push({
      name: `POST /api/chat/message (offline driver), open loop ${RATE}/s for ${SECONDS} s over ${PEOPLE} people`,
      value: `p50 ${chat.p50.toFixed(1)} ms, p99 ${chat.p99.toFixed(1)} ms, ${errors} errors`,
      baseline: `/health/live interleaved p50 ${health.p50.toFixed(1)} ms, p99 ${health.p99.toFixed(1)} ms`,
      ratio: worst,
      budget: 'p50 and p99 each at most 3x, zero errors',
      ok: worst <= 3 && errors === 0,
    });
    const least = await leastPossible(offline.databaseUrl);
    rows.push({
      name: `reference: a bare node:http server doing only a message's two PostgreSQL round trips, same open loop`,
      value: `p50 ${least.measured.p50.toFixed(1)} ms, p99 ${least.measured.p99.toFixed(1)} ms, ${least.errors} errors`,
      baseline: `its own /health/live interleaved p50 ${least.baseline.p50.toFixed(1)} ms, p99 ${least.baseline.p99.toFixed(1)} ms`,
      ratio: Math.max(least.measured.p50 / least.baseline.p50, least.measured.p99 / least.baseline.p99),
      budget: 'none: the least the same ratio can be on this machine',
      info: true,
    });
  } finally {
    await offline.close();
  }

  const fakeDir = await mkdtemp(path.join(os.tmpdir(), 'ask-seek-knock-bench-fake-'));
  const { startFakeOpenAi } = await loadFakeOpenAi(fakeDir);
  const model = await startFakeOpenAi();
  model.firstTokenDelayMs = FIRST_TOKEN_DELAY_MS;
  const online = await startServer({
    LLM_DRIVER: 'openai',
    OPENAI_BASE_URL: model.url,
    OPENAI_API_KEY: 'sk-bench-not-real',
    OPENAI_MODEL: 'bench',
  });
  try {
    const people = [];
    for (let i = 0; i < 5; i += 1) people.push(await person(online.baseUrl, i));
    // Warm-up: the first streams pay for compiling and for opening connections.
    await firstTokenDelays(online.baseUrl, people, 10);
    const extra = await firstTokenDelays(online.baseUrl, people, STREAMS);
    const p95 = percentile(extra, 0.95);
    rows.push({
      name: `first streamed token through POST /api/chat/message (SSE), model first-token delay ${FIRST_TOKEN_DELAY_MS} ms, ${STREAMS} streams`,
      value: `${p95.toFixed(1)} ms added (p95), median ${percentile(extra, 0.5).toFixed(1)} ms`,
      baseline: `the model's own ${FIRST_TOKEN_DELAY_MS} ms`,
      ratio: (FIRST_TOKEN_DELAY_MS + p95) / FIRST_TOKEN_DELAY_MS,
      budget: 'at most 50 ms added, p95',
      ok: p95 <= 50,
    });
  } finally {
    await online.close();
    await model.close();
    await rm(fakeDir, { recursive: true, force: true });
  }
  return rows;
}
