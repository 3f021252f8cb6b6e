// Jest runs in ESM mode because NestJS 12 is ESM-only (STACK.md trap 1).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

const shared = {
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
};

export default {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/backend/src/**/*.spec.ts', '<rootDir>/test/unit/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/e2e/support/global-setup.mjs',
      globalTeardown: '<rootDir>/test/e2e/support/global-teardown.mjs',
    },
  ],
  // Two workers on these two-core machines: the e2e files spend much of their time waiting on
  // PostgreSQL and their own servers, and the whole run took 200 s instead of 373 s.
  maxWorkers: 2,
  // Global only: Jest ignores testTimeout inside a project. A cold app's first reply loads the
  // English model and the crisis patterns (about a second alone, several under a loaded CI).
  testTimeout: 60000,
};
