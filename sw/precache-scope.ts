import fs from 'node:fs';

/**
 * What the service worker precaches (build time, vite.config.ts): the shell and the field pages, the ones an agent
 * opens offline on a phone (SYNC.md), with every chunk they load. The desk pages (reports, catalogue, approvals,
 * ad products, people, support tools) are not precached: the service worker keeps each of their chunks the first
 * time it is fetched (sw.ts, cache `assets`), so a desk page opened once online opens offline afterwards.
 *
 * Precaching all of them made a fresh device download 240 files (1.7 MB) at once, competing with its first screen
 * and first sync; the field set is about half the files.
 */

/** Route files under src/app/routes whose pages (and every chunk they import) are precached. */
export const FIELD_ROUTE_FILES = [
  '__root.tsx',
  'index.tsx',
  'login.tsx',
  'logout.tsx',
  'reset-password.tsx',
  '_authed.tsx',
  '_authed/home.tsx',
  '_authed/my-accounts.tsx',
  '_authed/my-opportunities.tsx',
  '_authed/opportunity-search.tsx',
  '_authed/account/$accountId.tsx',
  '_authed/opportunity/$opportunityId.tsx',
  '_authed/broker-opportunity/$opportunityId.tsx',
  '_authed/builder-opportunity/$opportunityId.tsx',
  '_authed/owner-opportunity/$opportunityId.tsx',
  '_authed/tenant-opportunity/$opportunityId.tsx',
  '_authed/termsheet/$termsheetId.tsx',
  '_authed/payment/$paymentId.tsx',
  '_authed/outbox.tsx',
  // Approvals an agent raised read from the device; a reviewer named by a matrix reviews offline (SYNC.md).
  '_authed/approval-page.tsx',
  '_authed/approval-details/$paymentId.tsx',
  '_authed/approval/$approvalId.tsx',
] as const;

const ROUTES_DIR = 'src/app/routes/';

/** One chunk of Vite's build manifest (build.manifest: dist/app/.vite/manifest.json), keyed by its source. */
export interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/** The route file a manifest key is the (split) code of, relative to src/app/routes, or null for other code. */
function routeFile(key: string): string | null {
  const source = key.split('?')[0] ?? key;
  return source.startsWith(ROUTES_DIR) ? source.slice(ROUTES_DIR.length) : null;
}

/** Every manifest key loaded with one of `roots` (static imports only: a dynamic import is its own entry). */
function closure(manifest: ViteManifest, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let key = stack.pop(); key !== undefined; key = stack.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key]?.imports ?? []));
  }
  return seen;
}

/**
 * The built files (relative to the build directory, as the precache list names them) that only desk pages load:
 * reachable from a desk route's code and from nothing else that is an entry. Everything else is kept, including
 * files the manifest does not know (the sync worker's chunks, icons, the web manifest).
 */
export function deskOnlyFiles(manifest: ViteManifest, fieldRoutes: readonly string[] = FIELD_ROUTE_FILES): Set<string> {
  const field = new Set(fieldRoutes);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry || manifest[key]?.isDynamicEntry);
  const isDesk = (key: string) => {
    const route = routeFile(key);
    return route !== null && !field.has(route);
  };
  const kept = closure(manifest, entries.filter((key) => !isDesk(key)));
  const files = new Set<string>();
  for (const key of closure(manifest, entries.filter(isDesk))) {
    if (kept.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
  }
  // A stylesheet or asset a kept chunk also names stays.
  for (const key of kept) {
    const chunk = manifest[key];
    for (const file of [...(chunk?.css ?? []), ...(chunk?.assets ?? [])]) files.delete(file);
  }
  return files;
}

/** workbox-build's manifest entry and transform (injectManifest.manifestTransforms), as much of them as is used. */
interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}
type ManifestTransform = (entries: PrecacheEntry[]) => Promise<{ manifest: PrecacheEntry[]; warnings: string[] }>;

/** Drops the desk-only files from the precache list; reads the Vite manifest the build has just written. */
export function fieldPrecache(viteManifestPath: string): ManifestTransform {
  return async (entries) => {
    const manifest = JSON.parse(await fs.promises.readFile(viteManifestPath, 'utf8')) as ViteManifest;
    const desk = deskOnlyFiles(manifest);
    const kept = entries.filter((entry) => !desk.has(entry.url.replace(/^\//, '')));
    const kb = (list: PrecacheEntry[]) => (list.reduce((sum, entry) => sum + entry.size, 0) / 1024).toFixed(0);
    console.log(`precache: shell and field pages, ${kept.length} of ${entries.length} files (${kb(kept)} of ${kb(entries)} KB); desk pages are cached when first opened`);
    return { manifest: kept, warnings: [] };
  };
}
