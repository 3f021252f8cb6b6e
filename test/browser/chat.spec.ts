import { expect, test, type Page } from '@playwright/test';
import { COMPANIONS } from '../../backend/src/modules/companion/companion-catalogue.js';
import { expectNoAxeViolations } from './support/axe.js';
import { sendBeforeTheId, sessionAnswer } from './support/conversation.js';
import { TestDatabase } from './support/db.js';
import { signedIn } from './support/profile.js';
import { saveScreenshot } from './support/screenshots.js';
import { ThemeControls, type Theme } from './support/theme.js';

const PIO = COMPANIONS.find((companion) => companion.key === 'pio')!;

let db: TestDatabase;
test.beforeAll(async () => {
  db = await TestDatabase.connect();
});
test.afterAll(async () => {
  await db.close();
});

// Holds each chat message a moment, so the typing bubble can be seen as a person would.
async function slowReplies(page: Page, ms: number): Promise<void> {
  await page.route('**/api/chat/message', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

async function say(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Message Pio' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

const aiMessages = (page: Page) => page.locator('.message--ai');

// A reply is complete when it is stored: its reactions appear then.
async function replied(page: Page, index: number): Promise<void> {
  await expect(aiMessages(page).nth(index).getByRole('group', { name: 'Respond to this message' })).toBeVisible({
    timeout: 10_000,
  });
}

test('a new chat: greeting, placeholder, Reflecting, a streamed reply, a follow-up tap, reactions', async ({
  page,

  context,
}) => {
  const email = await signedIn(page, db, 'chat-walk', { onboarded: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Spiritual Guidance' })).toBeVisible();
  await expect(aiMessages(page)).toHaveCount(1);
  expect(PIO.greetings).toContain((await aiMessages(page).first().locator('p').first().textContent())?.trim());
  await expect(page.getByRole('textbox', { name: 'Message Pio' })).toHaveAttribute('placeholder', PIO.placeholder);

  await slowReplies(page, 1500);
  await say(page, 'My grandmother died last week and I miss her');
  await expect(page.getByRole('article', { name: 'You said' })).toHaveText(
    'My grandmother died last week and I miss her',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Reflecting' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();

  const reply = aiMessages(page).nth(1);
  await replied(page, 1);
  // The answer comes from the knowledge base, with its sources: a passage can be opened.
  await expect(reply).toContainText('Sources: CCC');
  await expect(reply.getByRole('button', { name: /: read the passage$/ }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Reflecting' })).toHaveCount(0);
  // No reactions on the greeting; all four on the reply.
  await expect(aiMessages(page).first().getByRole('group', { name: 'Respond to this message' })).toHaveCount(0);

  const heart = reply.getByRole('button', { name: 'Heart' });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => db.reactions(email)).toEqual(['heart']);
  await reply.getByRole('button', { name: 'Copy' }).click();
  await expect(reply.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Sources: CCC');
  await expect.poll(() => db.reactions(email)).toEqual(['copy']);
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Sharing not supported on this device.');
    void dialog.dismiss();
  });
  await reply.getByRole('button', { name: 'Share' }).click();
  const flag = reply.getByRole('button', { name: 'Flag' });
  await flag.click();
  await expect(flag).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => db.reactions(email)).toEqual(['flag']);

  // A follow-up is sent as the person's next message.
  await page.unroute('**/api/chat/message');
  const suggestions = page.getByRole('group', { name: 'Suggested replies' });
  const first = suggestions.getByRole('button').first();
  const followUp = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('article', { name: 'You said' }).nth(1)).toHaveText(followUp);
  await expect(aiMessages(page)).toHaveCount(3);
  await replied(page, 2);
  await saveScreenshot(page, 'chat');
});

test('history: the latest conversations, one tap away; a new chat starts with a greeting', async ({ page }) => {
  await signedIn(page, db, 'chat-history', { onboarded: true });
  await page.goto('/chat');
  await say(page, 'How do I pray the rosary?');
  await replied(page, 1);

  await page.getByRole('button', { name: 'New chat' }).click();
  await expect(aiMessages(page)).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'You said' })).toHaveCount(0);
  await say(page, 'I have exams next week');
  await replied(page, 1);

  await page.getByRole('button', { name: 'Recent conversations' }).click();
  const history = page.getByRole('navigation', { name: 'Recent conversations' });
  await expect(history.getByRole('button')).toHaveCount(2);
  // Newest first: the current chat, then the first one.
  await history.getByRole('button').nth(1).click();
  await expect(page.getByRole('article', { name: 'You said' })).toHaveText('How do I pray the rosary?');
  await expect(page.getByText('I have exams next week')).toHaveCount(0);
});

test('a message sent before the conversation has its id waits for it, and nothing typed is lost', async ({ page }) => {
  await signedIn(page, db, 'chat-early', { onboarded: true });
  const send = await sendBeforeTheId(page, '/chat', 'I could not sleep last night and I am tired', (text) =>
    say(page, text),
  );
  await replied(page, 1);
  await expect(send).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Stored as typed: the conversation opens again from the strip with the whole message.
  await page.getByRole('button', { name: 'New chat' }).click();
  await page.getByRole('button', { name: 'Recent conversations' }).click();
  await page.getByRole('navigation', { name: 'Recent conversations' }).getByRole('button').first().click();
  await expect(page.getByRole('article', { name: 'You said' })).toHaveText(
    'I could not sleep last night and I am tired',
  );
});

// The server stores a conversation with its first message (issue 15); before that, each
// visit to Ask left an empty conversation that pushed the real ones out of the strip.
test('history: visits to Ask that send nothing leave the three real conversations in the strip', async ({ page }) => {
  await signedIn(page, db, 'chat-history-visits', { onboarded: true });
  await page.goto('/chat');
  const said = ['How do I pray the rosary?', 'I have exams next week', 'I feel far from God lately'];
  for (const [index, text] of said.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'New chat' }).click();
    await say(page, text);
    await replied(page, 1);
  }

  // Three more visits, each given its conversation id, none saying anything.
  await Promise.all([sessionAnswer(page), page.reload()]);
  await page.getByRole('link', { name: 'Seek' }).click();
  await expect(page).toHaveURL(/\/bible$/);
  await Promise.all([sessionAnswer(page), page.getByRole('link', { name: 'Ask' }).click()]);
  await Promise.all([sessionAnswer(page), page.goto('/chat')]);
  await expect(aiMessages(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'Recent conversations' }).click();
  const history = page.getByRole('navigation', { name: 'Recent conversations' });
  await expect(history.getByRole('button')).toHaveCount(3);
  // Newest first.
  for (const [index, text] of [...said].reverse().entries()) {
    await history.getByRole('button').nth(index).click();
    await expect(page.getByRole('article', { name: 'You said' })).toHaveText(text);
  }
});

