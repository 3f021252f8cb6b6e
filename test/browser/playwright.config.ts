import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// Playwright resolves relative paths against this file's folder, and starts the web
// server there too; everything that belongs to the repository root says so.
const root = fileURLToPath(new URL('../../', import.meta.url));
// serve.mjs reads the same variable, so two checkouts can run their suites side by side.
const port = process.env.BROWSER_TEST_PORT ?? '4173';

// Playwright reads the config's default export.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Not test-results/ itself: Playwright empties its output folder on start, and other
  // suites write their reports beside ours.
  outputDir: `${root}test-results/browser-artifacts`,
  // One worker is faster than two on these two-core machines (STACK.md).
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: `${root}test-results/browser.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    colorScheme: 'light',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // The system Chromium: nothing is downloaded, ever.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node test/browser/serve.mjs',
    cwd: root,
    url: `http://127.0.0.1:${port}/health/ready`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
