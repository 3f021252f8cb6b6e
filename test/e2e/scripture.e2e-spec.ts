import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './support/test-app.js';

const PASSAGE = `query ($reference: String!) {
  scripturePassage(reference: $reference) { reference translation cpdvNumbering verses { verse text } }
}`;

describe('a passage of Scripture, read offline from the CPDV, through both doors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers a visitor with the verses (REST)', async () => {
    const res = await t.http().get('/api/scripture').query({ reference: 'John 3:16-17' }).expect(200);
    expect(res.body).toEqual({
      reference: 'John 3:16-17',
      translation: 'Catholic Public Domain Version',
      cpdv_numbering: null,
      verses: [
        { verse: 16, text: expect.stringMatching(/^For God so loved the world/) },
        { verse: 17, text: expect.stringMatching(/^For God did not send his Son into the world/) },
      ],
    });
  });

  it('reads a psalm by the number people know, and says where the CPDV numbers it (GraphQL)', async () => {
    const { data } = await t.graphql<{
      scripturePassage: { reference: string; cpdvNumbering: string; verses: { verse: number; text: string }[] };
    }>(PASSAGE, { reference: 'Ps 23:1' });
    expect(data?.scripturePassage).toMatchObject({
      reference: 'Psalm 23:1',
      cpdvNumbering: '22:1',
      verses: [{ verse: 1, text: expect.stringContaining('The Lord directs me') }],
    });
  });

  it('refuses what is not a reference, and a verse that does not exist, with codes', async () => {
    const bad = await t.http().get('/api/scripture').query({ reference: 'the one about love' }).expect(400);
    expect(bad.body.code).toBe('REFERENCE_INVALID');
    const missing = await t.http().get('/api/scripture').query({ reference: 'John 3:99' }).expect(404);
    expect(missing.body).toMatchObject({ code: 'PASSAGE_NOT_FOUND', message: expect.stringContaining('John 3:99') });
    await t.http().get('/api/scripture').expect(400);
    const { errors } = await t.graphql(PASSAGE, { reference: 'Hezekiah 1:1' });
    expect(errors?.[0]?.extensions?.code).toBe('REFERENCE_INVALID');
    // The server keeps answering.
    await t.http().get('/api/scripture').query({ reference: 'Matthew 7:7' }).expect(200);
  });
});

describe('a server without the Bible text installed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SCRIPTURE_DIR: path.resolve('no-such-folder') });
  });
  afterAll(() => t.close());

  it('says so with a code, and keeps answering', async () => {
    const res = await t.http().get('/api/scripture').query({ reference: 'John 3:16' }).expect(503);
    expect(res.body.code).toBe('SCRIPTURE_UNAVAILABLE');
    await t.http().get('/health/live').expect(200);
  });
});
