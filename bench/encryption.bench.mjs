// Encryption at rest per chat message, in this process, on the built server code: what a
// message costs once its person's data key is in memory (as it is after their first
// message): sealing what they wrote, opening the conversation read back with it (up to 12
// earlier messages and the pastoral memory), sealing the reply, its three follow-ups and the
// new memory. Budget: p99 at most 0.3 ms. Beside it, the same texts only copied to and from
// UTF-8 bytes, the floor any storage pays.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ENCRYPTION_ROUNDS ?? 20);
// As many earlier messages as a reply reads (MAX_EARLIER_TURNS).
const EARLIER = 12;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** A DataSource that keeps data_keys in memory: the bench measures the crypto, not PostgreSQL. */
function memoryDataSource() {
  const rows = [];
  return {
    async query(sql, params) {
      if (sql.startsWith('INSERT')) {
        rows.push({
          id: String(rows.length + 1),
          uid: params[0],
          purpose: null,
          kek_id: params[1],
          wrapped: params[2],
        });
        return [];
      }
      if (sql.includes('id = ANY')) return rows.filter((row) => params[0].includes(row.id));
      return rows.filter((row) => row.uid === params[0]);
    },
  };
}

export async function encryptionBench() {
  const dist = (file) => import(pathToFileURL(path.join(root, 'dist/backend', file)).href);
  const { EncryptionService } = await dist('common/crypto/encryption.service.js');
  const { KeyRing } = await dist('common/crypto/key-ring.js');
  const { composeChatReply } = await dist('providers/llm/offline-chat/compose-reply.js');
  const service = new EncryptionService(new KeyRing([{ id: 'bench', key: randomBytes(32) }]), memoryDataSource());

  const messages = JSON.parse(readFileSync(path.join(root, 'test/safety/corpus/dev.json'), 'utf8')).entries.map(
    (entry) => entry.text,
  );
  const replies = ['grief', 'doubt', 'prayer', 'general', 'confession', 'anxiety'].map((theme) =>
    composeChatReply({ text: 'x', themes: [theme], persona: 'pio', style: 'default', turn: 0 }),
  );
  const memory = 'Themes this person has brought before, most recent first: grief, anxiety, prayer.';
  const followUps = ['How can I pray with this?', 'What does the Church teach about it?', 'Tell me more'];

  // Conversations of 20 messages, one person each (the first message of each makes and
  // unwraps their data key, as a first message does): each message seals what was written,
  // opens the latest 12 messages and the memory read back with it, and seals the reply, its
  // follow-ups and the new memory.
  const sealed = [];
  const copied = [];
  const firsts = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    let conversation = [];
    let storedMemory = null;
    let uid = '';
    for (const [index, text] of messages.entries()) {
      if (index % 20 === 0) {
        uid = `bench-${round}-${index}`;
        conversation = [];
        storedMemory = null;
      }
      const reply = replies[index % replies.length];
      const earlier = conversation.slice(-EARLIER);
      if (index % 20 === 0) {
        // A person's first message in this process makes or unwraps their data key (with a
        // database round trip in the app): timed apart, it is not a per-message cost.
        const started = performance.now();
        await service.sealerFor({ uid });
        firsts.push(performance.now() - started);
      }
      let started = performance.now();
      const own = await service.sealerFor({ uid });
      const said = own.seal(text);
      await service.openAll(storedMemory ? [storedMemory, ...earlier] : earlier);
      const answered = own.seal(reply);
      for (const followUp of followUps) own.seal(followUp);
      storedMemory = own.seal(memory);
      sealed.push(performance.now() - started);
      conversation.push(said, answered);

      started = performance.now();
      for (const value of [text, memory, ...messages.slice(0, EARLIER), reply, ...followUps, memory]) {
        Buffer.from(value, 'utf8').toString('utf8');
      }
      copied.push(performance.now() - started);
    }
  }
  const p99 = percentile(sealed, 99);
  return [
    {
      name: `encryption at rest per chat message (${messages.length} development-corpus messages x ${ROUNDS}, in conversations of 20; up to ${EARLIER} earlier messages and the memory opened; the message, reply, 3 follow-ups and memory sealed)`,
      value: `p50 ${percentile(sealed, 50).toFixed(3)} ms, p99 ${p99.toFixed(3)} ms`,
      baseline: `the same texts copied through UTF-8 p99 ${percentile(copied, 99).toFixed(3)} ms`,
      ratio: p99 / percentile(copied, 99),
      budget: 'p99 at most 0.3 ms',
      ok: p99 <= 0.3,
    },
    {
      info: true,
      name: `a person's data key made and unwrapped, once per person per process (${firsts.length} people; the database round trip not counted)`,
      value: `p50 ${percentile(firsts, 50).toFixed(3)} ms, p99 ${percentile(firsts, 99).toFixed(3)} ms`,
      baseline: `a message's encryption p50 ${percentile(sealed, 50).toFixed(3)} ms`,
      ratio: percentile(firsts, 50) / percentile(sealed, 50),
      budget: 'none (once per person per process)',
    },
  ];
}
