import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LifecycleService } from '../../backend/src/modules/health/lifecycle.service.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is live and ready while the database answers', async () => {
    expect((await t.http().get('/health/live').expect(200)).body).toEqual({ status: 'ok' });
    expect((await t.http().get('/health/ready').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('reports 503 NOT_READY when the database is unreachable', async () => {
    const broken = await startTestApp();
    await broken.app.get(LifecycleService); // app is up
    const { DataSource } = await import('typeorm');
    await broken.app.get(DataSource).destroy();
    const res = await broken.http().get('/health/ready').expect(503);
    expect(res.body).toMatchObject({ statusCode: 503, code: 'NOT_READY' });
    await broken.http().get('/health/live').expect(200);
    await broken.close();
  });

  it('turns readiness to 503 SHUTTING_DOWN once shutdown has begun, and asks clients to reconnect', async () => {
    t.app.get(LifecycleService).beginShutdown();
    const res = await t.http().get('/health/ready').expect(503);
    expect(res.body).toMatchObject({ statusCode: 503, code: 'SHUTTING_DOWN' });
    expect(res.headers.connection).toBe('close');
    await t.http().get('/health/live').expect(200);
  });
});
