import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The rest of the spec's profile, and the chat sessions and messages that Settings can clear. */
export class ProfileAndChat1763776800000 implements MigrationInterface {
  name = 'ProfileAndChat1763776800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN age_range text,
        ADD COLUMN sex text,
        ADD COLUMN life_stage text,
        ADD COLUMN spiritual_maturity text,
        ADD COLUMN spiritual_maturity_level numeric(3, 2) CHECK (spiritual_maturity_level BETWEEN 1 AND 3),
        ADD COLUMN spiritual_goals text[] NOT NULL DEFAULT '{}',
        ADD COLUMN notifications_enabled boolean NOT NULL DEFAULT false,
        ADD COLUMN analytics_opt_out boolean NOT NULL DEFAULT false,
        ADD COLUMN memory text`);
    await queryRunner.query(`
      CREATE TABLE chat_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        uid text NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
        topic text NOT NULL CHECK (topic IN ('chat', 'prayer')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX chat_sessions_uid_created_idx ON chat_sessions (uid, created_at DESC)');
    await queryRunner.query(`
      CREATE TABLE chat_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        session_id uuid NOT NULL REFERENCES chat_sessions (id) ON DELETE CASCADE,
        sender text NOT NULL CHECK (sender IN ('user', 'ai')),
        text text NOT NULL,
        follow_ups text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX chat_messages_session_idx ON chat_messages (session_id, created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS chat_messages');
    await queryRunner.query('DROP TABLE IF EXISTS chat_sessions');
    await queryRunner.query(`
      ALTER TABLE users
        DROP COLUMN age_range, DROP COLUMN sex, DROP COLUMN life_stage, DROP COLUMN spiritual_maturity,
        DROP COLUMN spiritual_maturity_level, DROP COLUMN spiritual_goals, DROP COLUMN notifications_enabled,
        DROP COLUMN analytics_opt_out, DROP COLUMN memory`);
  }
}
