import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import { parseEncryptionKeys, type EncryptionKey } from '../../config/config.schema.js';

export const KEY_FILE_NAME = 'encryption-keys';

/**
 * The key-encryption keys. ENCRYPTION_KEYS names them (the first encrypts, all decrypt);
 * outside production, with none set, one is generated on first start into a file beside
 * the data (never into the database it protects), readable by this user alone.
 */
export class KeyRing {
  private readonly byId: Map<string, Buffer>;

  constructor(private readonly keys: EncryptionKey[]) {
    if (!keys.length) throw new Error('A key ring needs at least one key.');
    this.byId = new Map(keys.map(({ id, key }) => [id, key]));
  }

  /** The key new data keys are wrapped with. */
  get current(): EncryptionKey {
    return this.keys[0];
  }

  get(id: string): Buffer | undefined {
    return this.byId.get(id);
  }

  static fromConfig(config: AppConfig, logger: Pick<Logger, 'warn'>): KeyRing {
    const configured = config.env.ENCRYPTION_KEYS;
    if (configured) return new KeyRing(configured);
    // The schema refuses production without keys; this is the last word if it ever changes.
    if (config.isProduction) throw new Error('ENCRYPTION_KEYS is required in production.');
    return new KeyRing(keyFileIn(config.dataDir, logger));
  }
}

/**
 * For `npm run keys:rotate` without ENCRYPTION_KEYS: a new key goes first in the
 * development key file, the old ones stay after it (they still open what they wrapped).
 */
export function addGeneratedKey(dataDir: string, logger: Pick<Logger, 'warn'>): KeyRing {
  const file = path.join(dataDir, KEY_FILE_NAME);
  const old = keyFileIn(dataDir, logger);
  const line = [newKeyPair(), ...old.map(({ id, key }) => `${id}:${key.toString('base64')}`)].join(',');
  writeFileSync(file, `${line}\n`, { mode: 0o600 });
  return new KeyRing(parseEncryptionKeys(line) as EncryptionKey[]);
}

function newKeyPair(): string {
  return `k${Date.now().toString(36)}:${randomBytes(32).toString('base64')}`;
}

function keyFileIn(dataDir: string, logger: Pick<Logger, 'warn'>): EncryptionKey[] {
  const file = path.join(dataDir, KEY_FILE_NAME);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const line = `${newKeyPair()}\n`;
    // 'wx': two processes starting together never overwrite each other's key.
    try {
      writeFileSync(file, line, { mode: 0o600, flag: 'wx' });
      logger.warn(
        { file },
        'No ENCRYPTION_KEYS set: generated a development key file. Keep it with the data; without it nothing confided can be read. Production needs ENCRYPTION_KEYS.',
      );
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  const keys = parseEncryptionKeys(readFileSync(file, 'utf8').trim());
  if (!keys) throw new Error(`${file} is not a list of id:base64 keys; restore it from a backup.`);
  return keys;
}
