import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Encryption at rest (common/crypto): one data key per person (or per app secret), kept
 * only wrapped by a key-encryption key named by kek_id, and deleted with its person. Mail
 * bodies may now be emptied once a mail has gone, so no reset link outlives its sending.
 */
export class EncryptionAtRest1763812800000 implements MigrationInterface {
  name = 'EncryptionAtRest1763812800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE data_keys (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        uid text UNIQUE REFERENCES users (uid) ON DELETE CASCADE,
        purpose text UNIQUE,
        kek_id text NOT NULL,
        wrapped bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        rewrapped_at timestamptz,
        CHECK ((uid IS NULL) <> (purpose IS NULL))
      )`);
    await queryRunner.query('CREATE INDEX data_keys_kek_id ON data_keys (kek_id)');
    await queryRunner.query('ALTER TABLE mail_outbox ALTER COLUMN body_text DROP NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("UPDATE mail_outbox SET body_text = '' WHERE body_text IS NULL");
    await queryRunner.query('ALTER TABLE mail_outbox ALTER COLUMN body_text SET NOT NULL');
    await queryRunner.query('DROP TABLE data_keys');
  }
}
