import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { HAND_CALL_APP_FILES, HAND_ROUTE_SERVER_FILES } from './eslint.endpoint-ratchet.js';

const noNodeOrUi = ['react', 'react-dom', 'dexie', 'dexie-react-hooks', 'drizzle-orm', 'drizzle-orm/*', 'node:*', 'fastify', 'pg', '@electric-sql/*', 'ofetch'];

const root = import.meta.dirname;
/** An absolute glob: `except` globs of import-x/no-restricted-paths are matched against absolute paths. */
const abs = (glob) => path.join(root, glob);

/** Files that are tests or test support: they may reach what the product code may not (test support, the real server). */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', 'src/**/testing/**', 'tests/**'];

// ── Global zones (issue 8) ───────────────────────────────────────────────────────────────────────────────────────
// domain imports nothing of ours but domain; server and app never import each other.
const globalZones = [
  { target: 'src/domain', from: ['src/app', 'src/server', 'tests'], message: 'domain imports nothing of ours but domain.' },
  { target: 'src/server', from: 'src/app', message: 'the server never imports the app.' },
];
/** Product code only: tests run the app against the real server in process (buildApp + inject). */
const productOnlyGlobalZones = [
  { target: 'src/app', from: 'src/server', message: 'the app never imports the server (talk to it over HTTP; shared rules live in src/domain).' },
  // Demo seeding lives in src/server/seed (issue 53): a product module never imports it (tests may, for their data).
  { target: 'src/server/modules', from: 'src/server/seed', message: 'a module never imports the seed: demo data is seeded from src/server/seed, which calls the modules, not the other way round.' },
];

// ── Test-support zones (issue 8) ─────────────────────────────────────────────────────────────────────────────────
// Test support (src/**/testing/**, tests/**) is importable only from tests: *.test.ts(x), tests/**, other testing folders.
// Applied to product files only (the product block ignores TEST_FILES), so tests keep importing it.
const testSupportZones = [
  { target: 'src', from: 'src/**/testing/**', message: 'test support is imported by tests only.' },
  { target: 'src', from: 'tests', message: 'test support is imported by tests only.' },
];

// ── Server zones (issue 8) ───────────────────────────────────────────────────────────────────────────────────────
// A server module (src/server/modules/<a>/) reaches another module only through its *.service.ts files (a small
// <x>-access.service.ts exposes what others may use); its routes (*.routes.ts, *.module.ts) are imported by
// modules/register.ts alone. sync reaches modules the same way. src/server/shared and scope import no module (nor sync or seed).
// What two modules (or a module and sync) both need of a contract is the domain's (src/domain/<area>/), not a module's.
const serverModules = readdirSync(path.join(root, 'src/server/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleZones = serverModules.flatMap((name) => [
  {
    target: serverModules.filter((other) => other !== name).map((other) => `src/server/modules/${other}/**`),
    from: `src/server/modules/${name}/**`,
    except: [abs(`src/server/modules/${name}/*.service.ts`)],
    message: `another module is reached only through its *.service.ts (modules/${name}/: expose what others may use in a service, e.g. a small <x>-access.service.ts).`,
  },
  // An area's mirror rows and push commands live in its module as *.sync.ts (issue 53); the sync registry
  // (sync/mirror-rows.ts, sync/push-commands.ts) imports them, as it imports services.
  {
    target: 'src/server/sync/**',
    from: `src/server/modules/${name}/**`,
    except: [abs(`src/server/modules/${name}/*.service.ts`), abs(`src/server/modules/${name}/*.sync.ts`)],
    message: `sync reaches a module through its *.service.ts, or its *.sync.ts (the area's mirror rows and push commands; modules/${name}/).`,
  },
]);
const serverZones = [
  ...moduleZones,
  {
    target: ['src/server/*.ts', 'src/server/!(modules)/**'],
    from: ['src/server/modules/*/*.routes.ts', 'src/server/modules/*/*.module.ts'],
    message: 'a module\'s routes are registered by src/server/modules/register.ts only.',
  },
  {
    target: ['src/server/shared', 'src/server/scope'],
    from: ['src/server/modules', 'src/server/sync', 'src/server/seed'],
    message: 'src/server/shared and scope are the layer below the modules: they import no module (nor sync or seed).',
  },
];

