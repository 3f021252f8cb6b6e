import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type Route } from '@playwright/test';
import { startFirebaseAuthEmulator, type FirebaseAuthEmulator } from '../fakes/firebase-auth-emulator.js';
import { AuthForm, PASSWORD, toast, uniqueEmail } from './support/accounts.js';
import { ExtraServer } from './support/extra-server.js';

// The whole Firebase path: a server with IDENTITY_DRIVER=firebase whose firebase-admin
// verifies tokens against the Auth emulator fake, and the real Firebase JS SDK in the
// page, whose calls to Google's identity REST API are answered here with the tokens
// that emulator mints. Sign-up, the signup gate, the profile, persistence across a
// reload, Log Out and log-in all run for real.
// No bypassCSP here: this server runs the firebase driver, so its own CSP and COOP
// headers must let the Firebase SDK reach Google's identity endpoints.

const PROJECT = 'demo-ask-seek-knock';
const API = 'https://identitytoolkit.googleapis.com/v1/';

let emulator: FirebaseAuthEmulator;
let server: ExtraServer;
// What Google's identity service would hold: email -> { uid, password }.
const accounts = new Map<string, { uid: string; password: string }>();

function idTokenFor(uid: string, email: string): string {
  return emulator.mintIdToken({ uid, email });
}

function tokenResponse(uid: string, email: string) {
  return { idToken: idTokenFor(uid, email), refreshToken: `refresh-${uid}`, expiresIn: '3600', localId: uid, email };
}

function failWith(route: Route, message: string) {
  return route.fulfill({
    status: 400,
    json: { error: { code: 400, message, errors: [{ message, domain: 'global', reason: 'invalid' }] } },
  });
}

function uidOf(idToken: string): string {
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    user_id: string;
  };
  return payload.user_id;
}

// Stands in for identitytoolkit/securetoken at the browser's network boundary.
async function googleIdentityService(page: Page): Promise<void> {
  await page.route(`${API}**`, async (route) => {
    const operation = new URL(route.request().url()).pathname.split('/').pop();
    const body = (route.request().postDataJSON() ?? {}) as Record<string, string>;
    if (operation === 'accounts:signUp') {
      if (accounts.has(body.email ?? '')) return failWith(route, 'EMAIL_EXISTS');
      const uid = randomUUID().replace(/-/g, '').slice(0, 28);
      accounts.set(body.email ?? '', { uid, password: body.password ?? '' });
      emulator.addUser({ uid, email: body.email ?? '' });
      return route.fulfill({
        json: { kind: 'identitytoolkit#SignupNewUserResponse', ...tokenResponse(uid, body.email ?? '') },
      });
    }
    if (operation === 'accounts:signInWithPassword') {
      const account = accounts.get(body.email ?? '');
      if (!account || account.password !== body.password) return failWith(route, 'INVALID_LOGIN_CREDENTIALS');
      return route.fulfill({
        json: {
          kind: 'identitytoolkit#VerifyPasswordResponse',
          registered: true,
          ...tokenResponse(account.uid, body.email ?? ''),
        },
      });
    }
    if (operation === 'accounts:lookup') {
      const uid = uidOf(body.idToken ?? '');
      const email = [...accounts].find(([, account]) => account.uid === uid)?.[0];
      if (!email) return failWith(route, 'USER_NOT_FOUND');
      const now = String(Date.now());
      return route.fulfill({
        json: {
          kind: 'identitytoolkit#GetAccountInfoResponse',
          users: [
            {
              localId: uid,
              email,
              emailVerified: false,
              passwordUpdatedAt: Number(now),
              providerUserInfo: [{ providerId: 'password', email, federatedId: email, rawId: email }],
              validSince: String(Math.floor(Date.now() / 1000) - 3600),
              lastLoginAt: now,
              createdAt: now,
            },
          ],
        },
      });
    }
    return failWith(route, 'OPERATION_NOT_ALLOWED');
  });
}

test.describe('Firebase identity, end to end', () => {
  test.setTimeout(180_000);

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    emulator = await startFirebaseAuthEmulator({ projectId: PROJECT });
    server = new ExtraServer(4175, {
      IDENTITY_DRIVER: 'firebase',
      FIREBASE_PROJECT_ID: PROJECT,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      FIREBASE_API_KEY: 'test-api-key',
      FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
      FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
      FIREBASE_GOOGLE_SIGN_IN: 'true',
    });
    await server.start();
  });

  test.afterAll(async () => {
    await server?.stop();
    await emulator?.close();
  });

  test('sign up, stay signed in across a reload, log out, log in', async ({ page }) => {
    const { baseUrl } = server;
    const email = uniqueEmail('firebase');
    await googleIdentityService(page);

    await page.goto(`${baseUrl}/home`);
    // Google sign-in is configured on this server, so its button is there.
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();

    await page.goto(`${baseUrl}/signup`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await new AuthForm(page).acceptConsents();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(`${baseUrl}/onboard`);
    await expect(toast(page, 'Signup successful!')).toBeVisible();
    // The server verified the Firebase token (firebase-admin asked the emulator about the user).
    expect(emulator.requests.some((request) => request.path.endsWith('accounts:lookup'))).toBe(true);

    // Persistence (browserLocalPersistence) brings the person back after a reload.
    await page.goto(`${baseUrl}/`);
    await expect(page).toHaveURL(`${baseUrl}/onboard`);
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();

    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(`${baseUrl}/home`);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    await page.goto(`${baseUrl}/`);
    await expect(page).toHaveURL(`${baseUrl}/home`);

    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-Password-1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(toast(page, 'Please check your Email or Password.')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(`${baseUrl}/onboard`);
    await expect(toast(page, 'Login successful!')).toBeVisible();
  });
});
