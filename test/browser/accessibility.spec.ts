import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.js';
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
  {
    // One of the placeholder screens; they all share the same component.
    name: 'login',
    path: '/login',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    },
  },
];

const themes: Theme[] = ['light', 'dark'];

for (const theme of themes) {
  for (const screen of screens) {
    test(`${screen.path} has no WCAG 2.1 AA violations in the ${theme} theme`, async ({ page }) => {
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
