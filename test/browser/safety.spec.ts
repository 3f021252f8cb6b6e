import { expect, test, type Page } from '@playwright/test';
import { CRISIS_LINES } from '../../frontend/src/lib/crisis-lines.js';
import { expectNoAxeViolations } from './support/axe.js';
import { TestDatabase } from './support/db.js';
import { signedIn } from './support/profile.js';
import { saveScreenshot } from './support/screenshots.js';
import { ThemeControls } from './support/theme.js';

// The companion-chatbot duties and crisis mode, as a person meets them (issue 16).

let db: TestDatabase;
test.beforeAll(async () => {
  db = await TestDatabase.connect();
});
test.afterAll(async () => {
  await db.close();
});

const aiMessages = (page: Page) => page.locator('.message--ai');
const helpButton = (page: Page) => page.getByRole('button', { name: 'Need to talk to someone now? Crisis lines' });
const disclosures = (page: Page) =>
  page.getByRole('note').filter({ hasText: 'an AI companion, not a person or a priest' });

// Sends in Ask and waits for the whole reply: Send is no longer working.
async function say(page: Page, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Message Pio' });
  // The box and the greeting arrive together: count only once they are there.
  await expect(input).toBeVisible();
  const replies = await aiMessages(page).count();
  await input.fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(aiMessages(page)).toHaveCount(replies + 1, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-busy', { timeout: 10_000 });
}

// Every number of the lines (test/unit/crisis-lines.spec.ts keeps this copy equal to the server's).
const lineNumbers = () => [
  ...new Set(
    CRISIS_LINES.flatMap((entry) =>
      entry.lines.flatMap((line) => [...line.matchAll(/\*\*([0-9 ]+)\*\*/g)].map((match) => match[1]!)),
    ),
  ),
];

test('Ask in crisis: the lines come first, and a way to them stays in view for the whole conversation', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await new ThemeControls(page).startWith('dark');
  await signedIn(page, db, 'safety-crisis', { onboarded: true });
  await page.goto('/chat');
  await expect(helpButton(page)).toHaveCount(0);

  await say(page, 'I want to kill myself tonight');
  const paragraphs = aiMessages(page).nth(1).locator('.message__text p');
  await expect(paragraphs.nth(0)).toHaveText(/^I am really glad you told me\. .*I am an AI companion/);
  await expect(paragraphs.nth(1)).toHaveText(/^If you are in danger, call \S+/);
  await expect(paragraphs.nth(2)).toContainText('findahelpline.com');
  await expect(helpButton(page)).toBeInViewport();
  await expect(page.getByText('Crisis lines stay one tap away', { exact: false })).toHaveCount(1);
  await expectNoAxeViolations(page, 'chat in crisis mode (dark)');

  // Another exchange, then the top and the end of the conversation: the way stays in
  // view, above the composer and the tab bar, and covers nothing of the conversation.
  await say(page, 'I do not know');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(helpButton(page)).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const help = (await helpButton(page).boundingBox())!;
  const composer = (await page.locator('.composer').boundingBox())!;
  const tabBar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
  const lastReply = (await aiMessages(page).last().boundingBox())!;
  expect(help.y + help.height).toBeLessThanOrEqual(composer.y);
  expect(composer.y + composer.height).toBeLessThanOrEqual(tabBar.y);
  expect(lastReply.y + lastReply.height).toBeLessThanOrEqual(help.y);

  // The lines open over the conversation; closing them finds it as it was.
  await helpButton(page).click();
  const sheet = page.getByRole('dialog', { name: 'Crisis lines' });
  await expect(sheet.getByRole('link', { name: '988', exact: true })).toHaveAttribute('href', 'tel:988');
  await expectNoAxeViolations(page, 'crisis lines sheet (dark)');
  await saveScreenshot(page, 'crisis-sheet-dark');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(helpButton(page)).toBeFocused();
  await expect(page.getByRole('article', { name: 'You said' })).toHaveCount(2);

  // A new conversation starts without it; the crisis one, opened again, has it again.
  await page.getByRole('button', { name: 'New chat' }).click();
  await expect(helpButton(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Recent conversations' }).click();
  await page.getByRole('navigation', { name: 'Recent conversations' }).getByRole('button').first().click();
  await expect(page.getByRole('article', { name: 'You said' }).first()).toHaveText('I want to kill myself tonight');
  await expect(helpButton(page)).toBeVisible();
  await saveScreenshot(page, 'chat-crisis-dark');

  // From the sheet, every country's lines on /safety, opened at the lines.
  await helpButton(page).click();
  await sheet.getByRole('link', { name: /Every country’s lines/ }).click();
  await expect(page).toHaveURL(/\/safety#crisis-lines$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Crisis lines' })).toBeFocused();
});

test('the AI disclosure opens each conversation and comes again after 3 hours of use, not before', async ({ page }) => {
  await page.clock.install();
  await signedIn(page, db, 'safety-disclosure', { onboarded: true });
  await page.goto('/chat');
  await expect(disclosures(page)).toHaveCount(1);
  await expect(disclosures(page)).toHaveText('You are talking with Pio, an AI companion, not a person or a priest.');
  // The greeting under it does not carry the chip that would say it a second time.
  await expect(aiMessages(page).first().getByText('AI companion', { exact: true })).toHaveCount(0);

  await say(page, 'How do I pray the rosary?');
  await page.clock.fastForward('02:58:00');
  await say(page, 'And the Divine Mercy chaplet?');
  await expect(disclosures(page)).toHaveCount(1);

  await page.clock.fastForward('00:03:00');
  await say(page, 'Thank you, that helps');
  await expect(disclosures(page)).toHaveCount(2);
  // Said again between the message and its reply.
  const order = await page
    .locator('.conversation')
    .evaluate((list) =>
      [...list.children].map((child) =>
        child.getAttribute('role') === 'note' ? 'note' : child.classList.contains('message--user') ? 'user' : 'ai',
      ),
    );
  expect(order.slice(-3)).toEqual(['user', 'note', 'ai']);

  await page.getByRole('button', { name: 'New chat' }).click();
  await expect(disclosures(page)).toHaveCount(1);
});

test('/safety lists every crisis line first and is one tap from About and from Settings', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByText(/may not be suitable for some minors/)).toBeVisible();
  await page.getByRole('link', { name: 'safety and crisis help page' }).click();
  await expect(page).toHaveURL(/\/safety$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Safety and crisis help' })).toBeVisible();
  await expect(page).toHaveTitle('Safety and crisis help · Ask Seek Knock');

  const lines = page.locator('#crisis-lines');
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Crisis lines');
  // The browser's language (en-US here) puts that country's lines first.
  await expect(lines.getByRole('listitem').first()).toContainText('In the United States: call or text 988');
  const numbers = lineNumbers();
  expect(numbers.length).toBeGreaterThan(10);
  for (const number of numbers) {
    await expect(lines.getByRole('link', { name: number, exact: true }).first()).toHaveAttribute(
      'href',
      `tel:${number.replace(/ /g, '')}`,
    );
  }
  await expect(lines.getByRole('link', { name: /findahelpline\.com/ })).toHaveAttribute(
    'href',
    'https://findahelpline.com',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Younger people' })).toBeVisible();
  await expect(page.getByText(/not a crisis service/)).toBeVisible();

  await page.goto('/settings');
  await page.getByRole('link', { name: 'Safety and crisis help' }).click();
  await expect(page).toHaveURL(/\/safety$/);

  // A link to the lines, opened afresh, lands on them.
  await page.goto('/home');
  await page.goto('/safety#crisis-lines');
  await expect(page.getByRole('heading', { level: 2, name: 'Crisis lines' })).toBeFocused();
  await expect(lines).toBeInViewport();
});

test('what AI wrote says so: a prayer in Knock, a reflection and a study in Seek', async ({ page }) => {
  // A day with known readings (as in bible.spec.ts).
  await page.clock.setFixedTime(new Date('2026-12-25T09:30:00'));
  await signedIn(page, db, 'safety-labels', { onboarded: true });
  await page.goto('/prayer');
  await expect(disclosures(page)).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Your intention' }).fill('For my mother, who is unwell');
  await page.getByRole('button', { name: 'Send' }).click();
  const prayer = aiMessages(page).nth(1);
  await expect(prayer).toContainText('Amen.', { timeout: 10_000 });
  const label = prayer.getByRole('note', { name: 'Prayer written by AI' });
  await expect(label).toHaveText('Written by AI');
  await expect(helpButton(page)).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await saveScreenshot(page, 'prayer-label-light');

  await page.goto('/bible');
  await page.getByRole('button', { name: /^First Reading/ }).click();
  const reply = page.locator('.bible__reply');
  await expect(reply.getByRole('note', { name: 'Reflection written by AI' })).toHaveText('Written by AI', {
    timeout: 10_000,
  });
  await page.getByRole('button', { name: 'Study This Reading' }).click();
  await expect(reply.getByRole('note', { name: 'Study written by AI' })).toBeVisible({ timeout: 10_000 });
});
