import { expect, test, type Page } from '@playwright/test';
import { AuthForm, PASSWORD, createAccount, toast, uniqueEmail } from './support/accounts.js';
import { TestDatabase } from './support/db.js';
import { saveScreenshot } from './support/screenshots.js';

let db: TestDatabase;
test.beforeAll(async () => {
  db = await TestDatabase.connect();
});
test.afterAll(async () => {
  await db.close();
});

const localStorageLength = (page: Page) => page.evaluate(() => window.localStorage.length);

test('signing up lands on /onboard with the success toast, and Log Out returns to /home with local storage empty', async ({
  page,
}) => {
  const form = new AuthForm(page);
  const email = uniqueEmail('signup');
  // Something saved before, which Log Out must clear (the theme is saved on toggle).
  await page.goto('/home');
  await page.getByRole('button', { name: 'Dark theme' }).click();
  expect(await localStorageLength(page)).toBeGreaterThan(0);

  await form.signUp(email);
  await expect(page).toHaveURL(/\/onboard$/);
  await expect(toast(page, 'Signup successful!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Before we begin' })).toBeVisible();
  await saveScreenshot(page, 'onboard-signed-in-dark');

  // The ID token is kept in memory only, never in storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage, ...window.sessionStorage }));
  expect(stored).not.toMatch(/eyJ/);

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ask Seek Knock' })).toBeVisible();
  expect(await localStorageLength(page)).toBe(0);

  // Signed out for real: the session does not come back on reload, and guarded pages send to /home.
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/home$/);
});

test('an onboarded person logs in and lands on /welcome; the session survives a reload', async ({ page, request }) => {
  const email = uniqueEmail('onboarded');
  await createAccount(request, email);
  await db.markOnboarded(email);

  await new AuthForm(page).logIn(email);
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(toast(page, 'Login successful!')).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/welcome$/);
});

test('a person not yet onboarded logs in and lands on /onboard', async ({ page, request }) => {
  const email = uniqueEmail('not-onboarded');
  await createAccount(request, email);
  await new AuthForm(page).logIn(email);
  await expect(page).toHaveURL(/\/onboard$/);
  await expect(toast(page, 'Login successful!')).toBeVisible();
});

