import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noDefaultExport = {
  selector: 'ExportDefaultDeclaration',
  message: 'Use named exports (ARCHITECTURE.md section 2).',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'frontend/src/generated/',
      'test-results/',
      'playwright-report/',
      '.data/',
      'bench/.out/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrors: 'none',
        },
      ],
      'no-restricted-syntax': ['error', noDefaultExport],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Tools that load their configuration through a default export.
    files: [
      '*.config.{js,mjs,ts,mts}',
      'frontend/vite.config.mts',
      'codegen.ts',
      'test/browser/playwright.config.ts',
      'test/e2e/support/global-*.mjs',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.mjs', 'frontend/public/**/*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
