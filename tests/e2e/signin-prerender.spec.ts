import type { Page } from '@playwright/test';
import { addSavedSession, DEMO_PASSWORD, expect, signInAndWaitForHome, test } from './support';
import { waitForSynced } from './offline-support';

// Issue 10: the sign-in screen is in the first response (rendered at build time) and works before the app's
// JavaScript arrives; the app takes over when it loads.

/** Holds every app script for `ms` before it reaches the page, as a slow network would. */
async function slowScripts(page: Page, ms: number): Promise<void> {
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test.describe('the sign-in screen before the bundle', () => {
  test('the form is in the first response for /login and for / when signed out', async ({ request }) => {
    for (const url of ['/login', '/']) {
      const res = await request.get(url);
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toBe('no-cache');
      // Compressed like every other answer (the page is the first thing a slow network carries).
      expect(res.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
      const html = await res.text();
      expect(html).toContain('<form method="post" action="/api/login"');
      expect(html).toContain('>Username</label>');
      expect(html).toContain('>Password</label>');
      expect(html).toContain('>Sign in</button>');
    }
    // Issue 52: a user whose role may not sign in, posting this form before the app's code, comes back to it with the message.
    const refused = await request.post('/api/login', { form: { username: 'no-access', password: DEMO_PASSWORD }, headers: { accept: 'text/html' } });
    expect(refused.url()).toMatch(/\/login\?error=notAllowed$/);
    expect(await refused.text()).toContain(`<p role="alert"`);
    expect(await refused.text()).toContain('Your role does not have access to this console. You have been signed out.');
  });

  test('with scripts slowed, the form shows and signs in; a wrong password comes back with the message', async ({ page }) => {
    await slowScripts(page, 5_000);
    await page.goto('/login', { waitUntil: 'commit' });
    const form = page.locator('#prerendered-login');
    await expect(form.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 2_000 });

    await form.getByLabel('Username').fill('finance');
    await form.getByLabel('Password', { exact: true }).fill('not-the-password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\?error=invalid$/);
    await expect(page.locator('#prerendered-login').getByText('Invalid username or password.')).toBeVisible({ timeout: 2_000 });

    await page.locator('#prerendered-login').getByLabel('Username').fill('finance');
    await page.locator('#prerendered-login').getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.locator('#prerendered-login').getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#prerendered-login')).toHaveCount(0);
  });

  test('when the scripts arrive, the app takes over the prerendered form, keeping what was typed', async ({ page }) => {
    await slowScripts(page, 2_000);
    await page.goto('/login', { waitUntil: 'commit' });
    const prerendered = page.locator('#prerendered-login');
    await prerendered.getByLabel('Username').fill('finance');
    // The app's own form replaces it (the prerendered copy is gone) and keeps the username typed before it loaded.
    await expect(prerendered).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByLabel('Username')).toHaveValue('finance');
    // The app's form validates on the client, which the plain form cannot: proof that React owns it now.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(1);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('an empty prerendered form is stopped by the browser, and the app then shows the required errors', async ({ page }) => {
    await slowScripts(page, 2_000);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.locator('#prerendered-login').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('#prerendered-login')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByText('This field is required.')).toHaveCount(2);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signed out, the sign-in page asks the server nothing that fails: no 401, no console error, no CSP violation', async ({ page, request }) => {
    // The console's Content-Security-Policy refuses eval: nothing in the app may try it (zod runs jitless in the app).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`));
    });
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    const failures: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') failures.push(m.text());
    });
    page.on('response', (r) => {
      if (r.status() >= 400) failures.push(`${r.status()} ${r.url()}`);
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('#prerendered-login')).toHaveCount(0);
    expect(failures).toEqual([]);
    // The server marks only a page sent without a session cookie; with one, the app asks and sends a user home.
    expect(await (await request.get('/login')).text()).toContain('<meta name="console-session" content="none">');
    await page.getByLabel('Username').fill('agent');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);
    const withCookie = await page.request.get('/login');
    expect(await withCookie.text()).not.toContain('console-session');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/my-accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'My Accounts' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  // Also the app's own check of empty fields (auth.spec.ts had the same steps without waiting for the app's form).
  test('without a delay, the app owns the sign-in screen; empty fields are refused with the spec message', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('#prerendered-login')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(2);
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('the first page after signing in', () => {
  test("asks for the user's details beside the app's scripts, once; a page without a session does not", async ({ page, request }) => {
    // The server's page (no service worker yet) names GET /api/user/details as a preload when a session cookie comes
    // with it, so the browser fetches it while the scripts load and the app's own request reuses it.
    const details: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/user/details') details.push(r.resourceType());
    });
    await signInAndWaitForHome(page, 'agent');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // One request, the preload's: the app's fetch took its answer.
    expect(details).toEqual(['other']);

    const signedOut = await (await request.get('/my-accounts')).text();
    expect(signedOut).not.toContain('/api/user/details');
    expect(signedOut).not.toMatch(/modulepreload[^>]*_authed-/);
  });
});

