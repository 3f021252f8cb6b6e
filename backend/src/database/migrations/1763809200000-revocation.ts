import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A revocation point per person, for both identity drivers: signing out everywhere, a
 * password reset or deletion raises `version` (which our own tokens and refresh sessions
 * carry) and moves `revoked_at` (compared with a Firebase token's auth_time). Every
 * instance reads it, so a revocation holds everywhere within the cache's second.
 */
export class Revocation1763809200000 implements MigrationInterface {
  name = 'Revocation1763809200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE token_revocations (
        uid text PRIMARY KEY,
        version integer NOT NULL CHECK (version > 0),
        revoked_at timestamptz NOT NULL
      )`);
    await queryRunner.query('ALTER TABLE refresh_sessions ADD COLUMN session_version integer NOT NULL DEFAULT 0');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE refresh_sessions DROP COLUMN session_version');
    await queryRunner.query('DROP TABLE token_revocations');
  }
}
