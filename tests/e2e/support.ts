import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { serverPort, startServer } from './server';

export const DEMO_PASSWORD = 'demo';

/**
 * Every spec imports `test` from here: each Playwright worker runs its own server on its own copy of the
 * demo database seeded once in global-setup.ts, and `baseURL` points at it. Tests in one worker share that
 * server (one after another); tests in different workers share nothing.
 */
export const test = base.extend<{ failureReport: void }, { workerServer: { baseURL: string } }>({
  // When a test fails, the CI log shows what the page showed (URL, console errors, the accessibility tree): the
  // trace stays on the CI machine, and a failure seen once must be explainable from the log alone.
  failureReport: [
    async ({ page }, use, testInfo) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => problems.push(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`answer ${response.status()}: ${response.request().method()} ${response.url()}`);
      });
      await use();
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      const snapshot = await page
        .locator('body')
        .ariaSnapshot({ timeout: 2_000 })
        .catch((error: unknown) => `(no snapshot: ${String(error)})`);
      console.log(
        [`--- what the page showed when "${testInfo.title}" failed ---`, `url: ${page.url()}`, ...problems.slice(-30), snapshot.slice(0, 6_000), '--- end ---'].join('\n'),
      );
    },
    { auto: true },
  ],
  workerServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature: no other fixtures used
    async ({}, use, workerInfo) => {
      const seedDir = process.env.E2E_SEED_DIR;
      if (!seedDir) throw new Error('E2E_SEED_DIR is not set: run the browser tests through playwright.config.ts (global-setup.ts)');
      const dataDir = mkdtempSync(path.join(tmpdir(), `console-e2e-w${workerInfo.parallelIndex}-`));
      cpSync(seedDir, dataDir, { recursive: true });
      const server = await startServer({ port: await serverPort(workerInfo.parallelIndex), dataDir, seed: 'none' });
      try {
        await use({ baseURL: server.baseURL });
      } finally {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.baseURL),
});
export { expect };

/**
 * A 360 px phone's context (the *.phone.spec.ts files: `test.use(PHONE)`). The phone specs run in the desktop
 * project's workers (playwright.config.ts); these options are the context's only, so no worker restarts for them.
 * No user agent of its own: the browser's, as the phone project had (the desktop project names Desktop Chrome's).
 */
export const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, userAgent: undefined };

/** Signs in through the sign-in screen as a person would. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  // The app's own form, not the prerendered one it replaces once its sign-in chunk has loaded (a click on the
  // prerendered form posts the plain form, which answers a not-allowed role differently: signin-prerender.spec.ts).
  await expect(page.locator('#prerendered-login')).toHaveCount(0);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the sign-in screen and waits for the home page (tests of signing in and out). */
export async function signInWithFormAndWaitForHome(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  await expect(page).toHaveURL(/\/home$/);
}

type SavedState = { cookies: Parameters<BrowserContext['addCookies']>[0] };
const savedStates = new Map<string, SavedState | null>();

function savedSignIn(username: string): SavedState | null {
  if (!savedStates.has(username)) {
    const file = path.join(process.env.E2E_AUTH_DIR ?? '', `${username}.json`);
    savedStates.set(username, process.env.E2E_AUTH_DIR && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SavedState) : null);
  }
  return savedStates.get(username) ?? null;
}

/** Puts the session saved for a demo user in global-setup.ts into the page's cookies, without opening a page. */
export async function addSavedSession(page: Page, username: string): Promise<void> {
  const saved = savedSignIn(username);
  if (!saved) throw new Error(`No saved session for ${username}: run the browser tests through playwright.config.ts (global-setup.ts)`);
  await page.context().addCookies(saved.cookies);
}

/**
 * A signed-in user on the home page. Uses the session saved for that demo user in global-setup.ts (the
 * cookie; the database each worker copies holds the session), so the test does not go through the form.
 * A test that signs out must use signInWithFormAndWaitForHome: signing out ends the saved session.
 * A test that starts on another page uses addSavedSession and goes there: opening home first costs every such test a
 * whole page load and start of the app (about 1.3 s of CPU for the agent on the 2-core machine).
 */
export async function signInAndWaitForHome(page: Page, username: string): Promise<void> {
  const saved = savedSignIn(username);
  if (!saved) return signInWithFormAndWaitForHome(page, username);
  await page.context().addCookies(saved.cookies);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
}
