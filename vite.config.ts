import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Neutral product name: the brand (Housing or Makaan) shows only once the signed-in user's domain is known. */
const PRODUCT_NAME = 'Sales Console';
const NEUTRAL_THEME_COLOUR = '#334155';

/** The signed-in start's chunks (the signed-in layout, home, my-accounts and the offline half of the shell). */
const SIGNED_IN_START = /(^|\/)(_authed|home|my-accounts|offline-runtime|shell-sync)-[\w-]+\.js$/;

/**
 * Instant offline start (issue 10): index.html (what the installed app opens with, from the service worker's
 * precache) preloads the signed-in start's chunks and their imports, so they are fetched and compiled beside the
 * entry rather than after it has run and the router has asked for them (about 300 ms later on a phone). The links
 * carry `data-signed-in-start`: the sign-in page (scripts/prerender-login.mjs) drops them.
 */
function preloadSignedInStart(): Plugin {
  return {
    name: 'console:preload-signed-in-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const files = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (files.has(file) || !chunk || chunk.type !== 'chunk' || chunk.isEntry) return;
          files.add(file);
          chunk.imports.forEach(visit);
        };
        Object.keys(bundle).filter((file) => SIGNED_IN_START.test(file)).forEach(visit);
        const tags: HtmlTagDescriptor[] = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, 'data-signed-in-start': true }, injectTo: 'head' }));
        return { html, tags };
      },
    },
  };
}

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
    preloadSignedInStart(),
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
      },
    }),
  ],
  // The sync worker (src/app/sync-worker.ts) is a module worker with its own chunks (vite's default is iife).
  worker: { format: 'es' },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    // scripts/bundle-size.mjs reads the manifest to measure what each screen loads.
    manifest: true,
    sourcemap: false,
    // index.html keeps its modulepreload links, and so do the start screens (the signed-in layout, home, sign-in,
    // and my-accounts, the field agent's first screen) and the offline half of the shell that opens beside them
    // (offline-runtime, shell-sync: instant offline start, issue 10), whose chunks are fetched together rather than
    // one import level after another. Other lazy routes get no
    // preload lists: each route's list of chunk files sat in the entry (__vite__mapDeps) and grew the sign-in + home
    // JavaScript with every screen added (about 0.4 KB gzip a screen). Their chunks load as their chunk imports them
    // (more round trips on a first visit, served from the service worker's precache once installed).
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) => (hostType === 'html' || /(^|\/)(_authed|home|login|my-accounts|offline-runtime|shell-sync)-[\w-]+\.js$/.test(file) ? deps : []),
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: false },
    },
  },
});
