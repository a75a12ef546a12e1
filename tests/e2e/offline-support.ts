import { expect, request as playwrightRequest, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { CONSOLE_REQUEST_HEADERS } from '../../src/domain/auth/console-request';
import { netValue, receivableOf } from '../../src/domain/money/ledger';
import type { TermsheetPage } from '../../src/domain/termsheets/termsheet-contract';
import { DEMO_PASSWORD, signInAndWaitForHome } from './support';

// Shared steps of the offline-first browser tests (SYNC.md "Tests this contract needs"): the sync status in the
// top bar, going offline and back, and what the server holds, read through its own API.

/** The always-visible sync status in the top bar ("Sync status: Online · 2 waiting Synced 03:45 PM"); it opens the outbox. */
export const syncStatus = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Sync status:/ });

const SYNCED = /Synced \d\d:\d\d [AP]M/;

/** Until the service worker controls the page, a reload without a network cannot open the app. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/**
 * The status says the device is online, not syncing, nothing is waiting (nor rejected) and it has synced:
 * the device's copy is primed and every queued change has reached the server. Right after a page opens the
 * counts are not read yet: there, see the waiting count first, or use waitForEmptyOutbox.
 */
export async function waitForSynced(page: Page, timeout = 45_000): Promise<void> {
  const status = syncStatus(page);
  await expect(status).toContainText(SYNCED, { timeout });
  await expect(status).toContainText('Online', { timeout });
  await expect(status).not.toContainText(/waiting|rejected|Syncing/, { timeout });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout });
}

/** Nothing waiting in the status (rejected work may remain: H7's tests look at it themselves). */
export async function waitForNothingWaiting(page: Page, timeout = 45_000): Promise<void> {
  const status = syncStatus(page);
  await expect(status).toContainText('Online', { timeout });
  await expect(status).not.toContainText(/waiting|Syncing/, { timeout });
}

/**
 * Opens the outbox screen and waits until it lists nothing: every queued change has reached the server (the
 * screen reads the device's queue itself, so unlike the top bar it cannot answer before the queue is read).
 */
export async function waitForEmptyOutbox(page: Page, timeout = 45_000): Promise<void> {
  if (!new URL(page.url()).pathname.endsWith('/outbox')) await page.goto('/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(page.getByText('All your changes have reached the server.')).toBeVisible({ timeout });
}

/** The status shows `count` changes waiting ("3 waiting"). */
export async function expectWaiting(page: Page, count: number, timeout = 10_000): Promise<void> {
  await expect(syncStatus(page)).toContainText(new RegExp(`(^|\\D)${count} waiting`), { timeout });
}

/**
 * Signs in through the sign-in screen, waits until the service worker controls the page (so a reload works
 * offline) and the first download of the user's copy has finished (the status shows Synced).
 */
export async function signInAndPrime(page: Page, username = 'agent'): Promise<void> {
  await signInAndWaitForHome(page, username);
  await waitForServiceWorkerControl(page);
  await waitForSynced(page, 60_000);
}

/** The network goes away (the browser's offline mode); the status says so. */
export async function goOffline(page: Page, context: BrowserContext = page.context()): Promise<void> {
  await context.setOffline(true);
  await expect(syncStatus(page)).toContainText('Offline');
}

/** The network comes back; the status leaves Offline (the engine syncs on the browser's online event). */
export async function goOnline(page: Page, context: BrowserContext = page.context()): Promise<void> {
  await context.setOffline(false);
  await expect(syncStatus(page)).not.toContainText('Offline');
}

/** The snackbar notice after an offline save (queued-write.ts SAVED_ON_DEVICE_MESSAGE). */
export const SAVED_ON_DEVICE = 'Saved on this device. It will be sent when you are back online.';

/** Rows shown on a record for a change queued on this device (waiting-to-sync-badge.tsx). */
export const WAITING_TO_SYNC = 'Waiting to sync';

// --- The server's side -------------------------------------------------------------------------------------

type Paged<T> = { results: T[]; totalCount: number };

/** A push answer (POST /api/sync/v1/push), as the tests read it. */
export type PushAnswer = {
  results: { seq: number; mutationId: string; outcome: 'applied' | 'rejected' | 'duplicate'; error?: { status: number; msg: string } }[];
  lastSeq: number;
  expectedSeq?: number;
};

/** The glob of the push route, for page.route and waitForResponse. */
export const PUSH_ROUTE = '**/api/sync/v1/push';

/** A request context of its own, signed in through the API (not the page's cookies: it works while the page is offline or closed). */
export async function signedInApi(baseURL: string, username = 'agent', password = DEMO_PASSWORD): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: CONSOLE_REQUEST_HEADERS });
  const response = await api.post('/api/login', { data: { username, password } });
  expect(response.ok(), `sign-in of ${username} answered ${response.status()}`).toBe(true);
  return api;
}

