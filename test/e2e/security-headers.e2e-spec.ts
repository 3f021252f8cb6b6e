import { describe, expect, it } from '@jest/globals';
import { startTestApp } from './support/test-app.js';

describe('security headers', () => {
  it('allow only our own origin with local accounts', async () => {
    const t = await startTestApp();
    try {
      const res = await t.http().get('/health/live');
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("connect-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it("open exactly what Firebase Auth's client needs with the firebase driver", async () => {
    const t = await startTestApp({
      IDENTITY_DRIVER: 'firebase',
      FIREBASE_PROJECT_ID: 'demo-test',
      FIREBASE_API_KEY: 'test-api-key',
      FIREBASE_AUTH_DOMAIN: 'demo-test.firebaseapp.com',
      FIREBASE_APP_ID: '1:0:web:0',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
    });
    try {
      const res = await t.http().get('/health/live');
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("script-src 'self' https://apis.google.com;");
      expect(csp).toContain(
        "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://www.googleapis.com;",
      );
      expect(csp).toContain("frame-src 'self' https://demo-test.firebaseapp.com;");
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    } finally {
      await t.close();
    }
  });
});