test('when the companion cannot answer, the text stays for another try, with a reason', async ({ page }) => {
  await signedIn(page, db, 'chat-refused', { onboarded: true });
  await page.goto('/chat');
  await page.route('**/api/chat/message', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 502,
        code: 'MODEL_UNAVAILABLE',
        message: 'Your companion could not answer just now. Please try again in a moment.',
      }),
    }),
  );
  await say(page, 'Are you there?');
  await expect(page.getByRole('alert')).toHaveText(
    'Your companion could not answer just now. Please try again in a moment.',
  );
  await expect(page.getByRole('textbox', { name: 'Message Pio' })).toHaveValue('Are you there?');
  await expect(page.getByRole('article', { name: 'You said' })).toHaveCount(0);

  await page.unroute('**/api/chat/message');
  await page.getByRole('button', { name: 'Send' }).click();
  await replied(page, 1);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

const themes: Theme[] = ['light', 'dark'];
for (const theme of themes) {
  test(`the chat screen passes axe in the ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await new ThemeControls(page).startWith(theme);
    await signedIn(page, db, `chat-axe-${theme}`, { onboarded: true });
    await page.goto('/chat');
    await expect(aiMessages(page)).toHaveCount(1);
    await expectNoAxeViolations(page, `chat greeting (${theme})`);
    await say(page, 'I feel anxious about tomorrow');
    await replied(page, 1);
    await page.getByRole('button', { name: 'Recent conversations' }).click();
    await expectNoAxeViolations(page, `chat answered, history open (${theme})`);
    await saveScreenshot(page, `chat-${theme}`);
  });
}