export async function getJson<T>(api: APIRequestContext, url: string): Promise<T> {
  const response = await api.get(url);
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export type ServerComment = { id: number; entityTypeId: number; entityId: number; activityType: string; text: string; happenedAt: string; receivedAt: string; clientId: string | null };
export type ServerContact = { id: number; name: string; phone?: string | null; email: string | null; contactTypeId: number; active?: boolean; clientId?: string | null };
export type ServerPayment = { id: number; milestoneId: number; milestoneName: string; amount: number; statusId: number; statusName: string; pinCode: string; clientId: string | null };
export type ServerMilestone = { id: number; termsheetId: number; name: string; amount: number; gst: number; active: boolean; paymentDetails: ServerPayment[]; clientId: string | null };
export type ServerTermsheet = { id: number; opportunityId: number; editable: boolean };

/** Entity types of comments (spec 001): an opportunity's, an account's. */
export const COMMENT_ON = { opportunity: 1, account: 3 } as const;

/** Every comment the server holds on one account or opportunity (all pages, newest happening first). */
export async function serverComments(api: APIRequestContext, entityTypeId: number, entityId: number): Promise<ServerComment[]> {
  const all: ServerComment[] = [];
  for (let page = 0; page < 50; page++) {
    const batch = await getJson<Paged<ServerComment> & { size: number }>(api, `/api/sapna/v1/comment/search?entityTypeId=${entityTypeId}&entityId=${entityId}&page=${page}`);
    all.push(...batch.results);
    if (batch.results.length === 0 || all.length >= batch.totalCount) break;
  }
  return all;
}

/** The account's active contacts as the server lists them. */
export async function serverContacts(api: APIRequestContext, accountId: number): Promise<ServerContact[]> {
  return (await getJson<Paged<ServerContact>>(api, `/api/sapna/v1/contact?filters=active==true;accountId==${accountId}`)).results;
}

/** The milestones (with their payments) of all the termsheets of an opportunity. */
export async function serverMilestones(api: APIRequestContext, opportunityId: number): Promise<ServerMilestone[]> {
  return (await getJson<Paged<ServerMilestone>>(api, `/api/sapna/v1/milestone?opportunityId=${opportunityId}`)).results;
}

/** An account's payments, newest first (up to 100). */
export async function serverPayments(api: APIRequestContext, accountId: number): Promise<(ServerPayment & { opportunityId: number })[]> {
  return (await getJson<Paged<ServerPayment & { opportunityId: number }>>(api, `/api/sapna/v3/payment/${accountId}?size=100`)).results;
}

/** How many of `items` match, for "exactly once" checks with a readable failure. */
export function countOf<T>(items: readonly T[], match: (item: T) => boolean): number {
  return items.filter(match).length;
}

type OpportunityRow = { id: number; name: string; kind: string; statusId: number; accountId: number };

/**
 * Opportunities of the signed-in user's book that the user may edit and that have an editable termsheet
 * (milestones can be created and payments recorded), oldest id first, one per account, so each test can take
 * a different opportunity and account by index.
 */
export async function opportunitiesWithEditableTermsheet(api: APIRequestContext, wanted: number): Promise<(OpportunityRow & { termsheetId: number })[]> {
  const rows: OpportunityRow[] = [];
  for (let page = 0; page < 20; page++) {
    const batch = await getJson<Paged<OpportunityRow>>(api, `/api/sapna/v1/opportunity/search?size=100&page=${page}`);
    rows.push(...batch.results);
    if (batch.results.length === 0 || rows.length >= batch.totalCount) break;
  }
  rows.sort((a, b) => a.id - b.id);
  const found: (OpportunityRow & { termsheetId: number })[] = [];
  for (let i = 0; i < rows.length && found.length < wanted; i += 10) {
    const batch = await Promise.all(
      rows.slice(i, i + 10).map(async (row) => {
        const page = await getJson<{ editable: boolean }>(api, `/api/sapna/v3/opportunity-page/${row.id}`);
        if (!page.editable) return null;
        const termsheets = (await getJson<Paged<ServerTermsheet>>(api, `/api/sapna/v1/termsheet?opportunityId=${row.id}`)).results;
        const editable = termsheets.filter((t) => t.editable);
        // One open termsheet: the milestone form picks it by itself; with room for a new milestone of 10,000 + GST.
        if (editable.length !== 1 || !editable[0]) return null;
        return (await milestoneRoom(api, editable[0].id)) >= NEW_MILESTONE_WITH_GST ? { ...row, termsheetId: editable[0].id } : null;
      }),
    );
    for (const item of batch) if (item && found.length < wanted && !found.some((f) => f.accountId === item.accountId)) found.push(item);
  }
  return found;
}

/** The milestone the offline tests create: 10,000 + 18% GST. */
export const NEW_MILESTONE_WITH_GST = 11_800;

/**
 * How much more a termsheet's milestones may add up to (issue 48: its live milestones, amount + GST, stay within its
 * receivable, the ledger's net + 18% GST; the server refuses a milestone beyond it).
 */
export async function milestoneRoom(api: APIRequestContext, termsheetId: number): Promise<number> {
  const page = await getJson<TermsheetPage>(api, `/api/sapna/v3/termsheet-page/${termsheetId}`);
  const receivable = receivableOf(netValue(page.termsheetOpportunityPackageMappingDetails));
  const planned = page.milestoneDetails.filter((m) => m.active).reduce((sum, m) => sum + m.amount + m.gst, 0);
  return receivable - planned;
}

/** The path of an opportunity's page by its kind. */
export function opportunityPagePath(kind: string, id: number): string {
  return kind === 'general' ? `/opportunity/${id}` : `/${kind}-opportunity/${id}`;
}

/** A unique-enough word, letters only (names must be letters and digits). */
export function uniqueLetters(): string {
  return (Date.now().toString(36) + Math.floor(Math.random() * 1e6).toString(36)).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');
}
