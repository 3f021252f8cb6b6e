import { open, seal } from './aes-gcm.js';
import type { KeyRing } from './key-ring.js';

/** Runs one statement and answers its rows (TypeORM's DataSource.query, or pg through a wrapper). */
export type RunQuery = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

interface WrappedRow {
  id: string;
  uid: string | null;
  purpose: string | null;
  kek_id: string;
  wrapped: Buffer;
}

const BATCH = 500;

/**
 * Re-wraps every data key under the ring's current key, in batches, while the app keeps
 * running: a data key itself never changes, so nothing sealed with it is touched, and each
 * row is swapped only if no one else re-wrapped it meanwhile. Answers how many it re-wrapped.
 */
export async function rewrapDataKeys(run: RunQuery, ring: KeyRing): Promise<number> {
  const current = ring.current;
  let done = 0;
  let after = '0';
  for (;;) {
    const rows = (await run(
      'SELECT id, uid, purpose, kek_id, wrapped FROM data_keys WHERE kek_id <> $1 AND id > $2 ORDER BY id LIMIT $3',
      [current.id, after, BATCH],
    )) as unknown as WrappedRow[];
    if (!rows.length) return done;
    for (const row of rows) {
      const old = ring.get(row.kek_id);
      if (!old) throw new Error(`Data key ${row.id} is wrapped with "${row.kek_id}", which the key ring lacks.`);
      const owner = Buffer.from(row.uid !== null ? `uid:${row.uid}` : `purpose:${row.purpose}`);
      const wrapped = seal(current.key, open(old, row.wrapped, owner), owner);
      const swapped = await run(
        'UPDATE data_keys SET kek_id = $1, wrapped = $2, rewrapped_at = now() WHERE id = $3 AND kek_id = $4 RETURNING id',
        [current.id, wrapped, row.id, row.kek_id],
      );
      done += swapped.length;
    }
    after = String(rows[rows.length - 1].id);
  }
}
