import { expect, type Locator, type Page } from '@playwright/test';

export type Theme = 'light' | 'dark';

// The theme as a person meets it: the toggle in the header, and the class on <html>
// that every colour hangs from.
export class ThemeControls {
  readonly toggle: Locator;

  constructor(private readonly page: Page) {
    this.toggle = page.getByRole('button', { name: 'Dark theme' });
  }

  // Saves a choice before any page script runs, as a returning visitor would have it.
  // It applies to every later navigation of this page, reloads included.
  async startWith(theme: Theme): Promise<void> {
    await this.page.addInitScript((saved) => window.localStorage.setItem('theme', saved), theme);
  }

  async expectActive(theme: Theme): Promise<void> {
    const html = this.page.locator('html');
    if (theme === 'dark') await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    else await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(this.toggle).toHaveAttribute('aria-pressed', String(theme === 'dark'));
  }

  async saved(): Promise<string | null> {
    return this.page.evaluate(() => window.localStorage.getItem('theme'));
  }
}
