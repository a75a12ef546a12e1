import type { ViteManifest } from '../../sw/precache-scope';

/**
 * Module preloads for the page a signed-in browser gets (issue 10, "each page loads on demand" without a chain of
 * round trips before the first screen): index.html names the entry's own chunks, and the rest arrived one import
 * level after another: the entry ran, the router resolved the signed-in layout (its chunk: the shell), then the
 * route's chunk, then that chunk's imports; and each level's links were added to the page by script (Vite's preload
 * helper), a task of its own. The page served for a route now names the shell's chunks and those of the route the
 * path opens, read from the build's manifest (vite.config.ts: build.manifest), so the browser fetches them beside the
 * entry. A path that names no route file of its own (an id in it, a desk page under a folder) gets the shell's alone.
 */

/** The TanStack file route of the signed-in layout (its chunk holds the shell). */
const SIGNED_IN_LAYOUT = 'src/app/routes/_authed.tsx';
/** Where the signed-in pages' route files are: /<name> is src/app/routes/_authed/<name>.tsx. */
const SIGNED_IN_ROUTES = 'src/app/routes/_authed/';

/**
 * A function from a request's path to the `<link rel="modulepreload">` tags to add to the page, leaving out the
 * files `html` already names (the entry and its imports).
 */
export function routePreloads(manifest: ViteManifest, html: string): (pathname: string) => string {
  /** Manifest keys of a route file: the file itself and its split chunks (`?tsr-split=component`, ...). */
  const keysOf = (routeFile: string) => Object.keys(manifest).filter((key) => key === routeFile || key.startsWith(`${routeFile}?`));
  /** The JavaScript files the keys load: each chunk and its static imports, transitively, entry chunks left out. */
  const filesOf = (keys: string[]) => {
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk || chunk.isEntry) return;
      for (const dependency of chunk.imports ?? []) visit(dependency);
      if (chunk.file.endsWith('.js') && !html.includes(`/${chunk.file}"`)) files.push(chunk.file);
    };
    keys.forEach(visit);
    return files;
  };
  const links = (files: string[]) => files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  const shell = filesOf(keysOf(SIGNED_IN_LAYOUT));
  const byPath = new Map<string, string>();
  return (pathname) => {
    // `/` sends a signed-in user home (routes/index.tsx).
    const name = pathname === '/' ? 'home' : /^\/([\w-]+)\/?$/.exec(pathname)?.[1];
    const key = name ?? '';
    let tags = byPath.get(key);
    if (tags === undefined) {
      const route = name ? filesOf(keysOf(`${SIGNED_IN_ROUTES}${name}.tsx`)) : [];
      tags = links([...new Set([...shell, ...route])]);
      // Only paths that name a route are kept (a bounded set); any other path is answered with the shell's alone.
      if (route.length > 0 || !name) byPath.set(key, tags);
    }
    return tags;
  };
}
