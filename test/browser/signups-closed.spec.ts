import { expect, test, type Page } from '@playwright/test';
import { AuthForm, createIdentityOnly, toast, uniqueEmail } from './support/accounts.js';
import { DonationPrompt } from './support/donation.js';
import { TestDatabase } from './support/db.js';

const TITLE = 'Signups Are Temporarily Closed.';

let db: TestDatabase;
test.beforeAll(async () => {
  db = await TestDatabase.connect();
});
test.beforeEach(async () => {
  await db.closeSignups();
});
// Other specs share this server: signups are open again after every test here.
test.afterEach(async () => {
  await db.reopenSignups();
});
test.afterAll(async () => {
  await db.close();
});

const panel = (page: Page) => page.getByRole('dialog', { name: TITLE });

test('signing up while signups are closed opens the panel; Notify Me joins the waitlist', async ({ page }) => {
  const email = uniqueEmail('closed');
  await new AuthForm(page).signUp(email);

  const dialog = panel(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(dialog).toBeFocused();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(toast(page, 'Signup successful!')).toHaveCount(0);

  // The panel's own checks, then the waitlist.
  const waitlistEmail = dialog.getByLabel('Email', { exact: true });
  await waitlistEmail.fill('not-an-address');
  await dialog.getByRole('button', { name: 'Notify Me' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' })).toBeVisible();
  await expect(waitlistEmail).toBeFocused();

  await waitlistEmail.fill(email);
  await dialog.getByRole('button', { name: 'Notify Me' }).click();
  await expect(dialog.getByText('Email Sent!', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: email })).toBeVisible();

  await expect(dialog.getByRole('button', { name: 'Donate Here' })).toBeVisible();

  // The person was signed out: the guarded pages send them home.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeFocused();
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/home$/);
});

test('logging in with an identity that has no profile while signups are closed opens the panel', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('closed-login');
  await createIdentityOnly(request, email);
  await new AuthForm(page).logIn(email);
  await expect(panel(page)).toBeVisible();
  await expect(toast(page, 'Login successful!')).toHaveCount(0);
  await page.reload();
  await expect(panel(page)).toHaveCount(0);
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});

test('the panel keeps focus inside, closes on Escape, and its Donate Here opens the donation prompt', async ({
  page,
}) => {
  await new AuthForm(page).signUp(uniqueEmail('closed-keys'));
  const dialog = panel(page);
  await expect(dialog).toBeVisible();

  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Open it again (another person on this device), then follow Donate Here.
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('closed-again'));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Donate Here' }).click();
  await expect(dialog).toBeHidden();
  // The panel gives way to the donation prompt; closing that leaves the person where they were.
  const donation = new DonationPrompt(page);
  await donation.expectOpen();
  await expect(donation.dialog.getByRole('link', { name: 'Not now' })).toHaveCount(0);
  await donation.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(donation.dialog).toBeHidden();
  await expect(page).toHaveURL(/\/signup$/);
});

test('when the waitlist cannot be reached the panel says the spec words', async ({ page }) => {
  await new AuthForm(page).signUp(uniqueEmail('closed-fail'));
  const dialog = panel(page);
  await expect(dialog).toBeVisible();
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('joinWaitlist') ? route.abort() : route.continue(),
  );
  await dialog.getByLabel('Email', { exact: true }).fill('someone@test.example');
  await dialog.getByRole('button', { name: 'Notify Me' }).click();
  await expect(dialog.getByText('Your application was failed. Please try again', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Notify Me' })).toBeVisible();
});
