import { expect, test, type Page } from '@playwright/test';
import { LEGAL_VERSION } from '../../backend/src/modules/profile/legal-version.js';
import { AuthForm, PASSWORD, createIdentityOnly, toast, uniqueEmail } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { TestDatabase } from './support/db.js';
import { signedIn } from './support/profile.js';
import { saveScreenshot } from './support/screenshots.js';
import { ThemeControls, type Theme } from './support/theme.js';

// Issue 18, item 3: consent at sign-up (two boxes, unticked, both required, recorded with
// the version and the time) and an age under 16, which ends kindly with nothing saved.

const CONSENT_MISSING = 'To create your account, please tick both boxes.';
const UNDER_AGE_TITLE = 'This app is for people aged 16 and over';

let db: TestDatabase;
test.beforeAll(async () => {
  db = await TestDatabase.connect();
});
test.afterAll(async () => {
  await db.close();
});

// Counts the calls that would create an identity or a profile.
function countSignUpCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/identity/sign-up') || request.postData()?.includes('signUp(')) calls += 1;
  });
  return () => calls;
}

test('sign-up: both boxes start unticked, Create Account is refused until both are ticked, then both are recorded', async ({
  page,
}) => {
  const form = new AuthForm(page);
  const signUpCalls = countSignUpCalls(page);
  const email = uniqueEmail('consent');
  await page.goto('/signup');

  // Native checkboxes, named by their whole sentence, inside a group a screen reader announces.
  await expect(page.getByRole('group', { name: 'Your consent' })).toBeVisible();
  await expect(form.termsBox).not.toBeChecked();
  await expect(form.religiousDataBox).not.toBeChecked();
  await expect(form.termsBox).toHaveAccessibleName(
    'I am 16 or older, and I accept the Terms of Use and the Privacy Policy.',
  );
  await expect(form.religiousDataBox).toHaveAccessibleName(
    'I explicitly consent to Ask Seek Knock processing what I share about my faith (my questions, prayers and profile answers) in order to answer me.',
  );
  await expect(form.religiousDataBox).toHaveAccessibleDescription(/the law asks for this consent on its own/);

  await form.email.fill(email);
  await form.password.fill(PASSWORD);
  const submit = page.getByRole('button', { name: 'Create Account' });

  // Neither ticked: a clear message tied to both boxes, the focus on the first.
  await submit.click();
  const message = page.getByRole('alert').filter({ hasText: CONSENT_MISSING });
  await expect(message).toBeVisible();
  await expect(form.termsBox).toBeFocused();
  const errorId = await message.getAttribute('id');
  for (const box of [form.termsBox, form.religiousDataBox]) {
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    expect((await box.getAttribute('aria-describedby'))?.split(' ')).toContain(errorId);
  }
  await expect(form.termsBox).toHaveAccessibleDescription(CONSENT_MISSING);
  await saveScreenshot(page, 'signup-consent-missing-light');

  // One ticked is not enough: the focus moves to the one still missing.
  await form.termsBox.check();
  await expect(form.termsBox).not.toHaveAttribute('aria-invalid', 'true');
  await submit.click();
  await expect(message).toBeVisible();
  await expect(form.religiousDataBox).toBeFocused();
  await expect(page).toHaveURL(/\/signup$/);
  expect(signUpCalls()).toBe(0);
  expect(await db.hasProfile(email)).toBe(false);

  // Both: the message leaves as the second box is ticked, and the account is made.
  await form.religiousDataBox.check();
  await expect(message).toHaveCount(0);
  const before = Date.now();
  await submit.click();
  await expect(page).toHaveURL(/\/onboard$/);
  await expect(toast(page, 'Signup successful!')).toBeVisible();
  const consents = await db.consents(email);
  expect(consents.map(({ kind, version }) => ({ kind, version }))).toEqual([
    { kind: 'religious-data', version: LEGAL_VERSION },
    { kind: 'terms-and-privacy', version: LEGAL_VERSION },
  ]);
  for (const { givenAt } of consents) expect(Math.abs(givenAt.getTime() - before)).toBeLessThan(60_000);
});

