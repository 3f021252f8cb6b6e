import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.js';
import { TestDatabase } from './support/db.js';
import { signedIn } from './support/profile.js';
import { saveScreenshot } from './support/screenshots.js';
import { ThemeControls, type Theme } from './support/theme.js';

const PIO_BIBLE_GREETING = 'Here are the readings for Mass today. Open one, and let us listen slowly and with trust.';

let db: TestDatabase;
test.beforeAll(async () => {
  db = await TestDatabase.connect();
});
test.afterAll(async () => {
  await db.close();
});

/** The person's day is their own: the screen asks for the date their device shows. */
async function onDay(page: Page, date: string): Promise<void> {
  await page.clock.setFixedTime(new Date(`${date}T09:30:00`));
}

// Holds each reflection a moment, so its loading text can be seen as a person would.
async function slowReflections(page: Page, ms: number): Promise<void> {
  await page.route('**/api/bible/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

const card = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}`) });

test('Christmas: each Mass, a reading, its study, Close, and the feast', async ({ page }) => {
  await onDay(page, '2026-12-25');
  await signedIn(page, db, 'bible-walk', { onboarded: true });
  await page.goto('/bible');
  await expect(page.getByRole('heading', { level: 1, name: "Today's Word" })).toBeVisible();
  await expect(page.getByText(PIO_BIBLE_GREETING)).toBeVisible();
  await expect(page.getByText(/25/).first()).toBeVisible();

  // The Mass during the Day first; each Mass of Christmas can be chosen.
  await expect(page.getByRole('radio', { name: 'Mass of the day' })).toBeChecked();
  await expect(card(page, 'First Reading')).toContainText('Is 52:7-10');
  await expect(card(page, 'Second Reading')).toContainText('Heb 1:1-6');
  await expect(card(page, 'Responsorial Psalm')).toContainText('Ps 98');
  await expect(card(page, 'Gospel Reading')).toContainText('Jn 1:1-18');
  await page.getByRole('radio', { name: 'Mass during the Night' }).check();
  await expect(card(page, 'First Reading')).toContainText('Is 9:1-6');
  await expect(card(page, 'Gospel Reading')).toContainText('Lk 2:1-14');
  await page.getByRole('radio', { name: 'Mass of the day' }).check();

  // Each reading links to the full texts on the US bishops' site.
  const links = page.getByRole('link', { name: /^Full text of the/ });
  await expect(links).toHaveCount(4);
  await expect(links.first()).toHaveAttribute('href', 'https://bible.usccb.org/bible/readings/122526.cfm');

  await expect(card(page, 'Liturgical Feast Day')).toContainText('Nativity of the Lord');

  await slowReflections(page, 800);
  await card(page, 'Gospel Reading').click();
  await expect(page.getByRole('status').filter({ hasText: 'Opening the Word' })).toBeVisible();
  const reply = page.locator('.bible__reply');
  await expect(reply).toContainText('Jn 1:1-18', { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Study This Reading' })).toBeVisible();

  await page.getByRole('button', { name: 'Study This Reading' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Preparing study' })).toBeVisible();
  await expect(reply).toContainText('Reading it closely', { timeout: 10_000 });
  // After a study only Close is offered.
  await expect(page.getByRole('button', { name: 'Study This Reading' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(PIO_BIBLE_GREETING)).toBeVisible();
  await expect(card(page, 'Gospel Reading')).toBeVisible();

  await card(page, 'Liturgical Feast Day').click();
  await expect(page.getByRole('status').filter({ hasText: 'Honouring today' })).toBeVisible();
  await expect(reply).toContainText('Nativity of the Lord', { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Study This Reading' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(card(page, 'First Reading')).toBeVisible();
});

test("a saint's day is titled Saint of the Day, and a weekday has no second reading", async ({ page }) => {
  await onDay(page, '2026-11-30');
  await signedIn(page, db, 'bible-saint', { onboarded: true });
  await page.goto('/bible');
  await expect(card(page, 'Saint of the Day')).toContainText('Saint Andrew');
  await expect(card(page, 'First Reading')).toContainText('Rom 10:9-18');
  await expect(card(page, 'Second Reading')).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(0);
});

const themes: Theme[] = ['light', 'dark'];
for (const theme of themes) {
  test(`Today's Word passes axe in the ${theme} theme`, async ({ page }) => {
    await onDay(page, '2026-12-25');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await new ThemeControls(page).startWith(theme);
    await signedIn(page, db, `bible-axe-${theme}`, { onboarded: true });
    await page.goto('/bible');
    await expect(card(page, 'Gospel Reading')).toBeVisible();
    await expectNoAxeViolations(page, `bible cards (${theme})`);
    await saveScreenshot(page, `bible-${theme}`);
    await card(page, 'First Reading').click();
    await expect(page.locator('.bible__reply')).toContainText('Is 52:7-10', { timeout: 10_000 });
    await expectNoAxeViolations(page, `bible reflection (${theme})`);
  });
}
