import { describe, expect, it } from '@jest/globals';
import { AppConfig } from './app-config.js';
import { ConfigError, parseEnv } from './config.schema.js';

function errorOf(env: NodeJS.ProcessEnv): string {
  try {
    parseEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
}

describe('parseEnv', () => {
  it('works on a fresh machine with nothing set: every default is an embedded, offline driver', () => {
    const config = new AppConfig(parseEnv({}));
    expect(config.port).toBe(3000);
    expect(config.env.DATABASE_URL).toBeUndefined();
    expect(config.drivers).toEqual([
      { name: 'llm', driver: 'offline' },
      { name: 'identity', driver: 'local' },
      { name: 'payments', driver: 'sandbox' },
      { name: 'speech', driver: 'disabled' },
      { name: 'push', driver: 'webpush' },
      { name: 'mail', driver: 'log' },
    ]);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535 (got "70000")'],
    [{ PORT: '3.5' }, 'PORT must be a whole number from 1 to 65535 (got "3.5")'],
    [{ LLM_DRIVER: 'nonsense' }, 'LLM_DRIVER must be one of: offline, openai (got "nonsense")'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of: development, production, test (got "staging")'],
    [{ SUPPORT_EMAIL: 'not-an-address' }, 'SUPPORT_EMAIL must be an e-mail address (got "not-an-address")'],
    [{ SHUTDOWN_DRAIN_MS: '-1' }, 'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds (0 or more) (got "-1")'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL must be an http(s) URL (got "ftp://x")'],
  ])('refuses %o with one line naming the variable and what is allowed', (env, expected) => {
    const message = errorOf(env);
    expect(message).toBe(`Invalid configuration: ${expected}`);
    expect(message).not.toContain('\n');
  });

  it('asks for credentials only when the real adapter is selected', () => {
    expect(errorOf({ PAYMENTS_DRIVER: 'stripe' })).toBe(
      'Invalid configuration: STRIPE_SECRET_KEY is required when PAYMENTS_DRIVER=stripe; STRIPE_WEBHOOK_SECRET is required when PAYMENTS_DRIVER=stripe',
    );
    expect(errorOf({ MAIL_DRIVER: 'smtp' })).toBe('Invalid configuration: SMTP_URL is required when MAIL_DRIVER=smtp');
    // A local OpenAI-compatible server needs no key.
    expect(parseEnv({ LLM_DRIVER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).LLM_DRIVER).toBe('openai');
  });

  it('refuses development-only drivers and placeholder contacts in production', () => {
    const message = errorOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://app.test' });
    expect(message).toContain('PAYMENTS_DRIVER=sandbox is for development only and is refused in production');
    expect(message).toContain('SUPPORT_EMAIL must be set to a real address in production');
  });

  it('never echoes secret values', () => {
    const message = errorOf({ DATABASE_URL: 'mysql://admin:s3cret@db/app' });
    expect(message).toBe('Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// connection URL');
  });

  it('treats an empty optional value as unset', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});

describe('parseEnv: identity and limits', () => {
  it('parses rate limits as count per window, and refuses other shapes', () => {
    expect(parseEnv({ RATE_LIMIT_SIGN_IN_PER_EMAIL: '5/10m' }).RATE_LIMIT_SIGN_IN_PER_EMAIL).toEqual({
      points: 5,
      seconds: 600,
    });
    expect(errorOf({ RATE_LIMIT_WAITLIST_PER_IP: 'lots' })).toBe(
      'Invalid configuration: RATE_LIMIT_WAITLIST_PER_IP must look like 10/15m (count/window; window in s, m, h or d) (got "lots")',
    );
  });

  it('refuses RATE_LIMITS=off in production only', () => {
    expect(parseEnv({ RATE_LIMITS: 'off' }).RATE_LIMITS).toBe('off');
    const message = errorOf({
      NODE_ENV: 'production',
      ENCRYPTION_KEYS: 'k1:BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=',
      RATE_LIMITS: 'off',
      PAYMENTS_DRIVER: 'stripe',
      STRIPE_SECRET_KEY: 'k',
      STRIPE_WEBHOOK_SECRET: 'w',
      PUBLIC_URL: 'https://app.test',
      SUPPORT_EMAIL: 'a@b.test',
      PRIVACY_EMAIL: 'c@d.test',
    });
    expect(message).toBe(
      'Invalid configuration: RATE_LIMITS=off is for load tests and benchmarks and is refused in production',
    );
  });

  it('reads STAFF_EMAILS as a lower-cased list and checks each address', () => {
    expect(parseEnv({ STAFF_EMAILS: ' Steward@Parish.test, keeper@parish.test ' }).STAFF_EMAILS).toEqual([
      'steward@parish.test',
      'keeper@parish.test',
    ]);
    expect(errorOf({ STAFF_EMAILS: 'steward@parish.test, nobody' })).toContain(
      'STAFF_EMAILS must be a comma-separated list of e-mail addresses',
    );
  });

  it('bounds token lifetimes and the signup cap', () => {
    expect(errorOf({ ID_TOKEN_TTL_SECONDS: '7200' })).toContain(
      'ID_TOKEN_TTL_SECONDS must be a whole number of seconds from 60 to 3600',
    );
    expect(errorOf({ SIGNUP_CAP: '-3' })).toContain('SIGNUP_CAP must be a whole number (0 or more)');
    expect(parseEnv({ SIGNUP_CAP: '500' }).SIGNUP_CAP).toBe(500);
  });

  it('refuses a service account that is not JSON, without echoing it', () => {
    const message = errorOf({
      IDENTITY_DRIVER: 'firebase',
      FIREBASE_PROJECT_ID: 'p',
      FIREBASE_API_KEY: 'k',
      FIREBASE_AUTH_DOMAIN: 'p.firebaseapp.com',
      FIREBASE_APP_ID: 'a',
      FIREBASE_SERVICE_ACCOUNT: 'private-key-material',
    });
    expect(message).toBe(
      "Invalid configuration: FIREBASE_SERVICE_ACCOUNT must be the service account's JSON key file contents",
    );
  });
});
