import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from '@jest/globals';
import { startTestApp } from './support/test-app.js';

const run = promisify(execFile);
const root = process.cwd();

describe('generated artefacts are current', () => {
  const temp: string[] = [];
  afterAll(async () => {
    await Promise.all(temp.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('the committed backend/schema.gql matches the schema the code emits (fix: npm run schema)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'schema-check-'));
    temp.push(dir);
    const emitted = path.join(dir, 'schema.gql');
    const t = await startTestApp({ NODE_ENV: 'development', GRAPHQL_SCHEMA_FILE: emitted });
    await t.close();
    const committed = await readFile(path.join(root, 'backend/schema.gql'), 'utf8');
    expect(await readFile(emitted, 'utf8')).toBe(committed);
  });

  it('the committed client in frontend/src/generated matches codegen output (fix: npm run codegen)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'codegen-check-'));
    temp.push(dir);
    await run(path.join(root, 'node_modules/.bin/graphql-codegen'), ['--config', 'codegen.ts', '--silent'], {
      cwd: root,
      env: { ...process.env, CODEGEN_OUTPUT_DIR: `${dir}/` },
    });
    const committedDir = path.join(root, 'frontend/src/generated');
    const files = (await readdir(committedDir)).sort();
    expect((await readdir(dir)).sort()).toEqual(files);
    for (const file of files) {
      expect({ file, text: await readFile(path.join(dir, file), 'utf8') }).toEqual({
        file,
        text: await readFile(path.join(committedDir, file), 'utf8'),
      });
    }
  });
});
