import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('one error model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown API path with 404 and a code', async () => {
    const res = await t.http().get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: expect.any(String) });
  });

  it('answers malformed JSON with 400 MALFORMED_JSON, on REST and GraphQL paths alike', async () => {
    for (const path of ['/graphql', '/api/app-info']) {
      const res = await t.http().post(path).set('content-type', 'application/json').send('{"query": ').expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'MALFORMED_JSON',
        message: 'The request body is not valid JSON.',
      });
    }
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const huge = JSON.stringify({ query: '{ appInfo { version } }', padding: 'x'.repeat(200_000) });
    const res = await t.http().post('/graphql').set('content-type', 'application/json').send(huge).expect(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('puts a code in extensions for GraphQL errors, with no stack trace outside development', async () => {
    const result = await t.graphql('{ appInfo { nope } }');
    expect(result.status).toBe(400);
    expect(result.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(result.errors?.[0].extensions).not.toHaveProperty('stacktrace');
  });

  it('refuses a GraphQL GET without a preflight header (CSRF protection)', async () => {
    const res = await t.http().get('/graphql').query({ query: '{ appInfo { version } }' });
    expect(res.status).toBe(400);
  });

  it('keeps answering after bad input', async () => {
    await t.http().post('/graphql').set('content-type', 'application/json').send('not json').expect(400);
    await t.http().get('/health/ready').expect(200);
    const ok = await t.graphql<{ appInfo: { version: string } }>('{ appInfo { version } }');
    expect(ok.data?.appInfo.version).toBeDefined();
  });

  it('gives every response a request id, and keeps a well-formed one the caller sent', async () => {
    const generated = await t.http().get('/health/live');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.http().get('/health/live').set('x-request-id', 'trace-abc-12345');
    expect(kept.headers['x-request-id']).toBe('trace-abc-12345');
    const refused = await t.http().get('/health/live').set('x-request-id', 'bad id {with} spaces');
    expect(refused.headers['x-request-id']).not.toContain('bad');
  });
});
