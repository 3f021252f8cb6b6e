import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('appInfo through both doors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      SUPPORT_EMAIL: 'help@parish.test',
      PRIVACY_EMAIL: 'privacy@parish.test',
      LLM_DRIVER: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    });
  });
  afterAll(() => t.close());

  it('answers the same facts over GraphQL and REST, from the same service', async () => {
    const gql = await t.graphql<{ appInfo: Record<string, unknown> }>(
      '{ appInfo { name operatorName version environment supportEmail privacyEmail publicUrl drivers { name driver } } }',
    );
    expect(gql.status).toBe(200);
    expect(gql.errors).toBeUndefined();
    const rest = await t.http().get('/api/app-info').expect(200);

    const info = gql.data!.appInfo;
    expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(info.supportEmail).toBe('help@parish.test');
    expect(rest.body).toEqual({
      name: info.name,
      operator_name: info.operatorName,
      version: info.version,
      environment: 'test',
      support_email: 'help@parish.test',
      privacy_email: 'privacy@parish.test',
      public_url: info.publicUrl,
      drivers: info.drivers,
    });
  });

  it('reports the adapter each <NAME>_DRIVER selected', async () => {
    const { data } = await t.graphql<{ appInfo: { drivers: { name: string; driver: string }[] } }>(
      '{ appInfo { drivers { name driver } } }',
    );
    expect(Object.fromEntries(data!.appInfo.drivers.map((d) => [d.name, d.driver]))).toEqual({
      llm: 'openai',
      identity: 'local',
      payments: 'sandbox',
      speech: 'disabled',
      push: 'webpush',
      mail: 'log',
    });
  });
});
