import { expect, test } from '@playwright/test';
import { toast } from './support/accounts.js';
import { DonationPrompt } from './support/donation.js';
import { TestDatabase } from './support/db.js';
import { failNextMutation, signedIn } from './support/profile.js';

let db: TestDatabase;
test.beforeAll(async () => {
  db = await TestDatabase.connect();
});
test.afterAll(async () => {
  await db.close();
});

test('the 3-step onboarding: only ranges of 16 and over, the slider and chips answer the keyboard, Finish saves', async ({
  page,
}) => {
  const email = await signedIn(page, db, 'onboarding-walk', { onboarded: false });
  await page.goto('/onboarding');
  const next = page.getByRole('button', { name: 'Next' });

  await expect(page.getByText('Step 1 of 3', { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute('aria-valuemax', '3');
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveAttribute('aria-required', 'true');
  await expect(page.locator('label', { hasText: 'Name' })).toContainText('*');

  // The app is for 16 and over: every range offered is, and the step says so.
  const ranges = page.getByRole('group', { name: 'Age Range' }).getByRole('radio');
  await expect(ranges).toHaveCount(4);
  await expect(page.getByRole('radio', { name: 'Under 16' })).toHaveCount(0);
  await expect(page.getByText(/This app is for people aged 16 and over\./)).toBeVisible();
  await page.getByRole('radio', { name: '25–34' }).check();
  // The name is marked required but does not block.
  await next.click();

  await expect(page.getByText('Step 2 of 3', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('radio', { name: 'Religious (Priest, Nun, etc)' }).check();
  const slider = page.getByRole('slider', { name: 'Spiritual Maturity' });
  await expect(slider).toHaveAttribute('aria-valuetext', 'Growing');
  await slider.focus();
  await slider.press('End');
  await expect(slider).toHaveValue('3');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Mature');
  await slider.press('Home');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Exploring');
  for (let i = 0; i < 75; i += 1) await slider.press('ArrowRight');
  await expect(slider).toHaveValue('1.75');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Growing');
  const chip = page.getByRole('button', { name: 'Get closer to God' });
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await chip.focus();
  await chip.press('Enter');
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Learn about my faith' }).click();
  await page.getByRole('button', { name: 'Overcome temptation' }).click();
  await page.getByRole('button', { name: 'Overcome temptation' }).click();

  // Back keeps what was chosen.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: '25–34' })).toBeChecked();
  await next.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await next.click();

  await expect(page.getByText('Step 3 of 3', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Thérèse/ })).toBeChecked();
  await page.getByRole('radio', { name: /Kim/ }).check();

  await failNextMutation(page, 'completeOnboarding');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(toast(page, 'Something went wrong saving your onboarding.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Kim/ })).toBeChecked();
  await page.getByRole('button', { name: 'Finish' }).click();

  await new DonationPrompt(page).notNow();
  await expect(page).toHaveURL(/\/welcome$/);
  const stored = await db.profile(email);
  expect(stored).toMatchObject({
    onboarded: true,
    name: null,
    ageRange: '25–34',
    sex: 'Female',
    lifeStage: 'Religious (Priest, Nun, etc)',
    spiritualMaturityLevel: 1.75,
    avatar: 'kim',
  });
  expect([...stored.spiritualGoals].sort()).toEqual(['Get closer to God', 'Learn more about my faith']);
});
