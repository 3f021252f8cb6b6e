import { expect, test } from '@playwright/test';
import { AuthForm, PASSWORD, createAccount, toast, uniqueEmail } from './support/accounts.js';
import { TestDatabase } from './support/db.js';
import { resetLinkIn } from './support/reset-link.js';

const NEW_PASSWORD = 'Morning-Light-42';
const SENT = "Password reset email sent! Don't see it? Check your Spam/Junk folder.";

let db: TestDatabase;
test.beforeAll(async () => {
  db = await TestDatabase.connect();
});
test.afterAll(async () => {
  await db.close();
});

test('forgot password: the mail arrives, its link opens the reset page, and only the new password works after', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('reset');
  await createAccount(request, email);

  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page, SENT)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();

  const mail = await db.latestMailTo(email);
  const link = resetLinkIn(mail.text);
  expect(new URL(link).pathname).toBe('/reset-password');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  // The token leaves the address bar as soon as it is read.
  await expect(page).toHaveURL(/\/reset-password$/);
  expect(await page.evaluate(() => window.location.hash)).toBe('');

  const newPassword = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password', { exact: true });
  // The sign-up rules apply here too, and the two entries must match.
  await newPassword.fill('weakling');
  await confirm.fill('different');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByText('Password must contain at least one uppercase letter.')).toBeVisible();
  await expect(newPassword).toBeFocused();
  await newPassword.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await expect(confirm).toBeFocused();
  await confirm.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save New Password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Your password has been changed. Please log in with your new password.')).toBeVisible();

  const form = new AuthForm(page);
  await form.logIn(email, PASSWORD);
  await expect(toast(page, 'Please check your Email or Password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await form.logIn(email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/onboard$/);
  await expect(toast(page, 'Login successful!')).toBeVisible();

  // The link works once.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another-Try-99');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Another-Try-99');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeFocused();
  await expect(page.getByText('This reset link is invalid or has expired. Please request a new one.')).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('an address with no account gets the same answer (no account enumeration)', async ({ page }) => {
  const email = uniqueEmail('no-account');
  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page, SENT)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
});

test('forgot password checks the email shape before sending', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('requestPasswordReset')) sent += 1;
  });
  await page.goto('/forgot-password');
  const email = page.getByLabel('Email', { exact: true });
  for (const bad of ['', 'plainaddress', 'a@b', '@test.example']) {
    await email.fill(bad);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' })).toBeVisible();
    await expect(email).toBeFocused();
  }
  expect(sent).toBe(0);
  await page.getByRole('link', { name: 'Back to Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a failure to send says what happened instead of a false account warning', async ({ page }) => {
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('requestPasswordReset') ? route.abort() : route.continue(),
  );
  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill('someone@test.example');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page, 'We could not reach the server. Please check your connection and try again.')).toBeVisible();
  await expect(page.getByText(/You have not account/)).toHaveCount(0);
});

test('the reset page without a token says so kindly and offers a new link', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByText(/link from your reset email|link in your reset email/)).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a made-up token is refused by the server and the page explains what to do', async ({ page }) => {
  await page.goto('/reset-password#token=not-a-real-token');
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
});
