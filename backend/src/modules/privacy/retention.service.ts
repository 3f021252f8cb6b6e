import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { LOGGER, type Logger } from '../../common/logging/logging.module.js';

/** What the privacy page promises about how long things are kept. */
export const RETENTION = {
  chatDays: 30,
  keptChatSessions: 3,
  outboxDays: 7,
} as const;

// Often enough that nothing outlives its promise by more than a few hours; the first run
// waits a little so a starting instance answers requests first.
const EVERY_MS = 3 * 60 * 60 * 1000;
const FIRST_RUN_MS = 60 * 1000;
// One advisory lock key for the job: whichever instance takes it runs; the others skip.
const LOCK_KEY = 0x7265_7465; // 'rete'

/** How many rows one run removed, by kind (also what the log line says). */
export interface RetentionReport {
  ran: boolean;
  chatMessages: number;
  chatSessions: number;
  studies: number;
  resetTokens: number;
  refreshSessions: number;
  outbox: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The retention job: deletes chat and prayer messages (and personal Seek studies) older
 * than 30 days, except in each person's last 3 Ask conversations, then the sessions left
 * empty; expired reset tokens and refresh sessions (a revoked one is kept until it expires,
 * so a stolen token's reuse is still recognised); mail records after 7 days.
 * Runs in one transaction under a transaction-level advisory lock, so with several
 * instances only one works at a time (and it survives a transaction-mode pooler).
 */
@Injectable()
export class RetentionService implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const tick = () => {
      this.run().catch((error: unknown) => this.logger.error({ err: error }, 'retention run failed'));
      this.timer = setTimeout(tick, EVERY_MS).unref();
    };
    this.timer = setTimeout(tick, FIRST_RUN_MS).unref();
  }

  onApplicationShutdown(): void {
    clearTimeout(this.timer);
  }

  /** One run, as if the time were `now` (tests move the clock). */
  async run(now: Date = new Date()): Promise<RetentionReport> {
    const chatCutoff = new Date(now.getTime() - RETENTION.chatDays * DAY_MS);
    const outboxCutoff = new Date(now.getTime() - RETENTION.outboxDays * DAY_MS);
    const report = await this.dataSource.transaction(async (manager) => {
      const [{ locked }] = (await manager.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [LOCK_KEY])) as {
        locked: boolean;
      }[];
      if (!locked) return undefined;
      return {
        ran: true,
        chatMessages: await count(
          manager,
          `WITH latest AS (
             SELECT s.id, s.uid, (SELECT max(m.created_at) FROM chat_messages m WHERE m.session_id = s.id) AS at
               FROM chat_sessions s WHERE s.topic = 'chat'),
           kept AS (
             SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY uid ORDER BY at DESC NULLS LAST) AS rank FROM latest) r
              WHERE rank <= $2)
           DELETE FROM chat_messages m
            WHERE m.created_at < $1 AND NOT EXISTS (SELECT 1 FROM kept WHERE kept.id = m.session_id)
           RETURNING 1`,
          [chatCutoff, RETENTION.keptChatSessions],
        ),
        chatSessions: await count(
          manager,
          `DELETE FROM chat_sessions s
            WHERE s.created_at < $1 AND NOT EXISTS (SELECT 1 FROM chat_messages m WHERE m.session_id = s.id)
           RETURNING 1`,
          [chatCutoff],
        ),
        studies: await count(
          manager,
          'DELETE FROM word_reflections WHERE uid IS NOT NULL AND created_at < $1 RETURNING 1',
          [chatCutoff],
        ),
        resetTokens: await count(manager, 'DELETE FROM password_reset_tokens WHERE expires_at < $1 RETURNING 1', [now]),
        refreshSessions: await count(manager, 'DELETE FROM refresh_sessions WHERE expires_at < $1 RETURNING 1', [now]),
        outbox: await count(manager, 'DELETE FROM mail_outbox WHERE created_at < $1 RETURNING 1', [outboxCutoff]),
      };
    });
    if (!report)
      return {
        ran: false,
        chatMessages: 0,
        chatSessions: 0,
        studies: 0,
        resetTokens: 0,
        refreshSessions: 0,
        outbox: 0,
      };
    this.logger.info({ retention: report }, 'retention run');
    return report;
  }
}

async function count(manager: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const result = (await manager.query(sql, params)) as [unknown[], number] | unknown[];
  // TypeORM answers [rows, affected] for DELETE ... RETURNING on PostgreSQL.
  return Array.isArray(result[0]) ? (result[1] as number) : result.length;
}
