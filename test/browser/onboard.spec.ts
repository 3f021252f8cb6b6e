import { expect, test } from '@playwright/test';
import { AuthForm, toast, uniqueEmail } from './support/accounts.js';
import { DonationPrompt } from './support/donation.js';
import { TestDatabase } from './support/db.js';
import { OnboardFlow, QUESTIONS, failNextMutation, signedIn } from './support/profile.js';

let db: TestDatabase;
test.beforeAll(async () => {
  db = await TestDatabase.connect();
});
test.afterAll(async () => {
  await db.close();
});

const lastBirthYear = new Date().getFullYear() - 16;

test('the 8-step onboarding walks through Continue, Skip, Back and the birth-year picker, and saves', async ({
  page,
}) => {
  const email = await signedIn(page, db, 'onboard-walk', { onboarded: false });
  const flow = new OnboardFlow(page);

  // Step 1: the age and terms confirmation, with links to both texts; Back goes nowhere.
  await flow.expectStep(1, QUESTIONS[0]);
  await expect(page.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute('aria-valuemax', '8');
  await expect(page.getByText('This app is for people aged 16 and over.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(page.getByRole('button', { name: 'Previous step' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await flow.continue();

  // Step 2: name; Back returns to 1 and Continue comes back with the name kept.
  await flow.expectStep(2, QUESTIONS[1]);
  await page.getByLabel('Your name').fill('Maria');
  await flow.back();
  await flow.expectStep(1, QUESTIONS[0]);
  await flow.continue();
  await expect(page.getByLabel('Your name')).toHaveValue('Maria');
  await page.getByLabel('Your name').press('Enter');

  // Step 3: the picker opens on 1996 and answers the keyboard.
  await flow.expectStep(3, QUESTIONS[2]);
  const picker = flow.yearPicker();
  expect(await flow.selectedYear()).toBe('1996');
  const rowHeight = await picker
    .getByRole('option', { name: '1996' })
    .evaluate((row) => row.getBoundingClientRect().height);
  expect(rowHeight).toBe(48);
  await picker.focus();
  await picker.press('ArrowDown');
  expect(await flow.selectedYear()).toBe('1997');
  await picker.press('ArrowUp');
  await picker.press('ArrowUp');
  expect(await flow.selectedYear()).toBe('1995');
  await picker.press('PageUp');
  expect(await flow.selectedYear()).toBe('1985');
  await picker.press('PageDown');
  expect(await flow.selectedYear()).toBe('1995');
  await picker.press('Home');
  expect(await flow.selectedYear()).toBe('1910');
  await picker.press('End');
  expect(await flow.selectedYear()).toBe(String(lastBirthYear));
  // A mouse wheel (like a swipe) scrolls the rows; the one that settles in the middle is chosen.
  await picker.hover();
  await page.mouse.wheel(0, -48 * 3);
  await expect.poll(async () => Number(await flow.selectedYear())).toBeLessThan(lastBirthYear);
  await picker.focus();
  await picker.pressSequentially('1987');
  expect(await flow.selectedYear()).toBe('1987');
  await expect(picker.getByRole('option', { name: '1987' })).toHaveAttribute('aria-selected', 'true');
  // The chosen row settles in the middle of the wheel.
  await expect
    .poll(() =>
      picker.evaluate((list) => {
        const chosen = list.querySelector('[aria-selected="true"]')!.getBoundingClientRect();
        const box = list.getBoundingClientRect();
        return Math.round(chosen.top + chosen.height / 2 - (box.top + box.height / 2));
      }),
    )
    .toBe(0);
  await flow.continue();

  // Step 4: Skip leaves it unanswered.
  await flow.expectStep(4, QUESTIONS[3]);
  await page.getByRole('radio', { name: 'Female' }).check();
  await flow.skip();

  await flow.expectStep(5, QUESTIONS[4]);
  await page.getByRole('radio', { name: 'Engaged' }).check();
  await flow.continue();

  await flow.expectStep(6, QUESTIONS[5]);
  await page.getByRole('radio', { name: 'Returning & Reconnecting' }).check();
  await flow.continue();

  // Step 7: the goals show the onboarding labels and save the stored values.
  await flow.expectStep(7, QUESTIONS[6]);
  await page.getByRole('checkbox', { name: 'Learn about my faith' }).check();
  await page.getByRole('checkbox', { name: 'Grow my prayer life' }).check();
  await flow.continue();

  // Step 8: Thérèse is preselected; choose Dan.
  await flow.expectStep(8, QUESTIONS[7]);
  await expect(page.getByRole('radio', { name: /Thérèse/ })).toBeChecked();
  await expect(page.locator('img[src="/companions/dan-light.svg"]')).toBeVisible();
  await page.getByRole('radio', { name: /Dan/ }).check();
  await flow.continue();

  await new DonationPrompt(page).notNow();
  await expect(page).toHaveURL(/\/welcome$/);
  const stored = await db.profile(email);
  expect(stored).toMatchObject({
    onboarded: true,
    name: 'Maria',
    ageRange: '1987',
    sex: null,
    lifeStage: 'Engaged',
    spiritualMaturity: 'Returning & Reconnecting',
    avatar: 'dan',
  });
  expect([...stored.spiritualGoals].sort()).toEqual(['Grow my prayer life', 'Learn more about my faith']);
  // The held profile changed too: the guard lets the person stay without a reload.
  await page.goto('/');
  await expect(page).toHaveURL(/\/welcome$/);
});

test('Leave on the first step goes to /home', async ({ page }) => {
  await page.goto('/onboard');
  await new OnboardFlow(page).expectStep(1, QUESTIONS[0]);
  await page.getByRole('link', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a failed save shows the toast, keeps every answer, and Continue then succeeds', async ({ page }) => {
  // Twenty steps there and back, the first few held up while the error toast covers the
  // header's back control (4 s; left for issue 26's focus-not-obscured work): about 14 s
  // alone, more than 30 s on a busy CI machine.
  test.slow();
  const email = await signedIn(page, db, 'onboard-fail', { onboarded: false });
  const flow = new OnboardFlow(page);
  await flow.continue();
  await page.getByLabel('Your name').fill('Joseph');
  await flow.continue();
  await flow.continue(); // 1996
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await flow.continue();
  await page.getByRole('radio', { name: 'Married with children' }).check();
  await flow.continue();
  await page.getByRole('radio', { name: 'Growing & Learning' }).check();
  await flow.continue();
  await page.getByRole('checkbox', { name: 'Support me through grief' }).check();
  await flow.continue();
  await page.getByRole('radio', { name: /Kim/ }).check();

  await failNextMutation(page, 'completeOnboarding');
  await flow.continue();
  await expect(toast(page, 'Something went wrong saving your onboarding.')).toBeVisible();
  await flow.expectStep(8, QUESTIONS[7]);
  await expect(page.getByRole('radio', { name: /Kim/ })).toBeChecked();
  expect((await db.profile(email)).onboarded).toBe(false);

  // Every answer is still there, step by step.
  await flow.back();
  await expect(page.getByRole('checkbox', { name: 'Support me through grief' })).toBeChecked();
  await flow.back();
  await expect(page.getByRole('radio', { name: 'Growing & Learning' })).toBeChecked();
  await flow.back();
  await expect(page.getByRole('radio', { name: 'Married with children' })).toBeChecked();
  await flow.back();
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await flow.back();
  expect(await flow.selectedYear()).toBe('1996');
  await flow.back();
  await expect(page.getByLabel('Your name')).toHaveValue('Joseph');
  for (let step = 2; step < 8; step += 1) await flow.continue();

  await flow.expectStep(8, QUESTIONS[7]);
  await flow.continue();
  await new DonationPrompt(page).notNow();
  await expect(page).toHaveURL(/\/welcome$/);
  expect(await db.profile(email)).toMatchObject({
    onboarded: true,
    name: 'Joseph',
    ageRange: '1996',
    sex: 'Male',
    lifeStage: 'Married with children',
    spiritualMaturity: 'Growing & Learning',
    spiritualGoals: ['Support me through grief'],
    avatar: 'kim',
  });
});

test('a visitor answers first, creates an account at step 8, and comes back to step 8 with every answer', async ({
  page,
}) => {
  const flow = new OnboardFlow(page);
  await page.goto('/onboard');
  await flow.continue();
  await page.getByLabel('Your name').fill('Clare');
  await flow.continue();
  await flow.yearPicker().focus();
  await flow.yearPicker().pressSequentially('2001');
  await flow.continue();
  await page.getByRole('radio', { name: 'Prefer not to say' }).check();
  await flow.continue();
  await flow.skip();
  await flow.skip();
  await page.getByRole('checkbox', { name: 'Find peace in suffering' }).check();
  await flow.continue();
  await page.getByRole('radio', { name: /Pio/ }).check();
  await flow.continue();

  await expect(page.getByRole('heading', { name: 'Create an account to save your answers' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  const email = uniqueEmail('onboard-visitor');
  const form = new AuthForm(page);
  await form.email.fill(email);
  await form.password.fill('Quiet-Chapel-7');
  await form.acceptConsents();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/onboard$/);
  await flow.expectStep(8, QUESTIONS[7]);
  await expect(page.getByRole('radio', { name: /Pio/ })).toBeChecked();
  await flow.back();
  await expect(page.getByRole('checkbox', { name: 'Find peace in suffering' })).toBeChecked();
  await flow.continue();
  await flow.continue();
  await new DonationPrompt(page).notNow();
  await expect(page).toHaveURL(/\/welcome$/);
  expect(await db.profile(email)).toMatchObject({
    onboarded: true,
    name: 'Clare',
    ageRange: '2001',
    sex: 'Prefer not to say',
    lifeStage: null,
    spiritualMaturity: null,
    spiritualGoals: ['Find peace in suffering'],
    avatar: 'pio',
  });
  // Saved once: nothing is left behind in the tab.
  expect(await page.evaluate(() => window.sessionStorage.getItem('onboardingDraft'))).toBeNull();
});

test('someone already onboarded may redo /onboard with their answers prefilled', async ({ page }) => {
  const email = await signedIn(page, db, 'onboard-redo', { onboarded: true });
  const flow = new OnboardFlow(page);
  await page.goto('/onboard');
  await flow.continue();
  await page.getByLabel('Your name').fill('Anne');
  for (let step = 2; step < 8; step += 1) await flow.continue();
  await flow.continue();
  await new DonationPrompt(page).notNow();
  await expect(page).toHaveURL(/\/welcome$/);

  await page.goto('/onboard');
  await flow.continue();
  await expect(page.getByLabel('Your name')).toHaveValue('Anne');
  await flow.continue();
  expect(await flow.selectedYear()).toBe('1996');
  expect((await db.profile(email)).ageRange).toBe('1996');
});
