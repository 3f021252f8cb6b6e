import { expect, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from './accounts.js';
import type { TestDatabase } from './db.js';

// A signed-in person in this page, made through the API. The sign-up goes through the
// page's own request context, so its refresh cookie is the page's and the first load is
// already signed in (the form itself is tested in auth.spec.ts; loading it for every
// test cost a page load each).
export async function signedIn(
  page: Page,
  db: TestDatabase,
  label: string,
  { onboarded }: { onboarded: boolean },
): Promise<string> {
  const email = uniqueEmail(label);
  await createAccount(page.request, email);
  if (onboarded) await db.markOnboarded(email);
  await page.goto(onboarded ? '/welcome' : '/onboard');
  await expect(page).toHaveURL(onboarded ? /\/welcome$/ : /\/onboard$/);
  return email;
}

// Answers the next completeOnboarding or updateProfile call with a GraphQL error, once:
// the server made to fail at the network boundary.
export async function failNextMutation(page: Page, operation: 'completeOnboarding' | 'updateProfile'): Promise<void> {
  let failed = false;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (failed || !body.includes(operation)) return route.fallback();
    failed = true;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        data: null,
        errors: [{ message: 'The database is unavailable.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      }),
    });
  });
}

// The 8-step onboarding as a person meets it.
export class OnboardFlow {
  constructor(private readonly page: Page) {}

  progress() {
    return this.page.getByRole('progressbar', { name: 'Onboarding progress' });
  }

  async expectStep(step: number, question: string): Promise<void> {
    await expect(this.progress()).toHaveAttribute('aria-valuenow', String(step));
    await expect(this.page.getByText(`${step}/8`, { exact: true })).toBeVisible();
    await expect(this.page.getByRole('heading', { level: 1, name: question })).toBeVisible();
  }

  continue() {
    return this.page.getByRole('button', { name: 'Continue' }).click();
  }

  skip() {
    return this.page.getByRole('button', { name: 'Skip' }).click();
  }

  back() {
    return this.page.getByRole('button', { name: 'Previous step' }).click();
  }

  yearPicker() {
    return this.page.getByRole('listbox', { name: 'What year were you born?' });
  }

  async selectedYear(): Promise<string> {
    const picker = this.yearPicker();
    const active = await picker.getAttribute('aria-activedescendant');
    return (await this.page.locator(`[id="${active}"]`).textContent()) ?? '';
  }
}

export const QUESTIONS = [
  'Before we begin',
  'What should we call you?',
  'What year were you born?',
  'What is your gender?',
  'Which life stage are you in?',
  'Where are you on your faith journey?',
  'What would you like help with?',
  'Choose your companion',
] as const;
