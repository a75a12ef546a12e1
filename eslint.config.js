import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const noNodeOrUi = ['react', 'react-dom', 'dexie', 'dexie-react-hooks', 'drizzle-orm', 'drizzle-orm/*', 'node:*', 'fastify', 'pg', '@electric-sql/*', 'ofetch'];

// ── App boundaries (issue 8, app side) ───────────────────────────────────────────────────────────────────────────
// An area (src/app/areas/<area>/) never imports another area: what two areas share goes to src/app/ui (components)
// or src/app/lib (hooks, data helpers), and routes/ or the composition root (src/app/offline-commands.ts) compose
// areas. src/app/lib and src/app/ui never import an area (the sync engine receives the areas' command kinds by
// injection). The app never imports the server, and src/app/testing (test support) is for tests only.
// This block sets import-x/no-restricted-paths for src/app files, so it stays LAST (a later block would replace it);
// its zones may join the server helper's `appAreaZones` on merge.
const appRoot = import.meta.dirname;
const appAreas = readdirSync(path.join(appRoot, 'src/app/areas'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const areaZones = appAreas.map((name) => ({
  target: `src/app/areas/${name}`,
  from: 'src/app/areas',
  except: [`./${name}`],
  message: `an area never imports another area (areas/${name}/): move what they share to src/app/ui or src/app/lib, or compose them in routes/.`,
}));
const sharedZones = [
  { target: ['src/app/lib', 'src/app/ui'], from: 'src/app/areas', message: 'src/app/lib and src/app/ui are shared: they never import an area (inject what the engine needs).' },
];
const appProductZones = [
  { target: 'src/app', from: 'src/server', message: 'the app never imports the server (talk to it over HTTP; shared shapes and rules live in src/domain).' },
  { target: 'src/app', from: 'src/app/testing', message: 'src/app/testing is test support: imported by tests only.' },
];
const appResolverSettings = {
  'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(appRoot, 'tsconfig.json') })],
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
};
const APP_TESTS = ['src/app/**/*.test.ts', 'src/app/**/*.test.tsx', 'src/app/testing/**'];

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
  // ── App boundaries (zones defined above the config): keep last. ──
  {
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: APP_TESTS,
    plugins: { 'import-x': importX },
    settings: appResolverSettings,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: appRoot, zones: [...areaZones, ...sharedZones, ...appProductZones] }] },
  },
  {
    // Tests run the app against the real server in process and use test support; an area's tests still keep to their area.
    files: APP_TESTS,
    plugins: { 'import-x': importX },
    settings: appResolverSettings,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: appRoot, zones: areaZones }] },
  },
);
