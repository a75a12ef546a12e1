import { expect, signInAndWaitForHome, signInWithFormAndWaitForHome, test } from './support';
import type { Page } from '@playwright/test';

/** The always-visible sync status in the top bar (it opens the outbox). */
const syncStatus = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Sync status:/ });

/** Until the service worker controls the page, a reload without a network cannot open the app. */
async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test.describe('the offline-first shell', () => {
  test('shows the sync status: synced after the first download, then offline; the outbox opens from it', async ({ page, context }) => {
    await signInAndWaitForHome(page, 'agent');
    // Offline, the app's files come from the service worker.
    await waitForServiceWorkerControl(page);
    const status = syncStatus(page);
    await expect(status).toContainText('Online', { timeout: 30_000 });
    await expect(status).toContainText(/Synced \d\d:\d\d [AP]M/, { timeout: 30_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    await context.setOffline(true);
    await expect(status).toContainText('Offline');
    await expect(status).toContainText(/Synced \d\d:\d\d [AP]M/);

    await status.click();
    await expect(page).toHaveURL(/\/outbox$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    await expect(page.getByText('All your changes have reached the server.')).toBeVisible();
    await context.setOffline(false);
  });

  test("the first download's progress bar moves nothing on the page (no layout shift)", async ({ page }) => {
    // A phone, a fresh device: the bar comes and goes while the agent's book downloads. In the page's flow it pushed
    // the whole screen down and back up (Lighthouse counted 0.11 of cumulative layout shift on /my-accounts).
    await page.setViewportSize({ width: 412, height: 823 });
    await signInAndWaitForHome(page, 'agent');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(syncStatus(page)).toContainText(/Synced \d\d:\d\d [AP]M/, { timeout: 30_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(shifted).toBeLessThan(0.02);
  });

  test("on a fresh device the first download's bar shows from the shell's first paint; once downloaded, a new start shows none", async ({ page }) => {
    // The offline half of the shell (its chunk) is held, as a slow network would: the bar does not wait for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/shell-sync-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await signInAndWaitForHome(page, 'agent');
    const bar = page.getByRole('progressbar', { name: /Getting your data ready for offline use/ });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    release();
    await expect(syncStatus(page)).toContainText(/Synced \d\d:\d\d [AP]M/, { timeout: 30_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    // The device remembers that the copy is downloaded: the next start shows no bar at any moment.
    await page.addInitScript(() => {
      const seen = window as unknown as { sawBar?: boolean };
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]')) seen.sawBar = true;
      }).observe(document, { subtree: true, childList: true });
    });
    await page.reload();
    await expect(syncStatus(page)).toContainText(/Synced \d\d:\d\d [AP]M/, { timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { sawBar?: boolean }).sawBar === true)).toBe(false);
  });

  test('the outbox is in the menu', async ({ page }) => {
    await signInAndWaitForHome(page, 'agent');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Outbox', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  });

  test('an online-only screen says it needs a connection when offline, disables its submit and keeps what was typed', async ({ page, context }) => {
    await signInAndWaitForHome(page, 'agent');
    await page.goto('/opportunity-search');
    const box = page.getByLabel('Name or opportunity id');
    await box.fill('Skyline towers');
    const submit = page.getByRole('button', { name: 'Search', exact: true });
    await expect(submit).toBeEnabled();
    const notice = page.getByText('This screen needs a connection. You are offline; what you typed is kept.');
    await expect(notice).toHaveCount(0);

    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await expect(submit).toBeDisabled();
    await expect(box).toHaveValue('Skyline towers');

    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await expect(box).toHaveValue('Skyline towers');
  });

  test("offline, an online-only list shows the service worker's saved copy, says it is read-only and from when", async ({ page, context }) => {
    await signInAndWaitForHome(page, 'agent');
    await waitForServiceWorkerControl(page);
    await page.goto('/audience-maximizer');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible({ timeout: 15_000 });
    // A table draws its first rows, then the rest right after (ui/table/use-progressive-count.ts): count once it stops growing.
    let shown = -1;
    await expect
      .poll(async () => {
        const previous = shown;
        shown = await rows.count();
        return shown === previous;
      })
      .toBe(true);
    await expect(page.getByText(/^Showing the copy saved/)).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('This screen needs a connection. You are offline; what you typed is kept.')).toBeVisible();
    await expect(page.getByText(/^Showing the copy saved \d\d \w{3} \d{4}, \d\d:\d\d [ap]m\. It is read-only until you are back online\.$/i)).toBeVisible();
    await expect(rows).toHaveCount(shown);

    await context.setOffline(false);
    await page.reload();
    await expect(rows.nth(1)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/^Showing the copy saved/)).toHaveCount(0);
  });

  test('offline, a desk page never opened on this device says so; opened once online, it opens offline', async ({ page, context }) => {
    // The service worker precaches the shell and the field pages only (sw/precache-scope.ts).
    await signInAndWaitForHome(page, 'agent');
    await waitForServiceWorkerControl(page);
    await expect(syncStatus(page)).toContainText(/Synced \d\d:\d\d [AP]M/, { timeout: 30_000 });
    const precached = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls: string[] = [];
      for (const name of names.filter((cache) => cache.startsWith('workbox-precache'))) urls.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
      return urls;
    });
    expect(precached.some((url) => /\/assets\/my-accounts-[\w-]+\.js/.test(url))).toBe(true);
    expect(precached.some((url) => /\/assets\/audience-maximizer-[\w-]+\.js/.test(url))).toBe(false);

    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Main navigation' }).first().waitFor();
    await page.goto('/audience-maximizer');
    await expect(page.getByRole('heading', { level: 1, name: 'This page is not saved on this device yet' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('It opens offline once it has been opened online. Your accounts, opportunities and queued work are on this device.')).toBeVisible();

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible({ timeout: 15_000 });

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(/^Showing the copy saved/)).toBeVisible({ timeout: 15_000 });
    await expect(rows.nth(1)).toBeVisible();
    await context.setOffline(false);
  });

  test('a reload without a network still opens the shell for the signed-in user', async ({ page, context }) => {
    await signInAndWaitForHome(page, 'agent');
    await waitForServiceWorkerControl(page);
    await expect(syncStatus(page)).toContainText(/Synced \d\d:\d\d [AP]M/, { timeout: 30_000 });
    // Other API reads are kept for the user (24 hours), in a cache of their own.
    await page.goto('/opportunity-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Opportunity search' })).toBeVisible();
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => /^api-\d+$/.test(name)).length)).toBe(1);
    await page.goto('/home');

    await context.setOffline(true);
    await page.reload();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).first()).toBeVisible();
    await expect(syncStatus(page)).toContainText('Offline');
    await expect(syncStatus(page)).toContainText(/Synced \d\d:\d\d [AP]M/);
    await context.setOffline(false);
  });

  test("offline, a new start paints my-accounts' rows last seen on the device before its copy opens; the copy then answers", async ({ page, context }) => {
    await signInAndWaitForHome(page, 'agent');
    await waitForServiceWorkerControl(page);
    await expect(syncStatus(page)).toContainText(/Synced \d\d:\d\d [AP]M/, { timeout: 30_000 });
    await page.goto('/my-accounts');
    const table = page.getByRole('table', { name: 'My accounts' });
    await expect(table.locator('a[href*="/account/"]').first()).toBeVisible();
    // The table draws its first 30 rows at once and the rest right after (use-progressive-count.ts): wait for every row
    // the page counts, then take the rows as shown.
    const counted = Number((await page.getByText(/^Showing 1–\d+ of \d+$/).textContent())?.match(/–(\d+)/)?.[1]);
    expect(counted).toBeGreaterThan(30);
    await expect(table.locator('a[href*="/account/"]')).toHaveCount(counted);
    const shown = await table.locator('a[href*="/account/"]').allInnerTexts();
    // The copy's answer is remembered a moment after it shows.
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('console.lastSeen.')))).toBe(true);

    // The next start opens the device's copy slowly (a phone): its database opens only when the test says so.
    await page.addInitScript(() => {
      const held = window as unknown as { releaseCopy?: () => void; copyOpened?: boolean; copyAskedAt?: number; firstRowAt?: number };
      // When the page first asked for the copy, and when the first row was in the document.
      const rows = new MutationObserver(() => {
        if (held.firstRowAt === undefined && document.querySelector('table a[href*="/account/"]')) held.firstRowAt = performance.now();
      });
      rows.observe(document, { childList: true, subtree: true });
      const realOpen = IDBFactory.prototype.open;
      let released = false;
      const waiting: (() => void)[] = [];
      held.releaseCopy = () => {
        released = true;
        for (const open of waiting.splice(0)) open();
      };
      IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
        if (name.startsWith('console-mirror-')) held.copyAskedAt ??= performance.now();
        if (released || !name.startsWith('console-mirror-')) return realOpen.call(this, name, version);
        // A stand-in request: the real one starts on release and hands its events and results through.
        const handlers: Record<string, ((event: Event) => void) | null> = {};
        let real: IDBOpenDBRequest | null = null;
        const standIn = {} as Record<string, unknown>;
        for (const type of ['success', 'error', 'upgradeneeded', 'blocked']) {
          Object.defineProperty(standIn, `on${type}`, { get: () => handlers[type] ?? null, set: (fn: ((event: Event) => void) | null) => (handlers[type] = fn) });
        }
        for (const prop of ['result', 'error', 'transaction', 'readyState', 'source']) Object.defineProperty(standIn, prop, { get: () => (real ? real[prop as keyof IDBOpenDBRequest] : prop === 'readyState' ? 'pending' : null) });
        waiting.push(() => {
          real = realOpen.call(indexedDB, name, version);
          held.copyOpened = true;
          for (const type of ['success', 'error', 'upgradeneeded', 'blocked']) real.addEventListener(type, (event) => handlers[type]?.call(standIn as unknown as IDBOpenDBRequest, event));
        });
        return standIn as unknown as IDBOpenDBRequest;
      };
    });
    await context.setOffline(true);
    // A phone's CPU (4x slower): the first screen takes long enough that a copy asked for beside it is asked first.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.reload();
    // The rows last seen, with no copy open yet, marked as still being brought up to date.
    await expect(table.locator('a[href*="/account/"]')).toHaveCount(counted);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(await table.locator('a[href*="/account/"]').allInnerTexts()).toEqual(shown);
    expect(await page.evaluate(() => (window as unknown as { copyOpened?: boolean }).copyOpened ?? false)).toBe(false);
    await expect(page.locator('[aria-busy="true"]').filter({ has: table })).toHaveCount(1);
    // The copy is not even asked for until those rows are on the page: opening it (and the sync code) would share the
    // main thread with the first paint (first-screen.ts).
    const order = await page.evaluate(() => {
      const held = window as unknown as { copyAskedAt?: number; firstRowAt?: number };
      return { asked: held.copyAskedAt ?? null, firstRow: held.firstRowAt ?? null };
    });
    expect(order.firstRow).not.toBeNull();
    if (order.asked !== null) expect(order.asked).toBeGreaterThan(order.firstRow!);

    // The copy opens and answers: the same rows, no longer busy, and no server request failed on the way.
    await page.evaluate(() => (window as unknown as { releaseCopy: () => void }).releaseCopy());
    await expect(page.locator('[aria-busy="true"]').filter({ has: table })).toHaveCount(0);
    expect(await table.locator('a[href*="/account/"]').allInnerTexts()).toEqual(shown);
    await expect(page.getByText(/could not be loaded/i)).toHaveCount(0);
    await context.setOffline(false);
  });

  test('when the server refuses the sync (session ended), the user signs in again and syncing resumes', async ({ page, context }) => {
    await signInAndWaitForHome(page, 'agent');
    await expect(syncStatus(page)).toContainText(/Synced \d\d:\d\d [AP]M/, { timeout: 30_000 });
    // The session ends on the server's side (cookie gone); the next sync is refused with a 401.
    await context.clearCookies();
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    await page.getByLabel('Username').fill('agent');
    await page.getByLabel('Password', { exact: true }).fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(syncStatus(page)).toContainText('Online');
    await expect(syncStatus(page)).not.toContainText('Sign in to sync');
  });

  test('sign-out with nothing waiting signs out at once and removes the user’s data from the device', async ({ page }) => {
    // Through the form: signing out ends the session, and the saved one is shared by this worker's other tests.
    await signInWithFormAndWaitForHome(page, 'agent');
    await expect(syncStatus(page)).toContainText(/Synced \d\d:\d\d [AP]M/, { timeout: 30_000 });
    const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));
    expect((await databases()).some((name) => name.startsWith('console-mirror-'))).toBe(true);

    await page.getByRole('button', { name: /Vikram Rao|Account menu/ }).click();
    await page.getByRole('link', { name: 'Sign out' }).click();
    await expect(page.getByText('You have been signed out.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(async () => (await databases()).some((name) => name.startsWith('console-mirror-'))).toBe(false);
    expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('api-')))).toEqual([]);
    // And the copy-ready hint the server reads (static.ts): the next user's first page preloads its reads again.
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('console_copy_ready');
  });
});
