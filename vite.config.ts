import { defineConfig } from 'vite';
import type { Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { FIELD_ROUTE_FILES, fieldPrecache } from './sw/precache-scope.ts';
import { createHash } from 'node:crypto';
import { globSync, readFileSync } from 'node:fs';

/**
 * Names the build by its sources (the app's and the domain's), as import.meta.env.VITE_APP_BUILD: an answer a screen
 * remembered under another build is not shown (src/app/lib/data/last-seen.ts). From the sources, not the clock, so the
 * same sources build the same files.
 */
function sourcesHash(): string {
  const hash = createHash('sha256');
  for (const file of globSync(['src/app/**/*.{ts,tsx}', 'src/domain/**/*.ts']).sort()) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}
process.env.VITE_APP_BUILD = sourcesHash();

/**
 * The chunks of the field agent's way in (issue 10): the modules of the sign-in screen, of the signed-in layout, of
 * home and of my-accounts (each set without what an earlier one or the entry already holds) go into one chunk each,
 * instead of about 45 files of 0.1-1.5 KB that a first visit fetched six at a time over HTTP/1.1 (and an offline
 * start asked the service worker for one by one). The route modules themselves keep their own chunks; a screen
 * elsewhere that imports one of these modules loads its chunk whole (a few KB more, never a screen's own code).
 * scripts/bundle-size.mjs fails the build when a start screen loads more than 21 files.
 */
function startChunks(): (id: string, ctx: Rolldown.ChunkingContext) => string | null {
  let groups: Map<string, string> | null = null;
  const route = (file: string) => `${import.meta.dirname}/src/app/routes/${file}?tsr-split=component`;
  function closure(ctx: Rolldown.ChunkingContext, root: string): Set<string> {
    const seen = new Set<string>();
    const stack = [root];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  }
  function build(ctx: Rolldown.ChunkingContext): Map<string, string> {
    const taken = closure(ctx, `${import.meta.dirname}/index.html`);
    const named = new Map<string, string>();
    for (const [name, file] of [
      // What the sign-in screen shares with them first: it loads this and not the signed-in shell's.
      ['start-public', 'login.tsx'],
      ['shell', '_authed.tsx'],
      ['start-home', '_authed/home.tsx'],
      ['start-accounts', '_authed/my-accounts.tsx'],
    ] as const) {
      const root = route(file);
      if (!ctx.getModuleInfo(root)) throw new Error(`startChunks: no module ${root}`);
      for (const id of closure(ctx, root)) {
        if (id === root || taken.has(id)) continue;
        taken.add(id);
        named.set(id, name);
      }
    }
    return named;
  }
  return (id, ctx) => {
    groups ??= build(ctx);
    return groups.get(id) ?? null;
  };
}

/**
 * Dynamic imports whose chunks are preloaded at once (vite's modulePreload lists). The start screens (the signed-in
 * layout, home, sign-in and my-accounts, the field agent's first screen) and the offline half of the shell that opens
 * beside them (offline-runtime, shell-sync: instant offline start, issue 10).
 */
const START_PRELOADED = /(^|\/)(_authed|home|login|my-accounts|offline-runtime|shell-sync)-[\w-]+\.js$/;
/** A route file's chunk name: its file name without `.tsx`, a leading `$` written `_` (`account/$accountId.tsx` is `_accountId`). */
const routeChunkName = (file: string) => (file.split('/').at(-1) ?? '').replace(/\.tsx$/, '').replace(/^\$/, '_');
/**
 * The other field pages an agent opens on a phone, often offline: the signed-in routes of sw/precache-scope.ts's
 * FIELD_ROUTE_FILES, whose chunks are named by their file (`$accountId.tsx` is `_accountId-<hash>.js`; home and
 * my-accounts are start screens above as well). Without their lists, their chunks were found one import level after
 * another: 8 levels for the account page, 6 for the termsheet, each a round trip on a first visit and a
 * service-worker fetch on an offline start. The names also take the assignment page (`opportunity/assignment-page/
 * $opportunityId.tsx`), a desk page: its list costs the entry a few hundred bytes.
 */
const FIELD_PRELOADED = new RegExp(`(^|/)(${[...new Set(FIELD_ROUTE_FILES.filter((file) => file.startsWith('_authed/')).map(routeChunkName))].join('|')})-[\\w-]+\\.js$`);

/** Neutral product name: the brand (Housing or Makaan) shows only once the signed-in user's domain is known. */
const PRODUCT_NAME = 'Sales Console';
const NEUTRAL_THEME_COLOUR = '#334155';

export default defineConfig({
  plugins: [
    // The router plugin must come before the React plugin, or route generation and code splitting fail silently.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // main.tsx registers through virtual:pwa-register, so nothing is injected (CSP: script-src 'self').
      injectRegister: false,
      manifest: {
        name: PRODUCT_NAME,
        short_name: 'Console',
        description: 'Sales and operations console',
        theme_color: NEUTRAL_THEME_COLOUR,
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/home',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      includeAssets: ['favicon.svg'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The shell and the field pages only; desk pages are cached when first opened (sw/precache-scope.ts).
        manifestTransforms: [fieldPrecache('dist/app/.vite/manifest.json')],
      },
    }),
  ],
  // The sync worker (src/app/sync-worker.ts) is a module worker with its own chunks (vite's default is iife).
  worker: { format: 'es' },
  build: {
    rolldownOptions: {
      // Only the modules named: nothing else moves (no dependencies pulled in, so the entry keeps exactly its own).
      output: { codeSplitting: { groups: [{ name: startChunks(), includeDependenciesRecursively: false }] } },
    },
    outDir: 'dist/app',
    emptyOutDir: true,
    // scripts/bundle-size.mjs reads the manifest to measure what each screen loads.
    manifest: true,
    sourcemap: false,
    // index.html keeps its modulepreload links, and so do the start screens, the offline half of the shell and the
    // field pages (START_PRELOADED, FIELD_PRELOADED above): their chunks are fetched together rather than one import
    // level after another. Desk routes get no preload lists: each route's list of chunk files sits in the entry
    // (__vite__mapDeps) and grows the sign-in + home JavaScript (about 0.4 KB gzip a screen). Their chunks load as
    // their chunk imports them (more round trips on a first visit; desk staff are on a desktop's network).
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) => (hostType === 'html' || START_PRELOADED.test(file) || FIELD_PRELOADED.test(file) ? deps : []),
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: false },
    },
  },
});
