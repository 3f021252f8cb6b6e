import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LOGGER, type Logger } from '../../../common/logging/logging.module.js';

// crisis_second_opinion: a referral the model's second opinion added where the local
// recogniser heard none (also counted as a crisis_referral); it shows what the recogniser misses.
export const SAFETY_EVENT_KINDS = [
  'crisis_referral',
  'crisis_second_opinion',
  'blocked_sacramental',
  'blocked_harm',
] as const;
export type SafetyEventKind = (typeof SAFETY_EVENT_KINDS)[number];

export interface SafetyEventCount {
  day: string;
  kind: SafetyEventKind;
  count: number;
}

/**
 * Counts safety events per day (UTC) and kind: numbers only, never text, never a person.
 * Counting never holds up or fails a reply; a count that cannot be written is logged.
 */
@Injectable()
export class SafetyEventsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  count(kind: SafetyEventKind): void {
    void this.dataSource
      .query(
        `INSERT INTO safety_events (day, kind, count) VALUES ((now() AT TIME ZONE 'UTC')::date, $1, 1)
         ON CONFLICT (day, kind) DO UPDATE SET count = safety_events.count + 1`,
        [kind],
      )
      .catch((error: unknown) => this.logger.error({ err: error, kind }, 'A safety event could not be counted'));
  }

  /** Every count from `from` to `to` (YYYY-MM-DD, inclusive), oldest first. */
  async daily(from: string, to: string): Promise<SafetyEventCount[]> {
    const rows = await this.dataSource.query<{ day: string; kind: SafetyEventKind; count: number }[]>(
      "SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, count FROM safety_events WHERE day BETWEEN $1 AND $2 ORDER BY day, kind",
      [from, to],
    );
    return rows;
  }
}
