import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { tokenRevoked } from '../identity.errors.js';
import { TokenRevocationEntity } from './token-revocation.entity.js';

export interface RevocationPoint {
  version: number;
  revokedAt: Date;
}

// Several instances share one database, so a revocation made on one must reach the others:
// each keeps what it read for at most this long, which bounds both the delay and the cost
// (one primary-key read per person per second, whatever the traffic).
export const REVOCATION_CACHE_MS = 1000;
const MAX_CACHED = 10_000;

interface Cached {
  point: Promise<RevocationPoint | null>;
  until: number;
}

/**
 * Per-person revocation points in PostgreSQL. Our own tokens carry a version (`sv`), so a
 * token issued in the same second as a revocation is told apart by the version rather
 * than by the second-granular `iat`; a Firebase token is judged by its `auth_time`.
 */
@Injectable()
export class RevocationService {
  private readonly cache = new Map<string, Cached>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The current version, read now (not cached): what a new token or refresh session must carry. */
  async versionOf(uid: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const row = await manager.findOneBy(TokenRevocationEntity, { uid });
    return row?.version ?? 0;
  }

  /**
   * Moves the person's revocation point to now. Inside a caller's transaction the point
   * holds from its commit; call forget() after it so this instance sees it at once.
   */
  async revoke(uid: string, manager?: EntityManager): Promise<void> {
    // clock_timestamp(), not now(): a transaction's now() is when it began, possibly before a sign-in it must end.
    await (manager ?? this.dataSource.manager).query(
      `INSERT INTO token_revocations (uid, version, revoked_at) VALUES ($1, 1, clock_timestamp())
       ON CONFLICT (uid) DO UPDATE SET version = token_revocations.version + 1, revoked_at = clock_timestamp()`,
      [uid],
    );
    if (!manager) this.forget(uid);
  }

  /** Drops what this instance remembers of the person, so the next check reads the database. */
  forget(uid: string): void {
    this.cache.delete(uid);
  }

  /** Refuses one of our own tokens issued under an older version than the person's current one. */
  async assertCurrentVersion(uid: string, version: number): Promise<void> {
    const point = await this.pointOf(uid);
    if (point && version < point.version) throw tokenRevoked();
  }

  /**
   * Refuses a token whose sign-in was not after the last revocation. auth_time has whole
   * seconds, so a sign-in in the very second of a revocation counts as before it: such a
   * person is asked to sign in again, and no earlier session can slip through.
   */
  async assertSignedInAfter(uid: string, authTimeSeconds: number): Promise<void> {
    const point = await this.pointOf(uid);
    if (point && authTimeSeconds <= Math.floor(point.revokedAt.getTime() / 1000)) throw tokenRevoked();
  }

  private pointOf(uid: string): Promise<RevocationPoint | null> {
    const now = Date.now();
    const cached = this.cache.get(uid);
    if (cached && cached.until > now) return cached.point;
    if (this.cache.size >= MAX_CACHED) this.sweep(now);
    const entry: Cached = {
      point: this.dataSource.manager
        .findOneBy(TokenRevocationEntity, { uid })
        .then((row) => (row ? { version: row.version, revokedAt: row.revokedAt } : null)),
      until: now + REVOCATION_CACHE_MS,
    };
    // A failed read is not remembered: the next request asks again.
    entry.point.catch(() => {
      if (this.cache.get(uid) === entry) this.cache.delete(uid);
    });
    this.cache.set(uid, entry);
    return entry.point;
  }

  private sweep(now: number): void {
    for (const [uid, entry] of this.cache) if (entry.until <= now) this.cache.delete(uid);
    // Still full of live entries (a burst of distinct people): drop the oldest.
    while (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value as string);
  }
}