// ── App-area zones (issue 8, app side) ──────────────────────────────────────────────────────────────────────────
// An area (src/app/areas/<area>/) never imports another area: what two areas share goes to src/app/ui (components)
// or src/app/lib (hooks, data helpers), and routes/, shell/ or the composition root (src/app/offline-commands.ts)
// compose areas. src/app/lib and src/app/ui never import an area (the sync engine receives the areas' offline
// command kinds by injection, lib/offline/outbox/command-registry.ts). Tests keep to these zones too. (The app never
// importing the server, and src/app/testing being for tests only, are the global and test-support zones above.)
const appAreas = readdirSync(path.join(root, 'src/app/areas'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const appAreaZones = [
  ...appAreas.map((name) => ({
    target: `src/app/areas/${name}`,
    from: 'src/app/areas',
    except: [`./${name}`],
    message: `an area never imports another area (areas/${name}/): move what they share to src/app/ui or src/app/lib, or compose them in routes/.`,
  })),
  {
    target: ['src/app/lib', 'src/app/ui'],
    from: 'src/app/areas',
    message: 'src/app/lib and src/app/ui are shared: they never import an area (inject what the engine needs).',
  },
];

// ── One word per area (issue 53): the old places cannot regrow ───────────────────────────────────────────────────
// Each area has one name in every half: src/domain/<area>, src/server/modules/<area>, src/app/areas/<area>,
// src/server/db/schema/<area>.ts, its mirror rows and push commands in its module (*.sync.ts). A file in one of the
// places below fails lint whatever it holds (the Program selector matches every file).
const domainAreas = readdirSync(path.join(root, 'src/domain'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'validation')
  .map((entry) => entry.name);
/** An area's word, plural (the folder) and singular (its files): microsites, microsite-form.ts. */
const areaWords = [...new Set(domainAreas.flatMap((area) => [area, area.replace(/s$/, '')]))];
const oldPlaces = [
  { files: ['src/domain/slots/**'], message: 'src/domain/slots is gone: a slot kind\'s contract is its area\'s (src/domain/{microsites,site-takeovers,virtual-tours,churn}; shared slot rules in src/domain/ad-products).' },
  { files: ['**/*video-tour*', '**/*video-tour*/**', '**/*videoTour*', '**/*VideoTour*'], message: 'the area is virtual-tours in every half (the spec\'s paths and the video_tour_slots table keep their names).' },
  { files: areaWords.flatMap((word) => [`src/domain/validation/${word}-*`, `src/domain/validation/${word}.ts`]), message: 'an area\'s validators live in its domain folder (src/domain/<area>/); src/domain/validation holds the shared field rules only.' },
  { files: ['src/server/modules/**/*demo*'], ignores: TEST_FILES, message: 'demo seeding lives in src/server/seed, not in a product module.' },
  { files: ['src/server/db/schema/money.ts', 'src/server/db/schema/slots.ts'], message: 'an area\'s tables are in src/server/db/schema/<area>.ts (termsheets.ts, milestones.ts, payments.ts, virtual-tours.ts, ...).' },
  {
    files: ['src/server/sync/*-rows.ts', 'src/server/sync/*-commands.ts'],
    ignores: ['src/server/sync/json-rows.ts', 'src/server/sync/mirror-rows.ts', 'src/server/sync/push-commands.ts'],
    message: 'an area\'s mirror rows and push commands live in its module (modules/<area>/<x>-rows.sync.ts, <x>-commands.sync.ts); sync/mirror-rows.ts and push-commands.ts register them.',
  },
].map(({ files, ignores, message }) => ({ files, ...(ignores ? { ignores } : {}), rules: { 'no-restricted-syntax': ['error', { selector: 'Program', message }] } }));

/** The app calls the API through the endpoint table only (the endpoint ratchet, issue 53). */
const appCallSelectors = [
  {
    selector: 'CallExpression[callee.object.name="api"][callee.property.name=/^(get|post|put|patch|delete|request)$/]',
    message: 'call the API through the endpoint table: call(endpoint, { params, query, body }) (app/lib/api/call.ts), not a hand-written path.',
  },
  {
    // An injected client (a store's deps.api) is the same hand-written call.
    selector: 'CallExpression[callee.object.property.name="api"][callee.property.name=/^(get|post|put|patch|delete|request)$/]',
    message: 'call the API through the endpoint table: call(endpoint, { params, query, body }) or createCall(client) (app/lib/api/call.ts), not a hand-written path.',
  },
  {
    // A first screen's route reference comes from domain/<area>/<area>.paths.ts (`<area>Routes.<name>`), which its endpoint spreads.
    selector: 'CallExpression[callee.name="callRoute"] > :first-child:not(MemberExpression[object.name=/Routes$/])',
    message: 'pass callRoute the route from domain/<area>/<area>.paths.ts (the one its endpoint declaration spreads), not a hand-written method and path.',
  },
];

/** A route file names its screen, never capabilities (src/domain/auth/screens.ts; src/app/lib/session/require-screen.ts). */
const routeGuardSelectors = [
  {
    selector: 'CallExpression[callee.name="requireCapability"]',
    message: "guard a screen with requireScreen(context.user, '<its route path>') (app/lib/session/require-screen.ts): who may open it comes from the screens table (domain/auth/screens.ts), derived from the endpoints it is for.",
  },
  {
    selector: 'Property[key.name="beforeLoad"] MemberExpression[property.name="capabilities"]',
    message: "guard a screen with requireScreen(context.user, '<its route path>') (app/lib/session/require-screen.ts), not with capabilities written in the route file.",
  },
];

const resolverSettings = {
  'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
};

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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', 'fastify', 'pg', 'drizzle-orm', 'drizzle-orm/*', 'node:*'], message: 'app imports domain and itself only' },
            // One of each (issue 51): data loads through lib/data/use-resource (or use-mirror-resource).
            { group: ['**/use-remote', '**/use-remote.ts'], message: 'load data with useResource (lib/data/use-resource.ts): the app has one data-loading hook' },
            { group: ['**/catalogue/data/kept-draft', '**/catalogue/data/kept-draft.ts'], message: 'keep drafts with lib/forms/kept-draft.ts: the app has one draft store' },
            { group: ['**/catalogue-form-dialog', '**/catalogue-form-dialog.tsx'], message: 'use ui/dialog/online-form-dialog.tsx: the app has one online-gated form dialog' },
          ],
        },
      ],
    },
  },
  // ── The endpoint table (issue 53): routes declared once, in src/domain/<area>/<area>.endpoints.ts. ─────────────
  // The server registers a route only through route(api, endpoint); the app calls only through call(endpoint, ...).
  // eslint.endpoint-ratchet.js lists the files not moved yet; no file may join it.
  {
    files: ['src/server/**/*.ts'],
    ignores: [...TEST_FILES, 'src/server/shared/http/endpoint-route.ts', ...HAND_ROUTE_SERVER_FILES],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.object.name=/^(api|app|scope|instance|server|fastify)$/][callee.property.name=/^(get|post|put|patch|delete|head|options|all|route)$/]',
          message: 'declare the route in the endpoint table (src/domain/<area>/<area>.endpoints.ts) and register it with route(api, endpoint) (server/shared/http/endpoint-route.ts).',
        },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, 'src/app/lib/api/**', ...HAND_CALL_APP_FILES],
    rules: { 'no-restricted-syntax': ['error', ...appCallSelectors] },
  },
  // Route guards (issue 53): a screen route's beforeLoad is requireScreen(context.user, '<its path>'); who may open it
  // comes from the screens table (src/domain/auth/screens.ts), derived from its endpoints' capabilities, not from
  // capabilities written in the route file. (The same key as the block above: its selectors are repeated here.)
  {
    files: ['src/app/routes/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-syntax': ['error', ...appCallSelectors, ...routeGuardSelectors] },
  },
  // A first screen's route references (domain/<area>/<area>.paths.ts) load on sign-in and home: they import nothing, so
  // no zod (or anything else) comes with them.
  {
    files: ['src/domain/**/*.paths.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ImportDeclaration', message: 'a .paths.ts module imports nothing: it is loaded by the first screens, which must not load zod (scripts/bundle-size.mjs).' }],
    },
  },
  // ── Import boundaries and cycles (issue 8). scripts/check-cycles.mjs (npm run lint) also counts type-only cycles. ──
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: resolverSettings,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...globalZones, ...productOnlyGlobalZones, ...testSupportZones, ...serverZones, ...appAreaZones] }],
    },
  },
  {
    files: TEST_FILES,
    plugins: { 'import-x': importX },
    settings: resolverSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...globalZones, ...serverZones, ...appAreaZones] }],
    },
  },
  ...oldPlaces,
);
