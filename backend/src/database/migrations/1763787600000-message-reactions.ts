import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One reaction per person per message (heart, copy, share or flag); flags are kept for staff review. */
export class MessageReactions1763787600000 implements MigrationInterface {
  name = 'MessageReactions1763787600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE message_reactions (
        message_id uuid NOT NULL REFERENCES chat_messages(id) ON DELETE CASCADE,
        uid text NOT NULL,
        reaction text NOT NULL CHECK (reaction IN ('heart', 'copy', 'share', 'flag')),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (message_id, uid)
      )`);
    await queryRunner.query(
      "CREATE INDEX message_reactions_flagged ON message_reactions (created_at) WHERE reaction = 'flag'",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE message_reactions');
  }
}
