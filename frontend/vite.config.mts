import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs as its own NestJS process in development; the dev server forwards
// every server-owned path so the client can use same-origin URLs everywhere.
const apiOrigin = 'http://localhost:3000';
const proxiedPaths = ['/graphql', '/api', '/health', '/auth', '/identity', '/.well-known'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
  },
  server: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, apiOrigin])),
  },
});
