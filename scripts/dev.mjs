// `npm run dev`: the server recompiled and restarted on change (writing backend/schema.gql and
// regenerating the client's typed operations), and Vite's dev server with hot reload on :5173.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';
import { ensureBuilt } from './lib/ensure-built.mjs';

// The server process needs a first build to start from; tsc --watch takes over after.
ensureBuilt(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), ['server']);

const { result } = concurrently(
  [
    { name: 'tsc', command: 'tsc -p backend/tsconfig.build.json --watch --preserveWatchOutput', prefixColor: 'blue' },
    {
      name: 'server',
      command: 'node --watch-path=dist/backend dist/backend/main.js',
      env: { GRAPHQL_SCHEMA_FILE: 'backend/schema.gql', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
      prefixColor: 'green',
    },
    { name: 'codegen', command: 'graphql-codegen --config codegen.ts --watch', prefixColor: 'magenta' },
    { name: 'client', command: 'vite --config frontend/vite.config.mts', prefixColor: 'yellow' },
  ],
  { killOthersOn: ['failure'], prefix: 'name' },
);
result.catch(() => process.exit(1));