test('a wrong password is refused with the spec words and nothing else is said about the account', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('wrong-password');
  await createAccount(request, email);
  const form = new AuthForm(page);

  await form.logIn(email, 'Not-The-Password-1');
  await expect(toast(page, 'Please check your Email or Password.')).toBeVisible();
  // Error toasts interrupt (an alert); success toasts wait their turn (a status).
  await expect(page.getByRole('alert').filter({ hasText: 'Please check your Email or Password.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // An unknown address gets exactly the same answer.
  await form.logIn(uniqueEmail('nobody'), PASSWORD);
  await expect(toast(page, 'Please check your Email or Password.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('signing up with an address already registered says so and points to logging in', async ({ page, request }) => {
  const email = uniqueEmail('taken');
  await createAccount(request, email);
  await new AuthForm(page).signUp(email);
  await expect(toast(page, 'This email is already registered. Please log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
});

test('sign-up shows each password rule the spec names, inline, tied to the field, with focus on it', async ({
  page,
}) => {
  const form = new AuthForm(page);
  await page.goto('/signup');
  await expect(page.getByText('At least 8 characters, with an uppercase and a lowercase letter.')).toBeVisible();
  await form.email.fill(uniqueEmail('weak'));
  const submit = page.getByRole('button', { name: 'Create Account' });

  const cases: [string, string[]][] = [
    ['Ab1', ['Password must be at least 8 characters long.']],
    ['lowercase-only', ['Password must contain at least one uppercase letter.']],
    ['UPPERCASE-ONLY', ['Password must contain at least one lowercase letter.']],
    ['abc', ['Password must be at least 8 characters long.', 'Password must contain at least one uppercase letter.']],
  ];
  for (const [password, messages] of cases) {
    await form.password.fill(password);
    await submit.click();
    const alert = page.getByRole('alert').filter({ hasText: messages[0] });
    for (const message of messages) await expect(alert).toContainText(message);
    await expect(form.password).toBeFocused();
    await expect(form.password).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await form.password.getAttribute('aria-describedby')) ?? '';
    const errorId = await alert.getAttribute('id');
    expect(describedBy.split(' ')).toContain(errorId);
    await expect(page).toHaveURL(/\/signup$/);
  }

  // Fixing the password clears the message as the person types.
  await form.password.fill(PASSWORD);
  await expect(page.getByText(/^Password must/)).toHaveCount(0);
  await expect(form.password).not.toHaveAttribute('aria-invalid', 'true');
});

test('a badly shaped email is caught before anything is sent, on login and sign-up', async ({ page }) => {
  const form = new AuthForm(page);
  let identityCalls = 0;
  page.on('request', (request) => {
    if (/\/identity\/sign-(in|up)$/.test(request.url())) identityCalls += 1;
  });
  for (const [path, button] of [
    ['/login', 'Log In'],
    ['/signup', 'Create Account'],
  ] as const) {
    await page.goto(path);
    for (const email of ['no-at-sign.example', 'name@nodot', 'two words@test.example']) {
      await form.email.fill(email);
      await form.password.fill(PASSWORD);
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' })).toBeVisible();
      await expect(form.email).toBeFocused();
      await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    }
  }
  expect(identityCalls).toBe(0);
});

test('show/hide password reveals and hides the text, and says which it is', async ({ page }) => {
  const form = new AuthForm(page);
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await form.password.fill('Secret-Words-1');
    await expect(form.password).toHaveAttribute('type', 'password');
    await expect(form.reveal).toHaveAttribute('aria-pressed', 'false');

    await form.reveal.click();
    await expect(form.password).toHaveAttribute('type', 'text');
    await expect(form.reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(form.password).toHaveValue('Secret-Words-1');

    await form.reveal.press('Enter');
    await expect(form.password).toHaveAttribute('type', 'password');
    await expect(form.reveal).toHaveAttribute('aria-pressed', 'false');
  }
});

test('login and sign-up lead to each other, carrying the email, and login offers Forgot password', async ({ page }) => {
  const form = new AuthForm(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await form.email.fill('carried@test.example');

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveCount(0);
  await expect(form.email).toHaveValue('carried@test.example');

  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('carried@test.example');
});

test('the splash offers Continue with Email and a Signup link, and no Google button with local accounts', async ({
  page,
}) => {
  await page.goto('/home');
  await page.getByRole('link', { name: 'Continue with Email' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: /google/i })).toHaveCount(0);

  await page.goto('/home');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('button', { name: /google/i })).toHaveCount(0);

  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Continue with Email' })).toBeVisible();
  await expect(page.getByRole('button', { name: /google/i })).toHaveCount(0);
});

test('a second press while signing in sends nothing more', async ({ page, request }) => {
  const email = uniqueEmail('double');
  await createAccount(request, email);
  let signIns = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('/identity/sign-in')) signIns += 1;
  });
  // Hold the identity answer so the form stays busy while the person presses again.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/identity/sign-in', async (route) => {
    await held;
    await route.continue();
  });

  const form = new AuthForm(page);
  await page.goto('/login');
  await form.email.fill(email);
  await form.password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  const busy = page.getByRole('button', { name: 'Logging In…' });
  await expect(busy).toHaveAttribute('aria-disabled', 'true');
  await busy.click({ force: true });
  await form.password.press('Enter');
  release();
  await expect(page).toHaveURL(/\/onboard$/);
  expect(signIns).toBe(1);
});

test('a session left without a profile (an interrupted sign-up) is ended on load, not half kept', async ({ page }) => {
  const email = uniqueEmail('no-profile');
  // page.request shares the page's cookies: this leaves a refresh cookie but no profile.
  const identity = await page.request.post('/identity/sign-up', { data: { email, password: PASSWORD } });
  expect(identity.status()).toBe(201);

  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  // The client signed out at the provider: the refresh session is gone.
  await expect.poll(async () => (await page.request.post('/identity/refresh')).status()).toBe(401);
});

test('Log Out in one tab signs out the other tabs too', async ({ context, request }) => {
  const email = uniqueEmail('two-tabs');
  await createAccount(request, email);
  await db.markOnboarded(email);
  const first = await context.newPage();
  await new AuthForm(first).logIn(email);
  await expect(first).toHaveURL(/\/welcome$/);

  const second = await context.newPage();
  await second.goto('/welcome');
  await expect(second.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();

  await first.goto('/settings');
  await first.getByRole('button', { name: 'Log Out' }).click();
  await expect(first).toHaveURL(/\/home$/);
  // The guard sees the other tab's sign-out at once and sends this one home.
  await expect(second).toHaveURL(/\/home$/);
});
