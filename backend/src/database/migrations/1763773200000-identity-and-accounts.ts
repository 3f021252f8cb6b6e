import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts: profiles, local credentials and sessions, signing keys, the signup gate, the waitlist, mail and staff audit. */
export class IdentityAndAccounts1763773200000 implements MigrationInterface {
  name = 'IdentityAndAccounts1763773200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        uid text PRIMARY KEY,
        email citext NOT NULL,
        name text,
        login_count integer NOT NULL DEFAULT 0,
        onboarded boolean NOT NULL DEFAULT false,
        theme text CHECK (theme IN ('light', 'dark')),
        response_style text NOT NULL DEFAULT 'default' CHECK (response_style IN ('default', 'precise')),
        avatar text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX users_email_idx ON users (email)');
    await queryRunner.query('CREATE INDEX users_created_at_idx ON users (created_at)');

    await queryRunner.query(`
      CREATE TABLE local_credentials (
        uid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email citext NOT NULL UNIQUE,
        password_hash text NOT NULL,
        email_verified_at timestamptz,
        tokens_valid_after timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        password_changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE refresh_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        uid uuid NOT NULL REFERENCES local_credentials (uid) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        family_id uuid NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX refresh_sessions_uid_idx ON refresh_sessions (uid)');
    await queryRunner.query('CREATE INDEX refresh_sessions_family_idx ON refresh_sessions (family_id)');
    await queryRunner.query(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        uid uuid NOT NULL REFERENCES local_credentials (uid) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE signing_keys (
        kid text PRIMARY KEY,
        private_jwk jsonb NOT NULL,
        public_jwk jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        retired_at timestamptz
      )`);

    await queryRunner.query(`
      CREATE TABLE signup_phases (
        id serial PRIMARY KEY,
        name text NOT NULL,
        account_cap integer CHECK (account_cap >= 0),
        opened_at timestamptz NOT NULL DEFAULT now(),
        opened_by text
      )`);
    await queryRunner.query(`
      CREATE TABLE waitlist (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email citext NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        notified_at timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        to_address text NOT NULL,
        subject text NOT NULL,
        body_text text NOT NULL,
        body_html text,
        driver text NOT NULL,
        status text NOT NULL,
        error text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX mail_outbox_created_at_idx ON mail_outbox (created_at)');
    await queryRunner.query(`
      CREATE TABLE staff_audit (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_uid text NOT NULL,
        actor_email text NOT NULL,
        action text NOT NULL,
        detail jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'staff_audit',
      'mail_outbox',
      'waitlist',
      'signup_phases',
      'signing_keys',
      'password_reset_tokens',
      'refresh_sessions',
      'local_credentials',
      'users',
    ]) {
      await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
