import { describe, expect, it } from '@jest/globals';
import { ConfigError, parseEnv } from '../../backend/src/config/config.schema.js';

/** Everything else production demands, so the only thing left to object to is the emulator. */
const PRODUCTION_FIREBASE = {
  NODE_ENV: 'production',
  // A test key (32 bytes of 7s), not a secret.
  ENCRYPTION_KEYS: 'k1:BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=',
  PUBLIC_URL: 'https://askseekknock.org',
  SUPPORT_EMAIL: 'support@askseekknock.org',
  PRIVACY_EMAIL: 'privacy@askseekknock.org',
  PAYMENTS_DRIVER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  IDENTITY_DRIVER: 'firebase',
  FIREBASE_PROJECT_ID: 'ask-seek-knock',
  FIREBASE_API_KEY: 'web-api-key',
  FIREBASE_AUTH_DOMAIN: 'ask-seek-knock.firebaseapp.com',
  FIREBASE_APP_ID: '1:123:web:abc',
};

function errorOf(env: NodeJS.ProcessEnv): string {
  try {
    parseEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
}

describe('firebase identity configuration', () => {
  it('boots in production with the real Firebase (no emulator)', () => {
    expect(parseEnv(PRODUCTION_FIREBASE).IDENTITY_DRIVER).toBe('firebase');
  });

  it('refuses to boot in production with FIREBASE_AUTH_EMULATOR_HOST set, in one line', () => {
    const message = errorOf({ ...PRODUCTION_FIREBASE, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(message).toBe(
      'Invalid configuration: FIREBASE_AUTH_EMULATOR_HOST must not be set in production (the emulator accepts unsigned tokens) (got "127.0.0.1:9099")',
    );
    expect(message).not.toContain('\n');
  });

  it('allows the emulator outside production', () => {
    expect(
      parseEnv({ ...PRODUCTION_FIREBASE, NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })
        .FIREBASE_AUTH_EMULATOR_HOST,
    ).toBe('127.0.0.1:9099');
  });

  it('asks for the project id and the web settings only when the firebase driver is chosen', () => {
    expect(errorOf({ IDENTITY_DRIVER: 'firebase' })).toBe(
      'Invalid configuration: FIREBASE_PROJECT_ID is required when IDENTITY_DRIVER=firebase; FIREBASE_API_KEY is required when IDENTITY_DRIVER=firebase; FIREBASE_AUTH_DOMAIN is required when IDENTITY_DRIVER=firebase; FIREBASE_APP_ID is required when IDENTITY_DRIVER=firebase',
    );
    expect(parseEnv({}).IDENTITY_DRIVER).toBe('local');
  });
});
