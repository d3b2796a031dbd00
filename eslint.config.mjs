// Lint: typescript-eslint's recommended rules (a value nobody reads, an any),
// and the import rooms of DESIGN "Rooms of the code" (eslint.boundaries.mjs).
// The two type-aware rules that catch real bugs here (a promise nobody awaits,
// a promise where a value is expected) run in oxlint's type-aware mode
// (.oxlintrc.json, on TypeScript 7): in ESLint they needed a TypeScript 5
// program of the whole project, about 50 of its 80 CPU-seconds (issue 17 item 14).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { boundariesConfig } from './eslint.boundaries.mjs';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.vite/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly' } },
  },
  // The frame bench's page.evaluate callbacks run in the browser.
  {
    files: ['test/bench/frame/*.mjs'],
    languageOptions: {
      globals: { document: 'readonly', window: 'readonly', performance: 'readonly', KeyboardEvent: 'readonly', PointerEvent: 'readonly', requestAnimationFrame: 'readonly' },
    },
  },
  // Tests may reach into loosely typed shapes (fixtures, hostile files).
  { files: ['**/*.test.ts', '**/*.spec.ts', 'test/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  ...boundariesConfig,
);
