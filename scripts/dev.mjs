// `npm run dev`: the server recompiled and restarted on change (writing backend/schema.gql and
// regenerating the client's typed operations), and Vite's dev server with hot reload on :5173.
import concurrently from 'concurrently';

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
