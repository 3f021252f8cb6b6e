import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// The database of a browser-test server started by test/browser/serve.mjs, which writes
// test-results/browser-server-<port>.json. Tests read the mail outbox here and set up
// states that later issues' screens will create through the UI (an onboarded profile,
// closed signups).

const resultsDir = fileURLToPath(new URL('../../../test-results/', import.meta.url));

interface ServerInfo {
  baseUrl: string;
  dataDir: string;
  pgPort: number;
  database: string;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

function serverInfo(port: number): ServerInfo {
  return JSON.parse(readFileSync(path.join(resultsDir, `browser-server-${port}.json`), 'utf8')) as ServerInfo;
}

// A profile row as the screens under test should have left it.
export interface StoredProfile {
  name: string | null;
  onboarded: boolean;
  theme: string | null;
  responseStyle: string;
  avatar: string | null;
  ageRange: string | null;
  sex: string | null;
  lifeStage: string | null;
  spiritualMaturity: string | null;
  spiritualMaturityLevel: number | null;
  spiritualGoals: string[];
  analyticsOptOut: boolean;
  memory: string | null;
}

export interface StoredDonation {
  amountCents: number;
  recurring: boolean;
  status: string;
  successUrl: string;
  cancelUrl: string;
}

export class TestDatabase {
  private constructor(private readonly client: pg.Client) {}

  static async connect(port = Number(process.env.BROWSER_TEST_PORT ?? 4173)): Promise<TestDatabase> {
    const info = serverInfo(port);
    const client = new pg.Client({
      host: '127.0.0.1',
      port: info.pgPort,
      user: 'postgres',
      password: readFileSync(path.join(info.dataDir, 'postgres-password'), 'utf8').trim(),
      database: info.database,
    });
    await client.connect();
    return new TestDatabase(client);
  }

  async close(): Promise<void> {
    await this.client.end();
  }

  // Newest first.
  async outbox(): Promise<OutboxMail[]> {
    const { rows } = await this.client.query<{ to_address: string; subject: string; body_text: string }>(
      'SELECT to_address, subject, body_text FROM mail_outbox ORDER BY created_at DESC',
    );
    return rows.map((row) => ({ to: row.to_address, subject: row.subject, text: row.body_text }));
  }

  // The newest mail to an address, waiting a little for it to be written.
  async latestMailTo(address: string, timeoutMs = 10_000): Promise<OutboxMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = (await this.outbox()).find((row) => row.to.toLowerCase() === address.toLowerCase());
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`No mail to ${address} in the outbox after ${timeoutMs} ms.`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async markOnboarded(email: string): Promise<void> {
    const { rowCount } = await this.client.query('UPDATE users SET onboarded = true WHERE email = $1', [email]);
    if (rowCount !== 1) throw new Error(`No profile for ${email} to mark onboarded.`);
  }

  async profile(email: string): Promise<StoredProfile> {
    const { rows } = await this.client.query<StoredProfile & { spiritualMaturityLevel: string | null }>(
      `SELECT name, onboarded, theme, response_style AS "responseStyle", avatar, age_range AS "ageRange", sex,
              life_stage AS "lifeStage", spiritual_maturity AS "spiritualMaturity",
              spiritual_maturity_level AS "spiritualMaturityLevel", spiritual_goals AS "spiritualGoals",
              analytics_opt_out AS "analyticsOptOut", memory
         FROM users WHERE email = $1`,
      [email],
    );
    const row = rows[0];
    if (!row) throw new Error(`No profile for ${email}.`);
    // numeric comes back as text from pg.
    return {
      ...row,
      spiritualMaturityLevel: row.spiritualMaturityLevel === null ? null : Number(row.spiritualMaturityLevel),
    };
  }

  // The consents recorded at sign-up, by kind; none when no profile was made.
  async consents(email: string): Promise<{ kind: string; version: string; givenAt: Date }[]> {
    const { rows } = await this.client.query<{ kind: string; version: string; givenAt: Date }>(
      `SELECT c.kind, c.version, c.given_at AS "givenAt"
         FROM consents c JOIN users u ON u.uid = c.uid WHERE u.email = $1 ORDER BY c.kind`,
      [email],
    );
    return rows;
  }

  async hasProfile(email: string): Promise<boolean> {
    const { rowCount } = await this.client.query('SELECT 1 FROM users WHERE email = $1', [email]);
    return rowCount === 1;
  }

  // What the companion would have remembered, for the screen that deletes it.
  async setMemory(email: string, memory: string): Promise<void> {
    await this.client.query('UPDATE users SET memory = $2 WHERE email = $1', [email, memory]);
  }

  async addChatSession(email: string): Promise<void> {
    await this.client.query("INSERT INTO chat_sessions (uid, topic) SELECT uid, 'chat' FROM users WHERE email = $1", [
      email,
    ]);
  }

  async chatSessionCount(email: string): Promise<number> {
    const { rows } = await this.client.query<{ count: string }>(
      'SELECT count(*) FROM chat_sessions s JOIN users u ON u.uid = s.uid WHERE u.email = $1',
      [email],
    );
    return Number(rows[0]?.count ?? 0);
  }

  // A newer phase is the current one: a cap of 0 admits nobody new, a NULL cap everyone.
  async closeSignups(): Promise<void> {
    await this.client.query("INSERT INTO signup_phases (name, account_cap) VALUES ('test: closed', 0)");
  }

  async reopenSignups(): Promise<void> {
    await this.client.query("INSERT INTO signup_phases (name, account_cap) VALUES ('test: open', NULL)");
  }

  // The donations a person started, newest last; a visitor's have no donor.
  async donations(email: string | null): Promise<StoredDonation[]> {
    const { rows } = await this.client.query<StoredDonation>(
      `SELECT d.amount_cents AS "amountCents", d.recurring, d.status, d.success_url AS "successUrl", d.cancel_url AS "cancelUrl"
         FROM donations d LEFT JOIN users u ON u.uid = d.donor_uid
        WHERE ($1::text IS NULL AND d.donor_uid IS NULL) OR u.email = $1
        ORDER BY d.created_at`,
      [email],
    );
    return rows;
  }

  // Whether anything of the account is left: its sign-in, its profile or its conversations.
  async accountRows(email: string): Promise<{ credentials: number; profiles: number; sessions: number }> {
    const { rows } = await this.client.query<{ credentials: string; profiles: string; sessions: string }>(
      `SELECT (SELECT count(*) FROM local_credentials WHERE email = $1) AS credentials,
              (SELECT count(*) FROM users WHERE email = $1) AS profiles,
              (SELECT count(*) FROM chat_sessions s JOIN users u ON u.uid = s.uid WHERE u.email = $1) AS sessions`,
      [email],
    );
    const row = rows[0]!;
    return { credentials: Number(row.credentials), profiles: Number(row.profiles), sessions: Number(row.sessions) };
  }

  // The reactions a person has set on their messages.
  async reactions(email: string): Promise<string[]> {
    const { rows } = await this.client.query<{ reaction: string }>(
      'SELECT r.reaction FROM message_reactions r JOIN users u ON u.uid = r.uid WHERE u.email = $1 ORDER BY r.created_at',
      [email],
    );
    return rows.map((row) => row.reaction);
  }
}
