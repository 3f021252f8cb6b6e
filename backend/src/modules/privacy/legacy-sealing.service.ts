import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EncryptionService } from '../../common/crypto/encryption.service.js';
import { LOGGER, type Logger } from '../../common/logging/logging.module.js';

const BATCH = 200;
const LOCK_KEY = 0x7365_616c; // 'seal'

interface Row {
  key: string;
  uid: string;
  text: string | null;
  follow_ups?: string[];
}

/**
 * Seals what versions before encryption at rest stored in clear: messages, pastoral
 * memories and personal studies. Runs once after start, in batches, under an advisory lock
 * (one instance does it); the app reads clear values meanwhile, so nothing waits for it.
 */
@Injectable()
export class LegacySealingService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly encryption: EncryptionService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    setTimeout(() => {
      this.sealAll().catch((error: unknown) => this.logger.error({ err: error }, 'sealing earlier data failed'));
    }, 5_000).unref();
  }

  /** Answers how many values were sealed (0 when another instance holds the work). */
  async sealAll(): Promise<number> {
    let sealed = 0;
    const tables = [
      {
        select: `SELECT m.id AS key, s.uid, m.text, m.follow_ups FROM chat_messages m JOIN chat_sessions s ON s.id = m.session_id
                  WHERE m.text NOT LIKE 'e1:%' LIMIT ${BATCH}`,
        update: 'UPDATE chat_messages SET text = $2, follow_ups = $3 WHERE id = $1 AND text = $4',
      },
      {
        select: `SELECT uid AS key, uid, memory AS text FROM users WHERE memory NOT LIKE 'e1:%' LIMIT ${BATCH}`,
        update: 'UPDATE users SET memory = $2 WHERE uid = $1 AND memory = $3',
      },
      {
        select: `SELECT id AS key, uid, text FROM word_reflections WHERE uid IS NOT NULL AND text NOT LIKE 'e1:%' LIMIT ${BATCH}`,
        update: 'UPDATE word_reflections SET text = $2 WHERE id = $1 AND text = $3',
      },
    ];
    for (const table of tables) {
      for (;;) {
        const done = await this.dataSource.transaction(async (manager) => {
          const [{ locked }] = (await manager.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [LOCK_KEY])) as {
            locked: boolean;
          }[];
          if (!locked) return -1;
          const rows = (await manager.query(table.select)) as Row[];
          for (const row of rows) {
            const sealer = await this.encryption.sealerFor({ uid: row.uid });
            const text = sealer.seal(row.text ?? '');
            // Compare-and-set: a value changed meanwhile is left for the next pass.
            const params = row.follow_ups
              ? [row.key, text, row.follow_ups.map((followUp) => sealer.seal(followUp)), row.text]
              : [row.key, text, row.text];
            await manager.query(table.update, params);
          }
          return rows.length;
        });
        if (done <= 0) break;
        sealed += done;
      }
    }
    if (sealed) this.logger.info({ sealed }, 'sealed data stored in clear by an earlier version');
    return sealed;
  }
}
