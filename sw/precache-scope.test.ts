import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deskOnlyFiles, FIELD_ROUTE_FILES, type ViteManifest } from './precache-scope';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_table.js': { file: 'assets/table.js', imports: ['_react.js'] },
  '_chart.js': { file: 'assets/chart.js', imports: ['_react.js'], css: ['assets/chart.css'] },
  'src/app/routes/_authed/my-accounts.tsx?tsr-split=component': { file: 'assets/my-accounts.js', isDynamicEntry: true, imports: ['_table.js'] },
  'src/app/routes/_authed/reports.tsx?tsr-split=component': { file: 'assets/reports.js', isDynamicEntry: true, imports: ['_table.js', '_chart.js'] },
  'src/app/routes/_authed/live-view.tsx?tsr-split=component': { file: 'assets/live-view.js', isDynamicEntry: true, imports: ['_chart.js'] },
  'src/app/lib/sync/offline-runtime.ts': { file: 'assets/offline-runtime.js', isDynamicEntry: true, imports: ['_react.js'] },
};

describe('the service worker precache scope', () => {
  it('leaves out what only desk pages load, keeps what a field page, the shell or other code also loads', () => {
    expect([...deskOnlyFiles(manifest)].sort()).toEqual(['assets/chart.css', 'assets/chart.js', 'assets/live-view.js', 'assets/reports.js']);
  });

  it('keeps a desk page once it is named as a field page', () => {
    expect([...deskOnlyFiles(manifest, [...FIELD_ROUTE_FILES, '_authed/reports.tsx'])].sort()).toEqual(['assets/live-view.js']);
  });

  it('names only route files that exist, so a renamed field page is not silently left out of the precache', () => {
    const routes = path.resolve(import.meta.dirname, '../src/app/routes');
    for (const file of FIELD_ROUTE_FILES) expect(fs.existsSync(path.join(routes, file)), file).toBe(true);
  });
});
