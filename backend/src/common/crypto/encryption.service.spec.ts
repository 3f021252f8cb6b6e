import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { parseEncryptionKeys } from '../../config/config.schema.js';
import { open, seal } from './aes-gcm.js';
import { EncryptionService, isSealed } from './encryption.service.js';
import { KeyRing } from './key-ring.js';
import { rewrapDataKeys } from './rewrap-data-keys.js';

interface KeyRow {
  id: string;
  uid: string | null;
  purpose: string | null;
  kek_id: string;
  wrapped: Buffer;
}

/** data_keys in memory, answering the statements the service and the rotation send. */
function memoryTable(rows: KeyRow[] = []) {
  const query = async (sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> => {
    if (sql.startsWith('INSERT')) {
      const column = sql.includes('(uid,') ? 'uid' : 'purpose';
      if (!rows.some((row) => row[column] === params[0]))
        rows.push({
          id: String(rows.length + 1),
          uid: column === 'uid' ? (params[0] as string) : null,
          purpose: column === 'purpose' ? (params[0] as string) : null,
          kek_id: params[1] as string,
          wrapped: params[2] as Buffer,
        });
      return [];
    }
    if (sql.startsWith('UPDATE')) {
      const row = rows.find((candidate) => candidate.id === params[2] && candidate.kek_id === params[3]);
      if (!row) return [];
      Object.assign(row, { kek_id: params[0], wrapped: params[1] });
      return [{ id: row.id }];
    }
    if (sql.includes('kek_id <> $1'))
      return rows.filter((row) => row.kek_id !== params[0] && Number(row.id) > Number(params[1])) as never;
    if (sql.includes('id = ANY')) return rows.filter((row) => (params[0] as string[]).includes(row.id)) as never;
    const column = sql.includes('WHERE uid') ? 'uid' : 'purpose';
    return rows.filter((row) => row[column] === params[0]) as never;
  };
  return { rows, query };
}

const key = (id: string) => ({ id, key: randomBytes(32) });

describe('encryption at rest', () => {
  it('seals each value with a fresh nonce, opens it, and refuses one altered or moved', () => {
    const k = randomBytes(32);
    const a = seal(k, Buffer.from('Pray for my father'), Buffer.from('owner-a'));
    const b = seal(k, Buffer.from('Pray for my father'), Buffer.from('owner-a'));
    expect(a.equals(b)).toBe(false);
    expect(open(k, a, Buffer.from('owner-a')).toString()).toBe('Pray for my father');
    const altered = Buffer.from(a);
    altered[altered.length - 1] ^= 1;
    expect(() => open(k, altered, Buffer.from('owner-a'))).toThrow();
    expect(() => open(k, a, Buffer.from('owner-b'))).toThrow();
  });

  it('gives each person their own data key, names it in every value, and reads clear values from before as they are', async () => {
    const table = memoryTable();
    const ring = new KeyRing([key('k1')]);
    const service = new EncryptionService(ring, table as never);
    const anna = await service.seal({ uid: 'anna' }, 'My mother is ill');
    const ben = await service.seal({ uid: 'ben' }, 'My mother is ill');
    expect(isSealed(anna)).toBe(true);
    expect(anna).toMatch(/^e1:1:/);
    expect(ben).toMatch(/^e1:2:/);
    expect(anna).not.toContain('mother');
    expect(table.rows.map((row) => row.uid)).toEqual(['anna', 'ben']);
    // A new process (nothing in memory) opens them through the wrapped keys.
    const fresh = new EncryptionService(ring, table as never);
    expect(await fresh.openAll([anna, ben, 'written before encryption'])).toEqual([
      'My mother is ill',
      'My mother is ill',
      'written before encryption',
    ]);
  });

  it('a wrapped data key moved to another person does not open', async () => {
    const table = memoryTable();
    const ring = new KeyRing([key('k1')]);
    const service = new EncryptionService(ring, table as never);
    const anna = await service.seal({ uid: 'anna' }, 'secret');
    await service.seal({ uid: 'ben' }, 'other');
    table.rows[0]!.wrapped = table.rows[1]!.wrapped;
    await expect(new EncryptionService(ring, table as never).open(anna)).rejects.toThrow();
  });

  it('re-wraps every data key under the newest key, and values sealed before still open', async () => {
    const table = memoryTable();
    const old = key('old');
    const sealed = await new EncryptionService(new KeyRing([old]), table as never).seal({ uid: 'anna' }, 'kept');
    await new EncryptionService(new KeyRing([old]), table as never).seal({ purpose: 'identity-signing-key' }, 'jwk');
    const rotated = new KeyRing([key('new'), old]);
    expect(await rewrapDataKeys(table.query, rotated)).toBe(2);
    expect(table.rows.map((row) => row.kek_id)).toEqual(['new', 'new']);
    expect(await rewrapDataKeys(table.query, rotated)).toBe(0);
    // Only the new key is needed from here on.
    const onlyNew = new KeyRing([rotated.current]);
    expect(await new EncryptionService(onlyNew, table as never).open(sealed)).toBe('kept');
  });

  it('names the missing key when ENCRYPTION_KEYS lost the one a data key is wrapped with', async () => {
    const table = memoryTable();
    const sealed = await new EncryptionService(new KeyRing([key('gone')]), table as never).seal({ uid: 'a' }, 'x');
    await expect(new EncryptionService(new KeyRing([key('k2')]), table as never).open(sealed)).rejects.toThrow(
      /wrapped with key "gone", which ENCRYPTION_KEYS no longer holds/,
    );
  });

  it('reads ENCRYPTION_KEYS as id:base64 pairs of 32-byte keys, the first first', () => {
    const a = randomBytes(32).toString('base64');
    const b = randomBytes(32).toString('base64');
    expect(parseEncryptionKeys(`k2:${a}, k1:${b}`)?.map((k) => k.id)).toEqual(['k2', 'k1']);
    expect(parseEncryptionKeys(`k1:${randomBytes(16).toString('base64')}`)).toBeUndefined();
    expect(parseEncryptionKeys(`k1:${a},k1:${b}`)).toBeUndefined();
    expect(parseEncryptionKeys(`bad id:${a}`)).toBeUndefined();
    expect(parseEncryptionKeys(a)).toBeUndefined();
  });
});
