import { expect, type Locator, type Page, type Response } from '@playwright/test';

export interface Hold {
  // True once the first held request has gone on to the server.
  released: boolean;
}

// Holds each request to the URL a moment before it goes on: the slow network a person
// may be on, so the screen can be used before the answer arrives.
export async function holdRequests(page: Page, url: string, ms: number): Promise<Hold> {
  const hold: Hold = { released: false };
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    hold.released = true;
    await route.continue();
  });
  return hold;
}

// The answer to the conversation-id request a screen makes as it opens.
export function sessionAnswer(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) => response.url().endsWith('/api/chat/session') && response.request().method() === 'POST',
  );
}

// Opens a conversation screen whose id is held back 1.5 s and sends at once: the words
// show as the person's and Send is marked working while the id is still on its way.
// Answers the Send button, for what the test checks once the reply is in.
export async function sendBeforeTheId(
  page: Page,
  path: string,
  text: string,
  send: (text: string) => Promise<void>,
): Promise<Locator> {
  const hold = await holdRequests(page, '**/api/chat/session', 1500);
  await page.goto(path);
  await send(text);
  const button = page.getByRole('button', { name: 'Send' });
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toBeDisabled();
  expect(hold.released).toBe(false);
  await expect(page.getByRole('article', { name: 'You said' })).toHaveText(text);
  return button;
}
