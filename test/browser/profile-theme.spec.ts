import { expect, test } from '@playwright/test';
import { AuthForm, createAccount, uniqueEmail } from './support/accounts.js';
import { TestDatabase } from './support/db.js';
import { ThemeControls } from './support/theme.js';

let db: TestDatabase;
test.beforeAll(async () => {
  db = await TestDatabase.connect();
});
test.afterAll(async () => {
  await db.close();
});

test('signing in keeps the device theme when the account has none', async ({ page, request }) => {
  const email = uniqueEmail('theme-none');
  await createAccount(request, email);
  await db.markOnboarded(email);
  const theme = new ThemeControls(page);
  await theme.startWith('dark');
  await new AuthForm(page).logIn(email);
  await expect(page).toHaveURL(/\/welcome$/);
  await theme.expectActive('dark');
  expect((await db.profile(email)).theme).toBeNull();
});

test("the header toggle saves a signed-in person's theme, which follows them to another device", async ({
  browser,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('theme-account');
  await createAccount(request, email);
  await db.markOnboarded(email);

  const first = await browser.newPage({ baseURL, colorScheme: 'light' });
  await new AuthForm(first).logIn(email);
  await expect(first).toHaveURL(/\/welcome$/);
  await first.getByRole('button', { name: 'Dark theme' }).click();
  await expect.poll(async () => (await db.profile(email)).theme).toBe('dark');
  await first.reload();
  await new ThemeControls(first).expectActive('dark');
  await first.close();

  // A fresh device that prefers light: the account's theme is applied at sign-in.
  const second = await browser.newPage({ baseURL, colorScheme: 'light' });
  const theme = new ThemeControls(second);
  await new AuthForm(second).logIn(email);
  await expect(second).toHaveURL(/\/welcome$/);
  await theme.expectActive('dark');
  await second.close();
});
