import { expect, test, type Page } from '@playwright/test';

// Every path the main frame visits, client-side redirects included. Chromium reports
// the first document more than once, so repeats in a row count as one visit.
function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = new URL(frame.url()).pathname;
    if (paths.at(-1) !== path) paths.push(path);
  });
  return paths;
}

test('the splash shows the app, Matthew 7:7, the ways in and the legal links, and no dead Google button', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Ask Seek Knock' })).toBeVisible();
  await expect(
    page.getByText(
      'Ask, and it shall be given to you. Seek, and you shall find. Knock, and it shall be opened to you.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Matthew 7:7')).toBeVisible();
  const legal = page.getByRole('navigation', { name: 'Legal' });
  for (const name of ['Privacy', 'Terms', 'About']) await expect(legal.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue with Email' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  // Local accounts here: Google sign-in is not configured, so there is no Google button at all.
  await expect(page.getByRole('button', { name: /google/i })).toHaveCount(0);
  await expect(page).toHaveTitle('Ask Seek Knock');
});

test('a visitor opening / is sent to /home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ask Seek Knock' })).toBeVisible();
});

test('an unknown path lands on / and then on /home', async ({ page }) => {
  const paths = recordPaths(page);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/home$/);
  expect(paths).toEqual(['/no/such/page', '/', '/home']);
});

for (const path of ['/chat', '/bible', '/prayer', '/welcome', '/onboarding']) {
  test(`the guarded ${path} sends a visitor through / to /home`, async ({ page }) => {
    const paths = recordPaths(page);
    await page.goto(path);
    await expect(page).toHaveURL(/\/home$/);
    expect(paths).toEqual([path, '/', '/home']);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });
}

test('/onboard and /settings are open to visitors', async ({ page }) => {
  await page.goto('/onboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Before we begin' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
});

const authScreens = [
  { path: '/login', title: 'Log in', back: '/home' },
  { path: '/signup', title: 'Create an account', back: '/home' },
  { path: '/forgot-password', title: 'Reset your password', back: '/login' },
  { path: '/reset-password', title: 'Reset your password', back: '/login' },
];

for (const { path, title, back } of authScreens) {
  test(`${path} is open to visitors and its Back leads to ${back}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Ask Seek Knock`);
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${back}$`));
  });
}

test('a screen whose code cannot be fetched shows a calm error with a way forward', async ({ page }) => {
  await page.route('**/assets/PrivacyScreen-*.js', (route) => route.abort());
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return home' })).toHaveAttribute('href', '/');
});
