import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When a refresh token was spent by rotation (as opposed to revoked), for the reuse interval. */
export class RefreshReuseInterval1763784000000 implements MigrationInterface {
  name = 'RefreshReuseInterval1763784000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE refresh_sessions ADD COLUMN rotated_at timestamptz');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE refresh_sessions DROP COLUMN rotated_at');
  }
}
