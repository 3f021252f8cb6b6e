import { expect, test, type Page } from '@playwright/test';
import { AuthForm, PASSWORD, toast, uniqueEmail } from './support/accounts.js';
import { saveScreenshot } from './support/screenshots.js';

// The client's Firebase path, with the real Firebase JS SDK: authConfig is answered as a
// Firebase deployment would answer it, and Google's identity endpoints are stood in for
// at the network boundary with the error bodies they really send. (No request leaves
// this machine.) bypassCSP: the browser-test server runs the local driver, whose CSP
// allows only same-origin connections; a Firebase deployment must allow Google's.
test.use({ bypassCSP: true });

const FIREBASE_CONFIG = {
  driver: 'firebase',
  googleSignIn: true,
  firebase: {
    apiKey: 'test-api-key',
    authDomain: 'ask-seek-knock-test.firebaseapp.com',
    projectId: 'ask-seek-knock-test',
    appId: '1:1:web:1',
  },
};

async function actAsFirebaseDeployment(page: Page, identityError: string): Promise<void> {
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('authConfig')) return route.continue();
    await route.fulfill({ json: { data: { authConfig: { __typename: 'AuthConfig', ...FIREBASE_CONFIG } } } });
  });
  await page.route('https://identitytoolkit.googleapis.com/**', (route) =>
    route.fulfill({
      status: 400,
      json: {
        error: {
          code: 400,
          message: identityError,
          errors: [{ message: identityError, domain: 'global', reason: 'invalid' }],
        },
      },
    }),
  );
}

function firebaseScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && /\/assets\/(firebase|index\.esm)-/.test(response.url())) {
      urls.push(response.url());
    }
  });
  return urls;
}

test('with local accounts the Firebase SDK is never downloaded', async ({ page }) => {
  const loaded = firebaseScripts(page);
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Continue with Email' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(loaded).toEqual([]);
});

test('with Firebase and Google configured, the splash and the forms offer Continue with Google', async ({ page }) => {
  const loaded = firebaseScripts(page);
  await actAsFirebaseDeployment(page, 'INVALID_LOGIN_CREDENTIALS');
  await page.goto('/home');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  expect(loaded.length).toBeGreaterThan(0);
  await saveScreenshot(page, 'home-google-light');
  await page.getByRole('link', { name: 'Continue with Email' }).click();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await saveScreenshot(page, 'signup-google-light');
});

test('on /signup, Continue with Google works only once both consent boxes are ticked', async ({ page, context }) => {
  await actAsFirebaseDeployment(page, 'INVALID_LOGIN_CREDENTIALS');
  let identityCalls = 0;
  page.on('request', (request) => {
    if (request.url().startsWith('https://identitytoolkit.googleapis.com/')) identityCalls += 1;
  });
  let popups = 0;
  context.on('page', () => {
    popups += 1;
  });
  const form = new AuthForm(page);
  await page.goto('/signup');
  const google = page.getByRole('button', { name: 'Continue with Google' });
  await expect(form.termsBox).not.toBeChecked();
  await expect(form.religiousDataBox).not.toBeChecked();

  await google.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'To create your account, please tick both boxes.' }),
  ).toBeVisible();
  await expect(form.termsBox).toBeFocused();
  await form.termsBox.check();
  await google.click();
  await expect(form.religiousDataBox).toBeFocused();
  expect(popups).toBe(0);
  expect(identityCalls).toBe(0);
  await expect(page).toHaveURL(/\/signup$/);
});

const firebaseErrors = [
  {
    path: '/login',
    button: 'Log In',
    error: 'INVALID_LOGIN_CREDENTIALS',
    toast: 'Please check your Email or Password.',
  },
  { path: '/login', button: 'Log In', error: 'EMAIL_NOT_FOUND', toast: 'No user found with this email.' },
  { path: '/login', button: 'Log In', error: 'INVALID_PASSWORD', toast: 'Incorrect password. Please try again.' },
  {
    path: '/signup',
    button: 'Create Account',
    error: 'EMAIL_EXISTS',
    toast: 'This email is already registered. Please log in.',
  },
  {
    path: '/signup',
    button: 'Create Account',
    error: 'WEAK_PASSWORD : Password should be at least 6 characters',
    toast: 'Password should be at least 6 characters.',
  },
  { path: '/signup', button: 'Create Account', error: 'INVALID_EMAIL', toast: 'Please enter a valid email address.' },
  {
    path: '/login',
    button: 'Log In',
    error: 'SOMETHING_UNFORESEEN',
    toast: 'Authentication failed. Please try again.',
  },
];

for (const { path, button, error, toast: message } of firebaseErrors) {
  test(`Firebase's ${error.split(' ')[0]} on ${path} reads '${message}'`, async ({ page }) => {
    await actAsFirebaseDeployment(page, error);
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('firebase'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    if (path === '/signup') await new AuthForm(page).acceptConsents();
    await page.getByRole('button', { name: button }).click();
    await expect(toast(page, message)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}
