import { randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { createApp } from '../../../backend/src/app.factory.js';
import { createLogger } from '../../../backend/src/common/logging/logger.js';
import { AppConfig } from '../../../backend/src/config/app-config.js';
import { parseEnv } from '../../../backend/src/config/config.schema.js';
import { assertTestDatabaseUrl } from './test-database.js';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  databaseUrl: string;
  http: () => ReturnType<typeof request>;
  /** GraphQL over real HTTP; answers the parsed body. */
  graphql: <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ) => Promise<GraphqlResult<T>>;
  close: () => Promise<void>;
}

export interface GraphqlResult<T> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.E2E_CLUSTER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database per app on the run's throw-away cluster, or the one TEST_DATABASE_URL names. */
async function provisionDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) {
    assertTestDatabaseUrl(process.env.TEST_DATABASE_URL);
    return { url: process.env.TEST_DATABASE_URL, drop: async () => {} };
  }
  const clusterUrl = process.env.E2E_CLUSTER_URL;
  if (!clusterUrl)
    throw new Error(
      'No test database: run e2e tests through Jest (its global setup starts one) or set TEST_DATABASE_URL.',
    );
  const name = `e2e_test_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  assertTestDatabaseUrl(url.toString());
  return {
    url: url.toString(),
    drop: () =>
      withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** Boots the real application (same factory as `main.ts`) on real PostgreSQL. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await provisionDatabase();
  const config = new AppConfig(
    parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'silent',
      CLIENT_DIR: '/nonexistent',
      RATE_LIMITS: 'off',
      // A fresh key per app, so no key file is written beside the repository's own data.
      ENCRYPTION_KEYS: `e2e:${randomBytes(32).toString('base64')}`,
      ...env,
    }),
  );
  const app = await createApp({ config, logger: createLogger(config.env.LOG_LEVEL), databaseUrl: database.url });
  const server = app.getHttpServer();
  return {
    app,
    config,
    databaseUrl: database.url,
    http: () => request(server),
    graphql: async (query, variables) => {
      const response = await request(server)
        .post('/graphql')
        .set('content-type', 'application/json')
        .send({ query, variables });
      return { status: response.status, data: response.body.data, errors: response.body.errors };
    },
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
