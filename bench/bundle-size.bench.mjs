// The gzip size of the JavaScript the first page (`/`) really loads in Chromium, next to a
// bare React page built in the same run with the same Vite.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { freePort, graphqlAnswers, root, startAndTime, stop } from './lib.mjs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';

const gzipKb = (buffer) => gzipSync(buffer, { level: 9 }).length / 1024;

async function bareReactKb() {
  const outDir = path.join(root, 'bench/.out/bare-react');
  await build({
    root: path.join(root, 'bench/fixtures/bare-react'),
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const assets = path.join(outDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipKb(readFileSync(path.join(assets, file))), 0);
}

async function firstPageKb() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ask-seek-knock-bench-page-'));
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startAndTime(
    path.join(root, 'dist/backend/main.js'),
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      CLIENT_DIR: path.join(root, 'dist/client'),
    },
    () => graphqlAnswers(baseUrl),
    { timeoutMs: 60_000 },
  );
  const browser = await chromium.launch({
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
  });
  try {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body());
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const kb = [...scripts.values()].reduce((sum, body) => sum + gzipKb(body), 0);
    return { kb, files: scripts.size, landedOn: new URL(page.url()).pathname };
  } finally {
    await browser.close();
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function bundleSizeBench() {
  const bare = await bareReactKb();
  const page = await firstPageKb();
  const ratio = page.kb / bare;
  return [
    {
      name: `first-page JavaScript (gzip, / -> ${page.landedOn}, ${page.files} files)`,
      value: `${page.kb.toFixed(1)} kB`,
      baseline: `bare React page ${bare.toFixed(1)} kB`,
      ratio,
      budget: 'ratio at most 2.5',
      ok: ratio <= 2.5,
    },
  ];
}
