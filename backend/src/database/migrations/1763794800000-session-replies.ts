import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each session keeps how many replies it holds, raised with every reply stored, so a
 * message no longer counts the whole conversation before it is answered.
 */
export class SessionReplies1763794800000 implements MigrationInterface {
  name = 'SessionReplies1763794800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE chat_sessions ADD COLUMN replies integer NOT NULL DEFAULT 0');
    await queryRunner.query(`
      UPDATE chat_sessions s SET replies = c.n
        FROM (SELECT session_id, count(*) AS n FROM chat_messages WHERE sender = 'ai' GROUP BY session_id) c
       WHERE c.session_id = s.id`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE chat_sessions DROP COLUMN replies');
  }
}
