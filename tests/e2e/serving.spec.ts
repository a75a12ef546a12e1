import { expect, test } from './support';

test.describe('serving the app', () => {
  test('index.html and sw.js are not cached, hashed assets are cached for a year, security headers are set', async ({ request }) => {
    const index = await request.get('/');
    expect(index.headers()['cache-control']).toBe('no-cache');
    expect(index.headers()['x-content-type-options']).toBe('nosniff');
    expect(index.headers()['x-frame-options']).toBe('DENY');
    expect(index.headers()['content-security-policy']).toContain("script-src 'self'");
    for (const encoding of ['br', 'gzip', 'identity']) {
      // sw.js is sent as its precompressed copy where the client takes one: the copy must not be cached either.
      const sw = await request.get('/sw.js', { headers: { 'accept-encoding': encoding } });
      expect(sw.status()).toBe(200);
      expect(sw.headers()['cache-control']).toBe('no-cache');
      expect(sw.headers()['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    }
    const asset = (await index.text()).match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const assetRes = await request.get(asset!);
    expect(assetRes.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('every app route path falls back to index.html; unknown API routes are JSON 404s', async ({ request }) => {
    const deep = await request.get('/account/12345');
    expect(deep.status()).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    const api = await request.get('/api/nope');
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ error: { msg: 'Not found.' } });
  });

  test('compresses text responses', async ({ request }) => {
    const index = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    const asset = (await index.text()).match(/\/assets\/[^"]+\.js/)?.[0];
    const plain = await (await request.get(asset!, { headers: { 'accept-encoding': 'identity' } })).text();
    for (const encoding of ['gzip', 'br']) {
      // The build's precompressed copy, decoded, is the asset itself.
      const res = await request.get(asset!, { headers: { 'accept-encoding': encoding } });
      expect(res.headers()['content-encoding']).toBe(encoding);
      expect(res.headers()['vary']).toMatch(/accept-encoding/i);
      expect(await res.text()).toBe(plain);
    }
  });

  test('the manifest makes the app installable', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBeTruthy();
    const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i: { purpose?: string }) => i.purpose?.includes('maskable'))).toBe(true);
  });

  test('the page registers a service worker that controls it after a reload', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  });
});
