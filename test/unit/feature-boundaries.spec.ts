import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const featuresDir = path.resolve('frontend/src/features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry) ? [full] : [];
  });
}

describe('client feature boundaries', () => {
  it('no feature imports another feature (shared pieces live in components/ or lib/)', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(featuresDir)) {
      const feature = path.relative(featuresDir, file).split(path.sep)[0];
      const imports = [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(
        (match) => match[1],
      );
      for (const specifier of imports) {
        if (!specifier.startsWith('.')) continue;
        const target = path.resolve(path.dirname(file), specifier);
        const relative = path.relative(featuresDir, target);
        if (relative.startsWith('..')) continue;
        const targetFeature = relative.split(path.sep)[0];
        if (targetFeature !== feature) crossings.push(`${path.relative(process.cwd(), file)} imports ${specifier}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