test('the Terms and the Privacy Policy open from the boxes in a new tab, keeping what was typed', async ({
  page,
  context,
}) => {
  const form = new AuthForm(page);
  await page.goto('/signup');
  await form.email.fill('kept@test.example');
  for (const [name, heading] of [
    ['Terms of Use', 'Terms of Use'],
    ['Privacy Policy', 'Privacy Policy'],
  ] as const) {
    const link = page.getByRole('group', { name: 'Your consent' }).getByRole('link', { name });
    await expect(link).toHaveAccessibleDescription('Opens in a new tab');
    const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(opened).toHaveURL(name === 'Terms of Use' ? /\/terms$/ : /\/privacy$/);
    await expect(opened.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await opened.close();
  }
  // Following a link inside a label does not tick its box.
  await expect(form.termsBox).not.toBeChecked();
  await expect(form.email).toHaveValue('kept@test.example');
});

test('logging in with an identity that never got a profile asks for the same boxes before making one', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('consent-login');
  await createIdentityOnly(request, email);
  const form = new AuthForm(page);
  await page.goto('/login');
  // Someone who already has an account is never asked.
  await expect(form.termsBox).toHaveCount(0);
  await form.logIn(email);

  await expect(toast(page, 'To create your account, please tick both boxes first.')).toBeVisible();
  await expect(page.getByText('We do not have an account for you yet.', { exact: false })).toBeVisible();
  await expect(form.termsBox).toBeFocused();
  await expect(form.termsBox).not.toBeChecked();
  await expect(page).toHaveURL(/\/login$/);
  expect(await db.hasProfile(email)).toBe(false);

  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: CONSENT_MISSING })).toBeVisible();
  expect(await db.hasProfile(email)).toBe(false);

  await form.acceptConsents();
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/onboard$/);
  expect((await db.consents(email)).map((consent) => consent.kind)).toEqual(['religious-data', 'terms-and-privacy']);
});

test('the 8-step onboarding points someone under 16 to a page meant for them', async ({ page }) => {
  await page.goto('/onboard');
  await page.getByRole('link', { name: 'this page is for you' }).click();
  await expect(page).toHaveURL(/\/under-16$/);
  await expect(page.getByRole('heading', { level: 1, name: UNDER_AGE_TITLE })).toBeVisible();
  // A visitor has nothing kept, and is offered the way home.
  await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a year of birth under 16 in Settings is not saved and ends with the kind explanation', async ({ page }) => {
  const email = await signedIn(page, db, 'under-16-settings', { onboarded: true });
  const underAge = String(new Date().getFullYear() - 12);
  await page.goto('/settings/personal');
  await page.getByLabel('Name', { exact: true }).fill('Pat');
  await page.getByLabel('Year of birth').fill(underAge);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/under-16$/);
  await expect(page.getByRole('heading', { level: 1, name: UNDER_AGE_TITLE })).toBeVisible();
  // Warm, with people and places for them, and nothing saved.
  await expect(page.getByText('Thank you for wanting to pray')).toBeVisible();
  await expect(page.getByText(/A parent, a priest, or another adult you trust/)).toBeVisible();
  await expect(page.getByRole('link', { name: /YOUCAT/ })).toHaveAttribute('href', 'https://www.youcat.org');
  await expect(page.getByRole('link', { name: 'free, confidential crisis lines' })).toHaveAttribute(
    'href',
    '/safety#crisis-lines',
  );
  await expect(page.getByText('If you told us your age, we have not saved it', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings, under Privacy & Security' })).toHaveAttribute(
    'href',
    '/settings/privacy',
  );
  await expect(toast(page, 'Settings updated.')).toHaveCount(0);
  expect(await db.profile(email)).toMatchObject({ name: null, ageRange: null });

  // The youngest year the picker offers is accepted.
  await page.goto('/settings/personal');
  await page.getByLabel('Year of birth').fill(String(new Date().getFullYear() - 16));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Settings updated.')).toBeVisible();
  expect((await db.profile(email)).ageRange).toBe(String(new Date().getFullYear() - 16));
});

const themes: Theme[] = ['light', 'dark'];

for (const theme of themes) {
  test(`the consent boxes with their message, and the under-16 page, pass axe in the ${theme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const controls = new ThemeControls(page);
    await controls.startWith(theme);

    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: CONSENT_MISSING })).toBeVisible();
    await controls.expectActive(theme);
    await expectNoAxeViolations(page, `/signup consent (${theme})`);
    await saveScreenshot(page, `signup-consent-${theme}`);

    await signedIn(page, db, `under-16-axe-${theme}`, { onboarded: false });
    await page.goto('/under-16');
    await expect(page.getByRole('heading', { level: 1, name: UNDER_AGE_TITLE })).toBeVisible();
    await expect(page.getByRole('link', { name: /Life Teen/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expectNoAxeViolations(page, `/under-16 (${theme})`);
    await saveScreenshot(page, `under-16-${theme}`);
  });
}
