import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noNodeOrUi = ['react', 'react-dom', 'dexie', 'dexie-react-hooks', 'drizzle-orm', 'drizzle-orm/*', 'node:*', 'fastify', 'pg', '@electric-sql/*', 'ofetch'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/app/routeTree.gen.ts', 'src/server/db/migrations/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: [...noNodeOrUi, '**/server/**', '**/app/**'], message: 'domain is pure: no UI, database or Node imports, and no server or app code' }] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/**', 'react', 'react-dom', 'dexie'], message: 'server imports domain and itself only' }] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/config.ts', 'src/server/testing/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'read configuration through src/server/config.ts' }],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', 'fastify', 'pg', 'drizzle-orm', 'drizzle-orm/*', 'node:*'], message: 'app imports domain and itself only' }] }],
    },
  },
);
