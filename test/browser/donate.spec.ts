import { expect, test, type Page } from '@playwright/test';
import { AuthForm, uniqueEmail } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { TestDatabase } from './support/db.js';
import { DonationPrompt } from './support/donation.js';
import { OnboardFlow, QUESTIONS, signedIn } from './support/profile.js';
import { saveScreenshot } from './support/screenshots.js';
import { ThemeControls, type Theme } from './support/theme.js';

let db: TestDatabase;
test.beforeAll(async () => {
  db = await TestDatabase.connect();
});
test.afterAll(async () => {
  await db.close();
});

// Counts the checkout calls the page makes, so "nothing happens" can be checked.
function countCheckoutCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('createDonationCheckout')) calls += 1;
  });
  return () => calls;
}

async function openFromSettings(page: Page): Promise<DonationPrompt> {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Make a Donation' }).click();
  const prompt = new DonationPrompt(page);
  await prompt.expectOpen();
  return prompt;
}

// The sandbox checkout: a test page of our own server, reached by a real redirect.
async function completeSandboxCheckout(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/donate\/sandbox\/[0-9a-f-]+$/);
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await page.getByRole('button', { name: 'Complete test donation' }).click();
  await expect(page).toHaveURL(/\/donate-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
}

test('at the end of onboarding a preset gift goes through the sandbox to /donate-success, then on to /welcome after 5 s', async ({
  page,
}) => {
  const email = await signedIn(page, db, 'donate-onboard', { onboarded: false });
  const flow = new OnboardFlow(page);
  await flow.expectStep(1, QUESTIONS[0]);
  await flow.continue();
  await page.getByLabel('Your name').fill('Clare');
  for (let step = 2; step < 8; step += 1) await flow.continue();
  await flow.expectStep(8, QUESTIONS[7]);
  await flow.continue();

  const prompt = new DonationPrompt(page);
  await prompt.expectOpen();
  await expect(prompt.dialog.getByText('Make this recurring donation')).toBeVisible();
  for (const dollars of [10, 20, 50, 100, 250]) await expect(prompt.preset(dollars)).toBeVisible();
  await expect(prompt.dialog.getByRole('link', { name: 'Not now' })).toHaveAttribute('href', '/welcome');

  await prompt.preset(50).click();
  await expect(prompt.preset(50)).toHaveAttribute('aria-pressed', 'true');
  await prompt.donate.click();
  await completeSandboxCheckout(page);
  expect(await db.donations(email)).toEqual([
    expect.objectContaining({ amountCents: 5000, recurring: false, status: 'completed' }),
  ]);

  const shown = Date.now();
  await expect(page).toHaveURL(/\/welcome$/, { timeout: 8000 });
  expect(Date.now() - shown).toBeGreaterThan(3500);
});

