import { expect, test } from '@playwright/test';
import { SCRIPTURE } from '../../frontend/src/lib/scripture.js';
import { TestDatabase } from './support/db.js';
import { signedIn } from './support/profile.js';

let db: TestDatabase;
test.beforeAll(async () => {
  db = await TestDatabase.connect();
});
test.afterAll(async () => {
  await db.close();
});

// The words come from the client's one source of quoted Scripture.
const VERSE = `“${SCRIPTURE.comeToMe.text}”`;

const opacity = (page: import('@playwright/test').Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => Number(getComputedStyle(element).opacity));

test('/welcome shows Matthew 11:28, fades the welcome in at 2 s and 4 s, sets the flag, and Continue opens /chat', async ({
  page,
}) => {
  await signedIn(page, db, 'welcome', { onboarded: true });
  await page.reload();
  const start = Date.now();
  await expect(page.getByText(VERSE)).toBeVisible();
  await expect(page.getByText('Matthew 11:28', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('hasSeenWelcome'))).toBe('true');

  // Hidden at first, the first part arrives after 2 s and the second after 4 s.
  expect(await opacity(page, 'welcome-first')).toBe(0);
  expect(await opacity(page, 'welcome-second')).toBe(0);
  await expect.poll(() => opacity(page, 'welcome-first'), { timeout: 6000 }).toBe(1);
  expect(Date.now() - start).toBeGreaterThanOrEqual(1900);
  expect(await opacity(page, 'welcome-second')).toBeLessThan(1);
  await expect.poll(() => opacity(page, 'welcome-second'), { timeout: 6000 }).toBe(1);
  expect(Date.now() - start).toBeGreaterThanOrEqual(3900);

  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/chat$/);
});

test('with reduced motion the welcome shows at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signedIn(page, db, 'welcome-still', { onboarded: true });
  await expect(page.getByText(VERSE)).toBeVisible();
  expect(await opacity(page, 'welcome-first')).toBe(1);
  expect(await opacity(page, 'welcome-second')).toBe(1);
});
