import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.js';
import { TestDatabase } from './support/db.js';
import { OnboardFlow, QUESTIONS, signedIn } from './support/profile.js';
import { saveScreenshot } from './support/screenshots.js';
import { ThemeControls, type Theme } from './support/theme.js';

// axe (WCAG 2.1 AA) on every onboarding step of both flows, on /welcome and on every
// settings page, in both themes; with a 390x844 screenshot of each kept for people.

let db: TestDatabase;
test.beforeAll(async () => {
  db = await TestDatabase.connect();
});
test.afterAll(async () => {
  await db.close();
});

const themes: Theme[] = ['light', 'dark'];

async function judge(page: Page, name: string, theme: Theme): Promise<void> {
  await new ThemeControls(page).expectActive(theme);
  await expectNoAxeViolations(page, `${name} (${theme})`);
  await saveScreenshot(page, `${name}-${theme}`);
}

async function start(page: Page, theme: Theme): Promise<void> {
  // Fades would let axe sample colours mid-animation; reduced motion shows the settled page.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await new ThemeControls(page).startWith(theme);
}

for (const theme of themes) {
  test(`every step of /onboard passes axe in the ${theme} theme`, async ({ page }) => {
    await start(page, theme);
    const flow = new OnboardFlow(page);
    await page.goto('/onboard');
    for (let step = 1; step <= 8; step += 1) {
      await flow.expectStep(step, QUESTIONS[step - 1]!);
      if (step === 7) await page.getByRole('checkbox', { name: 'Get closer to God' }).check();
      await judge(page, `onboard-step-${step}`, theme);
      await flow.continue();
    }
    // A visitor is asked to create an account at the end.
    await expect(page.getByRole('heading', { name: 'Create an account to save your answers' })).toBeVisible();
    await judge(page, 'onboard-visitor-account', theme);
  });

  test(`every step of /onboarding passes axe in the ${theme} theme`, async ({ page }) => {
    await start(page, theme);
    await signedIn(page, db, `onboarding-axe-${theme}`, { onboarded: false });
    await page.goto('/onboarding');
    await expect(page.getByText('Step 1 of 3', { exact: true })).toBeVisible();
    await judge(page, 'onboarding-step-1', theme);
    await page.getByRole('radio', { name: '16–24' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 2 of 3', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Get closer to God' }).click();
    await judge(page, 'onboarding-step-2', theme);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 3 of 3', { exact: true })).toBeVisible();
    await judge(page, 'onboarding-step-3', theme);
  });

  test(`/welcome and every settings page pass axe in the ${theme} theme`, async ({ page }) => {
    await start(page, theme);
    await page.goto('/settings');
    await expect(page.getByText('Your details and choices are kept with your account.')).toBeVisible();
    await judge(page, 'settings-visitor', theme);

    await signedIn(page, db, `settings-axe-${theme}`, { onboarded: true });
    await expect(page.getByText('Matthew 11:28', { exact: true })).toBeVisible();
    await judge(page, 'welcome', theme);

    await page.goto('/settings');
    await expect(page.getByRole('link', { name: 'Personal Details' })).toBeVisible();
    await judge(page, 'settings', theme);

    await page.getByRole('link', { name: 'Personal Details' }).click();
    await expect(page.getByLabel('Year of birth')).toBeVisible();
    await judge(page, 'settings-personal', theme);

    await page.goto('/settings/personalization');
    await expect(page.getByRole('radio', { name: /Pio/ })).toBeChecked();
    await judge(page, 'settings-personalization', theme);

    await page.goto('/settings/privacy');
    await page.getByRole('button', { name: 'Clear Chat History' }).click();
    await expect(page.getByRole('button', { name: 'Clear history' })).toBeVisible();
    await judge(page, 'settings-privacy', theme);
  });
}
