import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each person agreed to at sign-up, and when: the Terms and Privacy Policy, and
 * separately the explicit consent to processing data about their religious beliefs
 * (GDPR article 9(2)(a)). A row per kind and version, so a later version is a new row
 * beside the earlier one; deleting the profile deletes them.
 */
export class Consents1763805600000 implements MigrationInterface {
  name = 'Consents1763805600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE consents (
        uid text NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('terms-and-privacy', 'religious-data')),
        version text NOT NULL,
        given_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (uid, kind, version)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE consents');
  }
}
