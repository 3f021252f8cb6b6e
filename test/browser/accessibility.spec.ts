import { expect, test, type Page } from '@playwright/test';
import { AuthForm, uniqueEmail } from './support/accounts.js';
import { expectNoAxeViolations } from './support/axe.js';
import { TestDatabase } from './support/db.js';
import { SUPPORT_EMAIL } from './support/legal.js';
import { saveScreenshot } from './support/screenshots.js';
import { ThemeControls, type Theme } from './support/theme.js';

interface Screen {
  name: string;
  path: string;
  // What must be on screen before the page is judged: its settled state, not a loading one.
  ready: (page: Page) => Promise<void>;
}

const legalReady = (title: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: SUPPORT_EMAIL }).first()).toBeVisible();
};

const screens: Screen[] = [
  {
    name: 'home',
    path: '/home',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Ask Seek Knock' })).toBeVisible();
    },
  },
  { name: 'privacy', path: '/privacy', ready: legalReady('Privacy Policy') },
  { name: 'terms', path: '/terms', ready: legalReady('Terms of Use') },
  { name: 'about', path: '/about', ready: legalReady('About') },
  { name: 'safety', path: '/safety', ready: legalReady('Safety and crisis help') },
  {
    name: 'login',
    path: '/login',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    },
  },
  {
    name: 'signup',
    path: '/signup',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    },
  },
  {
    // The form with its errors showing: the error colours must pass too.
    name: 'signup-errors',
    path: '/signup',
    ready: async (page) => {
      const form = new AuthForm(page);
      await form.email.fill('not-an-address');
      await form.password.fill('short');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();
      await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    },
  },
  {
    name: 'forgot-password',
    path: '/forgot-password',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
    },
  },
  {
    name: 'reset-password',
    path: '/reset-password#token=screenshot-token',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    },
  },
  {
    name: 'reset-password-no-token',
    path: '/reset-password',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
    },
  },
];

const themes: Theme[] = ['light', 'dark'];

for (const theme of themes) {
  for (const screen of screens) {
    test(`${screen.name} (${screen.path}) has no WCAG 2.1 AA violations in the ${theme} theme`, async ({ page }) => {
      // Fades would let axe sample colours mid-animation; reduced motion shows the settled page.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const controls = new ThemeControls(page);
      await controls.startWith(theme);
      await page.goto(screen.path);
      await screen.ready(page);
      await controls.expectActive(theme);

      await expectNoAxeViolations(page, `${screen.path} (${theme})`);
      await saveScreenshot(page, `${screen.name}-${theme}`);
    });
  }
}

test.describe('the signups-closed panel', () => {
  let db: TestDatabase;
  test.beforeAll(async () => {
    db = await TestDatabase.connect();
    await db.closeSignups();
  });
  test.afterAll(async () => {
    await db.reopenSignups();
    await db.close();
  });

  for (const theme of themes) {
    test(`has no WCAG 2.1 AA violations in the ${theme} theme`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const controls = new ThemeControls(page);
      await controls.startWith(theme);
      await new AuthForm(page).signUp(uniqueEmail(`panel-${theme}`));
      const dialog = page.getByRole('dialog', { name: 'Signups Are Temporarily Closed.' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Notify Me' })).toBeVisible();

      await expectNoAxeViolations(page, `signups-closed panel (${theme})`);
      await saveScreenshot(page, `signups-closed-${theme}`);
    });
  }
});
