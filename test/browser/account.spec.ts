import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { AuthForm, PASSWORD, toast } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { holdRequests } from './support/conversation.js';
import { TestDatabase } from './support/db.js';
import { signedIn } from './support/profile.js';
import { saveScreenshot } from './support/screenshots.js';
import { ThemeControls, type Theme } from './support/theme.js';

let db: TestDatabase;
test.beforeAll(async () => {
  db = await TestDatabase.connect();
});
test.afterAll(async () => {
  await db.close();
});

const themes: Theme[] = ['light', 'dark'];

// A signed-in person in the given theme, with settled (reduced) motion for axe.
async function signedInWithTheme(page: Page, label: string, theme: Theme): Promise<string> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const controls = new ThemeControls(page);
  await controls.startWith(theme);
  const email = await signedIn(page, db, label, { onboarded: true });
  await controls.expectActive(theme);
  return email;
}

async function openPrivacy(page: Page): Promise<void> {
  await page.goto('/settings/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy & Security' })).toBeVisible();
}

// Says something in Ask and waits until the reply is stored (its reactions appear then).
async function sayInAsk(page: Page, text: string): Promise<void> {
  await page.goto('/chat');
  await page.getByRole('textbox', { name: 'Message Pio' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('group', { name: 'Respond to this message' }).first()).toBeVisible({
    timeout: 15_000,
  });
}

for (const theme of themes) {
  test(`Download my data saves a JSON file of everything held, with a busy state and an error to act on (${theme})`, async ({
    page,
  }) => {
    // The first message of a run loads the knowledge base and its model.
    test.setTimeout(60_000);
    const email = await signedInWithTheme(page, `export-${theme}`, theme);
    const phrase = `I keep thinking of my grandmother, canary ${Date.now().toString(36)}`;
    await sayInAsk(page, phrase);

    await openPrivacy(page);
    const button = page.getByRole('button', { name: 'Download my data' });
    await expect(button).toBeVisible();
    await expectNoAxeViolations(page, `/settings/privacy (${theme})`);
    await saveScreenshot(page, `privacy-security-${theme}`);

    await holdRequests(page, '**/api/me/export', 600);
    const downloading = page.waitForEvent('download');
    await button.click();
    await expect(page.getByRole('button', { name: 'Preparing your data…' })).toBeVisible();
    const download = await downloading;
    await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
    expect(download.suggestedFilename()).toMatch(/^ask-seek-knock-export-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      account: { email: string };
      conversations: { topic: string; messages: { sender: string; text: string }[] }[];
      consents: { kind: string }[];
    };
    expect(data.account.email).toBe(email);
    expect(data.conversations.flatMap((conversation) => conversation.messages)).toContainEqual(
      expect.objectContaining({ sender: 'user', text: phrase }),
    );
    expect(data.consents.map((consent) => consent.kind).sort()).toEqual(['religious-data', 'terms-and-privacy']);

    await page.unrouteAll();
    await page.route('**/api/me/export', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"SERVICE_UNAVAILABLE"}' }),
    );
    await button.click();
    await expect(page.getByRole('alert').filter({ hasText: 'We could not prepare your data just now.' })).toHaveText(
      'We could not prepare your data just now. Please try again in a few minutes.',
    );
  });

  test(`Delete account: a clear confirmation, the password asked, then gone and back at /home (${theme})`, async ({
    page,
  }) => {
    const email = await signedInWithTheme(page, `delete-${theme}`, theme);
    await db.addChatSession(email);
    expect(await db.accountRows(email)).toEqual({ credentials: 1, profiles: 1, sessions: 1 });

    await openPrivacy(page);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('This cannot be undone.');
    await expect(dialog).toContainText('Every conversation in Ask and every prayer in Knock');
    await expect(dialog).toContainText('Records of any donations, for accounting, without your name or e-mail');
    await expectNoAxeViolations(page, `delete account dialog (${theme})`);
    await saveScreenshot(page, `delete-account-${theme}`);

    // Keeping the account closes the dialog and changes nothing.
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Delete account' }).click();

    const password = dialog.getByLabel('Your password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Please enter your password to confirm.')).toBeVisible();
    await password.fill('Not-My-Password-1');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('That password is not right. Please check it and try again.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(await db.accountRows(email)).toEqual({ credentials: 1, profiles: 1, sessions: 1 });

    await password.fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(toast(page, 'Your account and everything in it have been deleted. Peace be with you.')).toBeVisible();
    expect(await db.accountRows(email)).toEqual({ credentials: 0, profiles: 0, sessions: 0 });

    await new AuthForm(page).logIn(email);
    await expect(toast(page, 'Please check your Email or Password.').first()).toBeVisible();
  });
}

test('Sign out everywhere signs out this device at once, and another device at its next request', async ({
  page,
  browser,
}) => {
  // Two devices and three sign-ins, each a deliberate argon2 hash.
  test.setTimeout(60_000);
  const email = await signedIn(page, db, 'everywhere', { onboarded: true });
  const laptopContext = await browser.newContext();
  try {
    const laptop = await laptopContext.newPage();
    await new AuthForm(laptop).logIn(email);
    await expect(laptop).toHaveURL(/\/welcome$/);
    await openPrivacy(laptop);
    await expect(laptop.getByRole('button', { name: 'Delete account' })).toBeVisible();

    await openPrivacy(page);
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page.getByText('This signs you out on every device where you use the app')).toBeVisible();
    await expectNoAxeViolations(page, 'the sign-out-everywhere confirmation');
    await page.getByRole('button', { name: 'Sign out on every device' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(toast(page, 'You are signed out on every device.')).toBeVisible();

    // The laptop has not reloaded: its next request is refused, and it is signed out there and then.
    await laptop.getByRole('button', { name: 'Clear Chat History' }).click();
    await laptop.getByRole('button', { name: 'Clear history' }).click();
    await expect(laptop.getByText('Your details and choices are kept with your account.')).toBeVisible();
    await expect(laptop.getByRole('button', { name: 'Delete account' })).toHaveCount(0);

    // Logging in again works at once.
    await new AuthForm(page).logIn(email);
    await expect(page).toHaveURL(/\/welcome$/);
    await openPrivacy(page);
    await expect(page.getByRole('button', { name: 'Delete account' })).toBeVisible();
  } finally {
    await laptopContext.close();
  }
});
