import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A conversation is now stored with its first message. Sessions opened before that and
 * never written in hold nothing: they go, so no list or count ever meets an empty one.
 */
export class SessionsWithMessages1763798400000 implements MigrationInterface {
  name = 'SessionsWithMessages1763798400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DELETE FROM chat_sessions s WHERE NOT EXISTS (SELECT 1 FROM chat_messages m WHERE m.session_id = s.id)',
    );
  }

  async down(): Promise<void> {
    // Nothing to restore: the sessions removed held no messages.
  }
}
