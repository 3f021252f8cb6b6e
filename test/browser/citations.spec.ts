import { expect, test } from '@playwright/test';
import { understand } from '../../backend/src/modules/knowledge/understand.js';
import { expectNoAxeViolations } from './support/axe.js';
import { TestDatabase } from './support/db.js';
import { signedIn } from './support/profile.js';
import { saveScreenshot } from './support/screenshots.js';
import { ThemeControls, type Theme } from './support/theme.js';

// Ask answers a doctrine question with its sources, and a person can check them: a
// passage opens over the conversation, a Catechism paragraph on the Holy See's site.

let db: TestDatabase;
test.beforeAll(async () => {
  db = await TestDatabase.connect();
});
test.afterAll(async () => {
  await db.close();
});

const QUESTION = 'What is purgatory?';

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`a doctrine question: its passage opens in a sheet, its Catechism paragraph links out (${theme} theme)`, async ({
    page,
  }) => {
    const understood = understand(QUESTION);
    if (understood.kind !== 'answer') throw new Error('the knowledge base should answer this');
    const [entry] = understood.entries;
    const reference = entry.scripture[0]!;

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await new ThemeControls(page).startWith(theme);
    await signedIn(page, db, `citations-${theme}`, { onboarded: true });
    await page.goto('/chat');
    await page.getByRole('textbox', { name: 'Message Pio' }).fill(QUESTION);
    await page.getByRole('button', { name: 'Send' }).click();

    const reply = page.locator('.message--ai').nth(1);
    const passage = reply.getByRole('button', { name: `${reference}: read the passage` });
    await expect(passage).toBeVisible({ timeout: 10_000 });
    const catechism = reply.getByRole('link', {
      name: `CCC ${entry.catechism[0]}: the Catechism of the Catholic Church on the Holy See’s website (opens in a new tab)`,
    });
    await expect(catechism).toHaveAttribute('href', /^https:\/\/www\.vatican\.va\//);
    await expect(catechism).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page, `an answer with its sources (${theme})`);

    await passage.click();
    const sheet = page.getByRole('dialog', { name: reference });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText('Catholic Public Domain Version');
    await expect(sheet.locator('.passage-sheet__text')).not.toBeEmpty();
    await expectNoAxeViolations(page, `the passage sheet (${theme})`);
    await saveScreenshot(page, `ask-passage-sheet-${theme}`);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();
    // Focus goes back to the passage it was opened from.
    await expect(passage).toBeFocused();
  });
}
