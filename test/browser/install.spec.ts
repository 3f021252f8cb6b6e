import { chromium, expect, test } from '@playwright/test';

// Chrome reports installability only for a persistent profile (a normal context
// always answers "in-incognito"), hence a browser of its own for this one test.
test('Chromium finds the manifest valid and the app installable', async ({ baseURL, launchOptions }, testInfo) => {
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), launchOptions);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL}/home`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ask Seek Knock' })).toBeVisible();

    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
