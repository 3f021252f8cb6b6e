import { expect, test } from '@playwright/test';
import { ThemeControls } from './support/theme.js';

test('with nothing saved the theme follows the system preference, and nothing is saved', async ({ page }) => {
  const theme = new ThemeControls(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/home');
  await theme.expectActive('dark');

  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await theme.expectActive('light');
  expect(await theme.saved()).toBeNull();
});

test('toggling the theme applies it at once, saves it, and keeps it after a reload', async ({ page }) => {
  const theme = new ThemeControls(page);
  await page.goto('/home');
  await theme.expectActive('light');

  await theme.toggle.click();
  await theme.expectActive('dark');
  expect(await theme.saved()).toBe('dark');

  await page.reload();
  await theme.expectActive('dark');

  await theme.toggle.click();
  await theme.expectActive('light');
  await page.reload();
  await theme.expectActive('light');
  expect(await theme.saved()).toBe('light');
});

test('a saved choice wins over the system preference and carries across pages', async ({ page }) => {
  const theme = new ThemeControls(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/privacy');
  await theme.expectActive('dark');

  await theme.toggle.click();
  await theme.expectActive('light');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await theme.expectActive('light');

  await page.goto('/about');
  await theme.expectActive('light');
});

test('the saved theme is on <html> before the app bundle runs, so the first paint is right', async ({ page }) => {
  const theme = new ThemeControls(page);
  await theme.startWith('dark');
  // Without the bundle only public/theme-init.js can set the class.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/home');
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0E1524');
});
