import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Counts of safety events per day and kind (a crisis referral, a model sentence stopped
 * at the sacramental boundary or for harm): numbers only, never text or a person, for
 * the yearly report companion-chatbot laws ask for.
 */
export class SafetyEvents1763802000000 implements MigrationInterface {
  name = 'SafetyEvents1763802000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE safety_events (
        day date NOT NULL,
        kind text NOT NULL,
        count integer NOT NULL DEFAULT 0,
        PRIMARY KEY (day, kind)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE safety_events');
  }
}
