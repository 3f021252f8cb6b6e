import { expect, test, type Page } from '@playwright/test';
import { toast } from './support/accounts.js';
import { TestDatabase } from './support/db.js';
import { failNextMutation, signedIn } from './support/profile.js';
import { ThemeControls } from './support/theme.js';

let db: TestDatabase;
test.beforeAll(async () => {
  db = await TestDatabase.connect();
});
test.afterAll(async () => {
  await db.close();
});

const SHARE_TEXT =
  'A quiet place to pray, read the day’s Scripture and talk with a Catholic AI companion. Free to use.';

async function openSettings(page: Page, item?: string): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  if (item) await page.getByRole('link', { name: item }).click();
}

test('a visitor sees a calm note, the legal links and Appearance', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByText('Your details and choices are kept with your account.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  for (const [name, href] of [
    ['Terms of Use', '/terms'],
    ['Privacy Policy', '/privacy'],
    ['About', '/about'],
  ]) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await page.getByRole('radio', { name: 'Dark Mode' }).check();
  await new ThemeControls(page).expectActive('dark');
  await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
});

test('the main list, the back controls, and Log Out', async ({ page }) => {
  await signedIn(page, db, 'settings-list', { onboarded: true });
  await openSettings(page);
  for (const name of ['Personal Details', 'App Personalization', 'Privacy & Security']) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Share the app' })).toBeVisible();
  // Make a Donation opens the donation prompt (test/browser/donate.spec.ts follows it through).
  await expect(page.getByRole('button', { name: 'Make a Donation' })).toBeVisible();
  // No Save on the list or on Privacy & Security.
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Privacy & Security' }).click();
  await expect(page).toHaveURL(/\/settings\/privacy$/);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  // From the list, back goes back in history (here: the privacy page, then /welcome).
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/settings\/privacy$/);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('Personal Details: edits save with Saving..., the toast, /chat, and persist after reload', async ({ page }) => {
  const email = await signedIn(page, db, 'settings-personal', { onboarded: true });
  await openSettings(page, 'Personal Details');
  await expect(page).toHaveURL(/\/settings\/personal$/);
  await page.getByLabel('Name').fill('Teresa');
  await page.getByLabel('Year of birth').fill('1979');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Life Stage').selectOption('Widowed');
  await page.getByLabel('Spiritual Maturity').selectOption('Rooted & Trusting');
  await page.getByRole('checkbox', { name: 'Learn more about my faith' }).check();
  await page.getByRole('checkbox', { name: 'Support me through grief' }).check();

  // Hold the answer a moment to see the busy label.
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('updateProfile')) await new Promise((r) => setTimeout(r, 400));
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeVisible();
  await expect(toast(page, 'Settings updated.')).toBeVisible();
  await expect(page).toHaveURL(/\/chat$/);

  expect(await db.profile(email)).toMatchObject({
    name: 'Teresa',
    ageRange: '1979',
    sex: 'Female',
    lifeStage: 'Widowed',
    spiritualMaturity: 'Rooted & Trusting',
  });
  // A full page load: the profile comes from the server again.
  await page.goto('/settings/personal');
  await expect(page.getByLabel('Name')).toHaveValue('Teresa');
  await expect(page.getByLabel('Year of birth')).toHaveValue('1979');
  await expect(page.getByLabel('Gender')).toHaveValue('Female');
  await expect(page.getByLabel('Life Stage')).toHaveValue('Widowed');
  await expect(page.getByLabel('Spiritual Maturity')).toHaveValue('Rooted & Trusting');
  await expect(page.getByRole('checkbox', { name: 'Support me through grief' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Learn more about my faith' })).toBeChecked();
});

test('a failed settings save says so and keeps the input', async ({ page }) => {
  const email = await signedIn(page, db, 'settings-fail', { onboarded: true });
  await openSettings(page, 'Personal Details');
  await page.getByLabel('Name').fill('Benedict');
  await page.getByLabel('Year of birth').fill('1950');
  await failNextMutation(page, 'updateProfile');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to update settings.')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/personal$/);
  await expect(page.getByLabel('Name')).toHaveValue('Benedict');
  await expect(page.getByLabel('Year of birth')).toHaveValue('1950');
  expect((await db.profile(email)).name).toBeNull();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  expect((await db.profile(email)).name).toBe('Benedict');
});

test('App Personalization applies theme and companion at once, and Save persists them', async ({ page }) => {
  const email = await signedIn(page, db, 'settings-look', { onboarded: true });
  const theme = new ThemeControls(page);
  await openSettings(page, 'App Personalization');
  await expect(page.getByRole('radio', { name: /Pio/ })).toBeChecked();

  await page.getByRole('radio', { name: 'Dark Mode' }).check();
  await theme.expectActive('dark');
  await expect(page.locator('img[src="/companions/therese-dark.svg"]')).toBeVisible();
  await page.getByRole('radio', { name: /Thérèse/ }).check();
  await expect(page.getByRole('radio', { name: /Thérèse/ })).toBeChecked();
  await page.getByRole('radio', { name: 'Precise' }).check();

  // Leaving without saving puts the companion back to the saved one.
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'App Personalization' }).click();
  await expect(page.getByRole('radio', { name: /Pio/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Default' })).toBeChecked();

  await page.getByRole('radio', { name: /Thérèse/ }).check();
  await page.getByRole('radio', { name: 'Precise' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Settings updated.')).toBeVisible();
  await expect(page).toHaveURL(/\/chat$/);
  expect(await db.profile(email)).toMatchObject({ theme: 'dark', avatar: 'therese', responseStyle: 'precise' });

  // After a reload (even with this device's saved theme gone) the account's choices come back.
  await page.evaluate(() => window.localStorage.removeItem('theme'));
  await page.goto('/settings/personalization');
  await theme.expectActive('dark');
  await expect(page.getByRole('radio', { name: /Thérèse/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Precise' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Dark Mode' })).toBeChecked();
});

test('Privacy & Security: clear history and memory after confirming, and the analytics opt-out is stored', async ({
  page,
}) => {
  const email = await signedIn(page, db, 'settings-privacy', { onboarded: true });
  await db.addChatSession(email);
  await db.setMemory(email, 'Prays for her mother.');
  await openSettings(page, 'Privacy & Security');
  for (const [name, href] of [
    ['Terms of Use', '/terms'],
    ['Privacy Policy', '/privacy'],
    ['About', '/about'],
  ]) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
  }

  await page.getByRole('button', { name: 'Clear Chat History' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect(await db.chatSessionCount(email)).toBe(1);
  await page.getByRole('button', { name: 'Clear Chat History' }).click();
  await page.getByRole('button', { name: 'Clear history' }).click();
  await expect(toast(page, 'Chat history cleared.')).toBeVisible();
  expect(await db.chatSessionCount(email)).toBe(0);

  await page.getByRole('button', { name: 'Delete Pastoral Memory' }).click();
  await page.getByRole('button', { name: 'Delete memory' }).click();
  await expect(toast(page, 'Pastoral memory cleared.')).toBeVisible();
  expect((await db.profile(email)).memory).toBeNull();

  // Failures say so.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('clearChatHistory') && !body.includes('clearPastoralMemory')) return route.fallback();
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        data: null,
        errors: [{ message: 'down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      }),
    });
  });
  await page.getByRole('button', { name: 'Clear Chat History' }).click();
  await page.getByRole('button', { name: 'Clear history' }).click();
  await expect(toast(page, 'Failed to clear chat history.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Pastoral Memory' }).click();
  await page.getByRole('button', { name: 'Delete memory' }).click();
  await expect(toast(page, 'Failed to clear pastoral memory.')).toBeVisible();
  await page.unrouteAll();

  const optOut = page.getByRole('switch', { name: 'Opt out of Sharing App Analytics' });
  await expect(optOut).not.toBeChecked();
  await optOut.check();
  await expect(toast(page, 'Settings updated.')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/privacy$/);
  expect((await db.profile(email)).analyticsOptOut).toBe(true);
  await page.reload();
  await expect(optOut).toBeChecked();
});

test('Share the app copies the text and link when there is no share sheet', async ({
  page,
  context,

  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await signedIn(page, db, 'settings-copy', { onboarded: true });
  await openSettings(page);
  await page.getByRole('button', { name: 'Share the app' }).click();
  await expect(toast(page, 'Link copied to clipboard.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${SHARE_TEXT} ${baseURL}`);
});

test('Share the app opens the native share sheet when there is one', async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    let cancel = false;
    Object.assign(window, { shareCalls: calls, cancelNextShare: () => (cancel = true) });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        calls.push(data);
        if (cancel) {
          cancel = false;
          throw new DOMException('The user canceled.', 'AbortError');
        }
      },
    });
  });
  await signedIn(page, db, 'settings-share', { onboarded: true });
  await openSettings(page);
  await page.getByRole('button', { name: 'Share the app' }).click();
  await expect(toast(page, 'Thanks for sharing!')).toBeVisible();
  const calls = await page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls);
  expect(calls).toEqual([{ title: 'Ask Seek Knock', text: SHARE_TEXT, url: baseURL }]);

  await page.evaluate(() => (window as unknown as { cancelNextShare: () => void }).cancelNextShare());
  await page.getByRole('button', { name: 'Share the app' }).click();
  await expect(toast(page, 'Share canceled.')).toBeVisible();
});