test.describe("a first visit's signed-in page", () => {
  // No service worker yet: the page and the chunks come from the server, as on a fresh device.
  test.use({ serviceWorkers: 'block' });

  test("names the shell's and the route's chunks, so the browser fetches them beside the entry, each once", async ({ page }) => {
    await addSavedSession(page, 'agent');
    // route-preloads.ts: the chunks of the signed-in layout and of the route, as module preloads.
    const html = await (await page.request.get('/my-accounts')).text();
    const named = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1] as string);
    expect(named.some((href) => /\/assets\/_authed-[\w-]+\.js$/.test(href))).toBe(true);
    expect(named.some((href) => /\/assets\/my-accounts-[\w-]+\.js$/.test(href))).toBe(true);
    expect(new Set(named).size).toBe(named.length);
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/assets/')) fetched.push(new URL(r.url()).pathname);
    });
    await page.goto('/my-accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'My Accounts' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'My accounts' }).getByRole('row').nth(1)).toBeVisible();
    for (const href of named) expect(fetched.filter((f) => f === href), href).toHaveLength(1);
  });

  test("fetches my-accounts' first reads beside the scripts, each once; not for a filtered page, nor once the device's copy answers", async ({ page }) => {
    await addSavedSession(page, 'agent');
    // static.ts, FIRST_SCREEN_READS: the screen's own requests, preloaded with the page.
    const reads = ['/api/sapna/v1/account/search?page=0', '/api/sapna/v1/account/agents', '/api/sapna/v1/reference-data'];
    const html = await (await page.request.get('/my-accounts')).text();
    for (const href of reads) expect(html).toContain(`<link rel="preload" href="${href}" as="fetch" crossorigin="use-credentials">`);
    expect(await (await page.request.get('/my-accounts?q=a')).text()).not.toContain('/api/sapna/v1/account/search');

    const asked: string[] = [];
    const warnings: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (reads.includes(`${url.pathname}${url.search}`)) asked.push(`${url.pathname}${url.search}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'warning' && /preload/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto('/my-accounts');
    await expect(page.getByRole('table', { name: 'My accounts' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'My Accounts' })).toBeVisible();
    // Each asked once, by the preload: the screen's own request took its answer.
    await expect.poll(() => asked.length).toBe(reads.length);
    expect([...asked].sort()).toEqual([...reads].sort());

    // Once the first download is done, the device's copy answers the screen: the page leaves the reads out.
    await waitForSynced(page, 60_000);
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'console_copy_ready')).toBe(true);
    expect(await (await page.request.get('/my-accounts')).text()).not.toContain('/api/sapna/v1/account/search');
    await page.waitForTimeout(3_500); // Chromium warns of a preload left unused a few seconds after the load
    expect(warnings).toEqual([]);
  });

  test("draws my-accounts' first rows from the server before the device's copy starts its first download, then downloads it", async ({ page }) => {
    await addSavedSession(page, 'agent');
    // The server's first page is held back, as on a slow network: the copy's download waits for it to be drawn
    // (first-screen.ts) instead of taking the network and the page's thread beside it.
    let answeredAt = Number.POSITIVE_INFINITY;
    await page.route(
      (url) => url.pathname === '/api/sapna/v1/account/search',
      async (route) => {
        const response = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        answeredAt = Date.now();
        await route.fulfill({ response });
      },
    );
    const downloads: number[] = [];
    page.context().on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/sync/v1/snapshot') downloads.push(Date.now());
    });
    await page.goto('/my-accounts');
    await expect(page.getByRole('table', { name: 'My accounts' }).getByRole('row').nth(1)).toBeVisible();
    await waitForSynced(page, 60_000);
    expect(downloads.length).toBeGreaterThan(0);
    expect(Math.min(...downloads)).toBeGreaterThan(answeredAt);
  });
});

test.describe('the console paints before its JavaScript', () => {
  // The service worker would answer the scripts from its cache, past the slowed route: this is a first visit's page.
  test.use({ serviceWorkers: 'block' });

  test('an app page shows the top bar and "Loading…" from the first response; the first screen replaces it', async ({ page, request }) => {
    const signedIn = await (await request.get('/my-accounts')).text();
    expect(signedIn).toContain('<div id="app-loading"');
    expect(signedIn).toContain('>Loading…</p>');
    // The sign-in page paints its own form instead.
    expect(await (await request.get('/login')).text()).not.toContain('app-loading');

    await signInAndWaitForHome(page, 'manager');
    await slowScripts(page, 3_000);
    await page.goto('/my-accounts', { waitUntil: 'commit' });
    const loading = page.locator('#app-loading');
    await expect(loading.getByRole('status')).toHaveText('Loading…', { timeout: 2_000 });
    await expect(loading.getByText('Sales Console')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'My Accounts' })).toHaveCount(0);

    // The app's own screen replaces it: one top bar, the page's heading, nothing lying over it.
    await expect(page.getByRole('heading', { level: 1, name: 'My Accounts' })).toBeVisible({ timeout: 30_000 });
    await expect(loading).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await page.getByLabel('Search accounts').click();
    await expect(page.getByLabel('Search accounts')).toBeFocused();
  });
});
