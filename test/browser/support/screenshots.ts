import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const screenshotDir = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

// Kept for people to look at (both themes, phone size), not compared pixel by pixel.
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${screenshotDir}${name}.png` });
}
