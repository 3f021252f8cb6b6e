import { expect, test, type Page } from '@playwright/test';
import { LEGAL_DATE, PRIVACY_EMAIL, SUPPORT_EMAIL } from './support/legal.js';

async function expectMailLink(page: Page, address: string): Promise<void> {
  const link = page.getByRole('link', { name: address }).first();
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `mailto:${address}`);
}

const datedPages = [
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Use' },
];

for (const { path, title } of datedPages) {
  test(`${path} shows its title, date, age limit, governing law and contacts`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`Last updated: ${LEGAL_DATE}`)).toBeVisible();
    await expectMailLink(page, SUPPORT_EMAIL);
    await expectMailLink(page, PRIVACY_EMAIL);
    await expect(page.getByText(/\b16 or older\b|\bunder 16\b/).first()).toBeVisible();
    await expect(page.getByText(/laws of New South Wales/).first()).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Ask Seek Knock`);
  });
}

test('/about shows its title, the contacts and the version', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await expectMailLink(page, SUPPORT_EMAIL);
  await expectMailLink(page, PRIVACY_EMAIL);
  await expect(page.getByText(/^Version \S+/)).toBeVisible();
  await expect(page.getByText('Last updated:')).toHaveCount(0);
});

test('the title shows at once and a calm line stands in while the contacts load', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/graphql', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Opening the page…');

  release();
  await expectMailLink(page, PRIVACY_EMAIL);
  await expect(page.getByText('Opening the page…')).toHaveCount(0);
});

test('when the server cannot be reached the text stays readable, and Try again loads the contacts', async ({
  page,
}) => {
  await page.route('**/graphql', (route) => route.fulfill({ status: 503, body: 'unavailable' }));

  await page.goto('/terms');
  await expect(page.getByText(/could not reach the server/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Agreeing to these terms' })).toBeVisible();
  await expect(page.getByText(/laws of New South Wales/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: SUPPORT_EMAIL })).toHaveCount(0);

  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectMailLink(page, SUPPORT_EMAIL);
  await expect(page.getByText(/could not reach the server/)).toHaveCount(0);
});

test('Go Back returns to the screen the person came from', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ask Seek Knock' })).toBeVisible();
});

test('Go Back from a page opened directly goes to the start of the app, not away from it', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();

  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ask Seek Knock' })).toBeVisible();
});