test('from Settings a custom monthly gift goes through the sandbox; Continue now leads to /welcome at once', async ({
  page,
}) => {
  const email = await signedIn(page, db, 'donate-custom', { onboarded: true });
  const prompt = await openFromSettings(page);
  // Only for the end of onboarding.
  await expect(prompt.dialog.getByRole('link', { name: 'Not now' })).toHaveCount(0);

  // Digits and one period only.
  await prompt.custom.pressSequentially('1a2.5.0$');
  await expect(prompt.custom).toHaveValue('12.50');
  await prompt.recurring.check();
  await expect(prompt.dialog.getByText('Given each month until you stop it.')).toBeVisible();
  await prompt.donate.click();
  await completeSandboxCheckout(page);
  expect(await db.donations(email)).toEqual([
    expect.objectContaining({ amountCents: 1250, recurring: true, status: 'completed' }),
  ]);

  await page.getByRole('link', { name: 'Continue now' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
});

test('an empty or under-a-dollar amount does nothing; choosing a preset clears the custom amount', async ({ page }) => {
  const email = await signedIn(page, db, 'donate-nothing', { onboarded: true });
  const calls = countCheckoutCalls(page);
  const prompt = await openFromSettings(page);

  await prompt.donate.click();
  await prompt.custom.fill('0.99');
  await prompt.donate.click();
  await prompt.custom.fill('.');
  await prompt.donate.press('Enter');
  await page.waitForTimeout(300);
  await expect(prompt.dialog).toBeVisible();
  await expect(prompt.donate).toHaveText('Donate');
  expect(calls()).toBe(0);
  expect(await db.donations(email)).toEqual([]);

  await prompt.preset(10).click();
  await expect(prompt.custom).toHaveValue('');
  await prompt.custom.fill('7');
  await expect(prompt.preset(10)).toHaveAttribute('aria-pressed', 'false');
});

test('when the checkout cannot be created the button comes back with a message to act on', async ({ page }) => {
  const email = await signedIn(page, db, 'donate-fail', { onboarded: true });
  const prompt = await openFromSettings(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('createDonationCheckout')) return route.fallback();
    await held;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ data: null, errors: [{ message: 'down', extensions: { code: 'PAYMENTS_UNAVAILABLE' } }] }),
    });
  });

  await prompt.preset(20).click();
  await prompt.donate.click();
  await expect(prompt.donate).toHaveText('Redirecting...');
  await expect(prompt.donate).toHaveAttribute('aria-disabled', 'true');
  release();
  await expect(prompt.dialog.getByRole('alert')).toHaveText(
    'We could not open the secure checkout just now. Please try Donate again in a moment.',
  );
  await expect(prompt.donate).toHaveText('Donate');
  await expect(prompt.donate).not.toHaveAttribute('aria-disabled', 'true');
  expect(await db.donations(email)).toEqual([]);

  // Once the server answers again, the same choice goes through.
  await page.unroute('**/graphql');
  await prompt.donate.click();
  await expect(page).toHaveURL(/\/donate\/sandbox\//);
});

test('cancelling in the sandbox returns to where the prompt was opened, with nothing given', async ({ page }) => {
  const email = await signedIn(page, db, 'donate-cancel', { onboarded: true });
  const prompt = await openFromSettings(page);
  await prompt.preset(100).click();
  await prompt.donate.click();
  await expect(page).toHaveURL(/\/donate\/sandbox\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  expect(await db.donations(email)).toEqual([expect.objectContaining({ amountCents: 10000, status: 'canceled' })]);
});

test('Escape and the close button close the prompt and leave the person where they were', async ({ page }) => {
  await signedIn(page, db, 'donate-close', { onboarded: true });
  let prompt = await openFromSettings(page);
  await page.keyboard.press('Escape');
  await expect(prompt.dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Make a Donation' })).toBeFocused();
  prompt = await openFromSettings(page);
  await prompt.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(prompt.dialog).toBeHidden();
  await expect(page).toHaveURL(/\/settings$/);
});

test.describe('a visitor turned away by the signup gate', () => {
  test.beforeEach(async () => {
    await db.closeSignups();
  });
  test.afterEach(async () => {
    await db.reopenSignups();
  });

  test('can give from the signups-closed panel without an account', async ({ page }) => {
    await new AuthForm(page).signUp(uniqueEmail('donate-visitor'));
    const panel = page.getByRole('dialog', { name: 'Signups Are Temporarily Closed.' });
    await panel.getByRole('button', { name: 'Donate Here' }).click();
    const prompt = new DonationPrompt(page);
    await prompt.expectOpen();
    await prompt.custom.fill('15');
    await prompt.donate.click();
    await completeSandboxCheckout(page);
    expect((await db.donations(null)).at(-1)).toMatchObject({
      amountCents: 1500,
      recurring: false,
      status: 'completed',
    });
    // /welcome is for people with an account: a visitor is taken home.
    await page.getByRole('link', { name: 'Continue now' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});

const themes: Theme[] = ['light', 'dark'];
for (const theme of themes) {
  test(`the donation prompt and the thank-you page pass axe in the ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await new ThemeControls(page).startWith(theme);
    await signedIn(page, db, `donate-axe-${theme}`, { onboarded: true });
    const prompt = await openFromSettings(page);
    await prompt.preset(20).click();
    await expectNoAxeViolations(page, `donation prompt (${theme})`);
    await saveScreenshot(page, `donation-prompt-${theme}`);

    await page.keyboard.press('Escape');
    await page.goto('/donate-success');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await expectNoAxeViolations(page, `donate-success (${theme})`);
    await saveScreenshot(page, `donate-success-${theme}`);
  });
}
