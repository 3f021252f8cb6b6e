import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Donations, and the provider events already applied to them (each exactly once). */
export class Donations1763780400000 implements MigrationInterface {
  name = 'Donations1763780400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE donations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency text NOT NULL,
        recurring boolean NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'canceled', 'failed')),
        provider text NOT NULL,
        provider_session_id text UNIQUE,
        provider_subscription_id text,
        provider_customer_id text,
        renewal_of uuid REFERENCES donations (id) ON DELETE SET NULL,
        donor_uid text,
        donor_email citext,
        success_url text,
        cancel_url text,
        idempotency_key text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        canceled_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX donations_donor_uid_idx ON donations (donor_uid, created_at DESC)');
    await queryRunner.query(
      'CREATE INDEX donations_subscription_idx ON donations (provider_subscription_id) WHERE provider_subscription_id IS NOT NULL',
    );
    await queryRunner.query(`
      CREATE TABLE donation_events (
        event_id text PRIMARY KEY,
        provider text NOT NULL,
        type text NOT NULL,
        donation_id uuid REFERENCES donations (id) ON DELETE SET NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS donation_events');
    await queryRunner.query('DROP TABLE IF EXISTS donations');
  }
}
