import { describe, expect, it } from 'vitest';
import type { ViteManifest } from '../../sw/precache-scope';
import { routePreloads } from './route-preloads';

// A build manifest of the shape Vite writes (build.manifest), trimmed to the chunks that matter here.
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_runtime-R.js', '_router-L.js'] },
  '_runtime-R.js': { file: 'assets/runtime-R.js' },
  '_router-L.js': { file: 'assets/router-L.js', imports: ['_runtime-R.js'] },
  'src/app/routes/_authed.tsx?tsr-split=component': { file: 'assets/_authed-A.js', imports: ['_runtime-R.js', '_shell-S.js'] },
  '_shell-S.js': { file: 'assets/shell-S.js', imports: ['_router-L.js', '_shell-S.css'] },
  '_shell-S.css': { file: 'assets/shell-S.css' },
  'src/app/routes/_authed/my-accounts.tsx?tsr-split=component': { file: 'assets/my-accounts-M.js', imports: ['_accounts-C.js', 'index.html'] },
  '_accounts-C.js': { file: 'assets/accounts-C.js', imports: ['_shell-S.js'] },
  'src/app/routes/_authed/home.tsx?tsr-split=component': { file: 'assets/home-H.js' },
  'src/app/routes/_authed/outbox.tsx': { file: 'assets/outbox-O.js' },
};
// index.html as the build writes it: the entry and its imports are named already.
const html = '<head><script type="module" crossorigin src="/assets/index-E.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime-R.js"><link rel="modulepreload" crossorigin href="/assets/router-L.js"></head>';

const hrefs = (tags: string) => [...tags.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('the module preloads of a signed-in page', () => {
  const preloads = routePreloads(manifest, html);

  it("names the shell's chunks and the route's, each once, imports before the chunk that needs them; not what the page names already, nor styles", () => {
    expect(hrefs(preloads('/my-accounts'))).toEqual(['/assets/shell-S.js', '/assets/_authed-A.js', '/assets/accounts-C.js', '/assets/my-accounts-M.js']);
    expect(hrefs(preloads('/my-accounts/'))).toEqual(hrefs(preloads('/my-accounts')));
  });

  it('sends / home, and reads a route file that is not split as well', () => {
    expect(hrefs(preloads('/'))).toEqual(['/assets/shell-S.js', '/assets/_authed-A.js', '/assets/home-H.js']);
    expect(hrefs(preloads('/outbox'))).toEqual(['/assets/shell-S.js', '/assets/_authed-A.js', '/assets/outbox-O.js']);
  });

  it("gives a path without a route file of its own (an id in it, an unknown page) the shell's alone", () => {
    const shellOnly = ['/assets/shell-S.js', '/assets/_authed-A.js'];
    expect(hrefs(preloads('/account/42'))).toEqual(shellOnly);
    expect(hrefs(preloads('/no-such-page'))).toEqual(shellOnly);
    expect(hrefs(preloads('/a"><script>'))).toEqual(shellOnly);
  });

  it('names nothing when the build has no signed-in layout', () => {
    expect(routePreloads({ 'index.html': manifest['index.html']! }, html)('/my-accounts')).toBe('');
  });
});
