import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { open, seal } from './aes-gcm.js';
import { KeyRing } from './key-ring.js';
import { rewrapDataKeys } from './rewrap-data-keys.js';

/**
 * Encryption at rest of what people confide, envelope style: each person has a data key
 * (AES-256), stored only wrapped by a key-encryption key from the KeyRing; every value
 * records the id of the data key that sealed it. Deleting a person deletes their data key
 * (ON DELETE CASCADE), so even a backup taken before keeps nothing readable of them.
 *
 * A sealed value is text: `e1:<data key id>:<base64 of nonce | tag | ciphertext>`.
 */
const PREFIX = 'e1:';
const SEALED = /^e1:(\d+):([A-Za-z0-9+/=]+)$/;
// Data keys are looked up by id when opening and by owner when sealing; both stay in
// memory, bounded. The owner's entry lasts ten minutes: a data key deleted with its person
// by another instance could otherwise seal a new account's words if it took the same uid
// (only Firebase reuses uids, and only when the same Google account signs up again).
const REMEMBERED_KEYS = 10_000;
const OWNER_TTL_MS = 10 * 60_000;
// Each reply reads back the conversation's latest messages, nearly the same ones every time:
// the last few thousand values sealed or opened here are remembered in clear (in this
// process's memory only, where they pass anyway), so a message costs a few seals, not a
// dozen decryptions. Bounded: about a few MB.
const REMEMBERED_VALUES = 4_000;

/** Whose data key: a person's, or one of the app's own secrets (the identity signing key). */
export type KeyOwner = { uid: string } | { purpose: string };

interface DataKey {
  id: string;
  key: Buffer;
}

interface DataKeyRow {
  id: string;
  uid: string | null;
  purpose: string | null;
  kek_id: string;
  wrapped: Buffer;
}

/** What seals values for one owner, at once (no await per value). */
export interface Sealer {
  seal(text: string): string;
}

function ownerLabel(owner: KeyOwner): string {
  return 'uid' in owner ? `uid:${owner.uid}` : `purpose:${owner.purpose}`;
}

function rowOwner(row: DataKeyRow): KeyOwner {
  return row.uid !== null ? { uid: row.uid } : { purpose: row.purpose as string };
}

export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX);
}

@Injectable()
export class EncryptionService {
  private readonly keys = new Map<string, Buffer>();
  private readonly owners = new Map<string, DataKey & { until: number }>();
  private readonly clear = new Map<string, string>();

