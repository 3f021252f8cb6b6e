import { expect, type Locator, type Page } from '@playwright/test';

export const DONATION_TITLE = 'Would you consider supporting this mission?';

/** The donation prompt, as a person sees it. */
export class DonationPrompt {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: DONATION_TITLE });
  }

  async expectOpen(): Promise<void> {
    await expect(this.dialog).toBeVisible();
  }

  preset(dollars: number): Locator {
    return this.dialog.getByRole('button', { name: `$${dollars}`, exact: true });
  }

  get custom(): Locator {
    return this.dialog.getByLabel('Other amount');
  }

  get recurring(): Locator {
    return this.dialog.getByRole('checkbox', { name: 'Make this recurring donation' });
  }

  get donate(): Locator {
    return this.dialog.getByRole('button', { name: /^(Donate|Redirecting\.\.\.)$/ });
  }

  /** The end of onboarding: decline, and carry on to /welcome. */
  async notNow(): Promise<void> {
    await this.expectOpen();
    await this.dialog.getByRole('link', { name: 'Not now' }).click();
    await expect(this.dialog).toBeHidden();
    await expect(this.page).toHaveURL(/\/welcome$/);
  }
}
