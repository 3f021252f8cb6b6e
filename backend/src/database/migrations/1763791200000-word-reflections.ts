import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Today's Word: each reflection is written once and served from here after. Shared rows
 * (uid null) hold nothing personal; a study belongs to its person and goes with them.
 */
export class WordReflections1763791200000 implements MigrationInterface {
  name = 'WordReflections1763791200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE word_reflections (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        date date NOT NULL,
        kind text NOT NULL CHECK (kind IN ('scripture', 'saint', 'study')),
        title text NOT NULL,
        reference text NOT NULL,
        persona text NOT NULL,
        style text NOT NULL CHECK (style IN ('default', 'precise')),
        uid text REFERENCES users (uid) ON DELETE CASCADE,
        text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind = 'study') = (uid IS NOT NULL))
      )`);
    // Two partial keys, because NULLs are distinct in a plain unique index.
    await queryRunner.query(
      'CREATE UNIQUE INDEX word_reflections_shared_key ON word_reflections (date, kind, title, reference, persona, style) WHERE uid IS NULL',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX word_reflections_personal_key ON word_reflections (uid, date, kind, title, reference, persona, style) WHERE uid IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE word_reflections');
  }
}