  constructor(
    private readonly ring: KeyRing,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The owner's sealer, making their data key on first use. */
  async sealerFor(owner: KeyOwner): Promise<Sealer> {
    const dataKey = await this.dataKeyOf(owner);
    return { seal: (text) => this.sealWith(dataKey, text) };
  }

  async seal(owner: KeyOwner, text: string): Promise<string> {
    return this.sealWith(await this.dataKeyOf(owner), text);
  }

  /** The clear text of a sealed value; a value written before encryption is answered as it is. */
  async open(value: string): Promise<string>;
  async open(value: string | null): Promise<string | null>;
  async open(value: string | null): Promise<string | null> {
    return value === null ? null : (await this.openAll([value]))[0];
  }

  /** Opens many values with one lookup per data key not yet in memory. */
  async openAll(values: readonly string[]): Promise<string[]> {
    const missing = new Set<string>();
    for (const value of values) {
      if (this.clear.has(value)) continue;
      const id = SEALED.exec(value)?.[1];
      if (id && !this.keys.has(id)) missing.add(id);
    }
    if (missing.size) await this.loadKeys([...missing]);
    return values.map((value) => this.openWith(value));
  }

  /** Re-wraps every data key under the newest key-encryption key (npm run keys:rotate). */
  rewrapAll(): Promise<number> {
    return rewrapDataKeys((sql, params) => this.dataSource.query(sql, params), this.ring);
  }

  /** Forgets what this process remembers of a person's key (their account was deleted). */
  forget(uid: string): void {
    const cached = this.owners.get(ownerLabel({ uid }));
    if (cached) {
      this.keys.delete(cached.id);
      for (const value of this.clear.keys()) if (value.startsWith(`${PREFIX}${cached.id}:`)) this.clear.delete(value);
    }
    this.owners.delete(ownerLabel({ uid }));
  }

  private sealWith({ id, key }: DataKey, text: string): string {
    const body = seal(key, Buffer.from(text, 'utf8'), Buffer.from(`${PREFIX}${id}`));
    return this.rememberClear(`${PREFIX}${id}:${body.toString('base64')}`, text);
  }

  private rememberClear(sealed: string, text: string): string {
    if (this.clear.size >= REMEMBERED_VALUES) this.clear.delete(this.clear.keys().next().value as string);
    this.clear.set(sealed, text);
    return sealed;
  }

  private openWith(value: string): string {
    const known = this.clear.get(value);
    if (known !== undefined) return known;
    const match = SEALED.exec(value);
    if (!match) {
      if (isSealed(value)) throw new Error('A sealed value is malformed.');
      return value;
    }
    const key = this.keys.get(match[1]);
    if (!key) throw new Error(`Data key ${match[1]} is gone: its owner was deleted.`);
    const text = open(key, Buffer.from(match[2], 'base64'), Buffer.from(`${PREFIX}${match[1]}`)).toString('utf8');
    this.rememberClear(value, text);
    return text;
  }

  private async dataKeyOf(owner: KeyOwner): Promise<DataKey> {
    const label = ownerLabel(owner);
    const cached = this.owners.get(label);
    if (cached && cached.until > Date.now()) return cached;
    const [column, value] = 'uid' in owner ? ['uid', owner.uid] : ['purpose', owner.purpose];
    let row = (await this.dataSource.query(`SELECT * FROM data_keys WHERE ${column} = $1`, [value]))[0] as
      DataKeyRow | undefined;
    if (!row) {
      const { id, key } = this.ring.current;
      const wrapped = seal(key, randomBytes(32), Buffer.from(label));
      // Two first messages at once: one insert wins and both use its key.
      await this.dataSource.query(
        `INSERT INTO data_keys (${column}, kek_id, wrapped) VALUES ($1, $2, $3) ON CONFLICT (${column}) DO NOTHING`,
        [value, id, wrapped],
      );
      row = (await this.dataSource.query(`SELECT * FROM data_keys WHERE ${column} = $1`, [value]))[0] as DataKeyRow;
    }
    const dataKey = { id: String(row.id), key: this.unwrap(row) };
    this.remember(dataKey);
    this.owners.set(label, { ...dataKey, until: Date.now() + OWNER_TTL_MS });
    if (this.owners.size > REMEMBERED_KEYS) this.owners.delete(this.owners.keys().next().value as string);
    return dataKey;
  }

  private async loadKeys(ids: string[]): Promise<void> {
    const rows = (await this.dataSource.query('SELECT * FROM data_keys WHERE id = ANY($1::bigint[])', [
      ids,
    ])) as DataKeyRow[];
    for (const row of rows) this.remember({ id: String(row.id), key: this.unwrap(row) });
  }

  private remember({ id, key }: DataKey): void {
    if (this.keys.size >= REMEMBERED_KEYS) this.keys.delete(this.keys.keys().next().value as string);
    this.keys.set(id, key);
  }

  private unwrap(row: DataKeyRow): Buffer {
    const kek = this.ring.get(row.kek_id);
    if (!kek) {
      throw new Error(
        `Data key ${row.id} is wrapped with key "${row.kek_id}", which ENCRYPTION_KEYS no longer holds: add it back (after the newest) and run npm run keys:rotate.`,
      );
    }
    return open(kek, row.wrapped, Buffer.from(ownerLabel(rowOwner(row))));
  }
}
