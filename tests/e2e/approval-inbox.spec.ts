import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CONSOLE_REQUEST_HEADERS } from '../../src/domain/auth/console-request';
import { formatRupees } from '../../src/domain/format/rupees';
import type { Paged } from '../../src/domain/paging/paged';
import { addSavedSession, expect, signInAndWaitForHome, test } from './support';

// Issue 48's screens: approval-page as an inbox (paged on the server, filters in the URL) as the approver and a
// reviewer use it, and the termsheet's summary band on the demo's invoiced termsheet.

type Inbox = Paged<{ id: number; approvalType: string; requestedBy: { userId: number; name: string } }> & {
  counts: { approvalType: string; count: number }[];
  requesters: { userId: number; name: string; count: number }[];
};

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const inbox = (page: Page, query = '') => json<Inbox>(page.request, `/api/sapna/v1/approval/inbox${query}`);
const table = (page: Page) => page.getByRole('table', { name: 'Approvals waiting for you' });
/** The approval ids the table shows, in order (each row's first link, "#id"). */
async function shownIds(page: Page): Promise<number[]> {
  const links = table(page).getByRole('link', { name: /^#\d+$/ });
  return (await links.allTextContents()).map((t) => Number(t.slice(1)));
}

/** Slot-date extensions the agent asks for (the default matrix: NSH, the approver, decides them alone), until `wanted` wait. */
async function makeWaiting(agent: APIRequestContext, wanted: number): Promise<void> {
  if (wanted <= 0) return;
  const deals = await json<Paged<{ id: number }>>(agent, '/api/sapna/v1/opportunity/search?size=50&page=0');
  let made = 0;
  for (const deal of deals.results) {
    const opportunity = await json<{ opportunityPackageMappingDetails?: { id: number }[] }>(agent, `/api/sapna/v3/opportunity-page/${deal.id}`);
    for (const mapping of opportunity.opportunityPackageMappingDetails ?? []) {
      const sent = await agent.post('/api/sapna/v1/approval-reviewal/send-for-approval', {
        data: { entityTypeId: 18, entityId: mapping.id, durationInDays: 5, approvalType: 'ExtendSlotDate' },
        headers: CONSOLE_REQUEST_HEADERS,
      });
      if (sent.ok()) made += 1;
      if (made >= wanted) return;
    }
  }
  throw new Error(`only ${made} of ${wanted} extension requests could be made`);
}

test.describe.serial('approval inbox', () => {
  test('the approver pages the inbox on the server, oldest first, and the page lives in the URL', async ({ page, browser, baseURL }) => {
    await signInAndWaitForHome(page, 'approver');
    // More than one page waiting: the agent asks for what is missing.
    const before = await inbox(page);
    if (before.totalCount <= 10) {
      const other = await browser.newContext({ baseURL });
      const agentPage = await other.newPage();
      await addSavedSession(agentPage, 'agent');
      await makeWaiting(agentPage.request, 11 - before.totalCount);
      await other.close();
    }
    const first = await inbox(page);
    expect(first.totalCount).toBeGreaterThan(10);

    await page.getByRole('link', { name: 'Approvals', exact: true }).first().click();
    await expect(table(page)).toBeVisible();
    await expect.poll(() => shownIds(page)).toEqual(first.results.map((r) => r.id));
    await expect(page.getByText(`Showing 1–10 of ${first.totalCount}`)).toBeVisible();
    // Every kind waiting says how many; All kinds is their sum.
    const kinds = page.getByRole('group', { name: 'Approval kinds' });
    await expect(kinds.getByRole('button', { name: `All kinds (${first.counts.reduce((s, c) => s + c.count, 0)})` })).toHaveAttribute('aria-pressed', 'true');
    await expect(kinds.getByRole('button', { name: /Slot Date Extension \(\d+\)/ })).toBeVisible();
    // Each request's age is shown.
    await expect(table(page).getByRole('columnheader', { name: 'Age' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Approval pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    const second = await inbox(page, '?page=1');
    await expect.poll(() => shownIds(page)).toEqual(second.results.map((r) => r.id));
    await page.reload();
    await expect.poll(() => shownIds(page)).toEqual(second.results.map((r) => r.id));

    // Newest first, asked for.
    await page.getByRole('combobox', { name: 'Order' }).selectOption('newest');
    await expect(page).toHaveURL(/order=newest/);
    const newest = await inbox(page, '?sort=newest');
    await expect.poll(() => shownIds(page)).toEqual(newest.results.map((r) => r.id));
  });

  test('the approver filters by kind, age and requester; the filters stay in the URL', async ({ page }) => {
    await addSavedSession(page, 'approver');
    await page.goto('/approval-page');
    const kinds = page.getByRole('group', { name: 'Approval kinds' });
    await kinds.getByRole('button', { name: /^Slot Date Extension \(/ }).click();
    await expect(page).toHaveURL(/kind=ExtendSlotDate/);
    await expect(kinds.getByRole('button', { name: /^Slot Date Extension \(/ })).toHaveAttribute('aria-pressed', 'true');
    const extensions = await inbox(page, '?approvalType=ExtendSlotDate');
    await expect.poll(() => shownIds(page)).toEqual(extensions.results.map((r) => r.id));

    const agent = extensions.requesters.find((r) => r.name === 'Vikram Rao');
    if (!agent) throw new Error('the agent asked for no slot-date extension');
    await page.getByRole('combobox', { name: 'Requested by' }).selectOption(String(agent.userId));
    await expect(page).toHaveURL(new RegExp(`requester=${agent.userId}`));
    const byAgent = await inbox(page, `?approvalType=ExtendSlotDate&requestedById=${agent.userId}`);
    await expect.poll(() => shownIds(page)).toEqual(byAgent.results.map((r) => r.id));
    await expect(table(page).getByRole('cell', { name: 'Vikram Rao' })).toHaveCount(byAgent.results.length);

    // Requested more than 30 days ago: none of the extensions just asked for.
    await page.getByRole('combobox', { name: 'Age' }).selectOption('30');
    await expect(page).toHaveURL(/age=30/);
    const old = await inbox(page, `?approvalType=ExtendSlotDate&requestedById=${agent.userId}&olderThanDays=30`);
    await expect.poll(() => shownIds(page)).toEqual(old.results.map((r) => r.id));
    if (old.totalCount === 0) await expect(page.getByText('No approval matches these filters.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Age' })).toHaveValue('30');
    await expect(page.getByRole('combobox', { name: 'Requested by' })).toHaveValue(String(agent.userId));

    // Every status: the decided ones too.
    await page.getByRole('combobox', { name: 'Age' }).selectOption('');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
    await expect(page).toHaveURL(/status=all/);
    const all = await inbox(page, `?approvalType=ExtendSlotDate&requestedById=${agent.userId}&status=all`);
    await expect(page.getByRole('navigation', { name: 'Approval pages' })).toContainText(`of ${all.totalCount}`);
  });

  test('a reviewer sees only the approvals they review', async ({ page }) => {
    await addSavedSession(page, 'reviewer');
    await page.goto('/approval-page');
    const mine = await inbox(page, '?size=100');
    const kinds = page.getByRole('group', { name: 'Approval kinds' });
    await expect(kinds.getByRole('button', { name: /^All kinds \(/ })).toBeVisible();
    // The default matrices: a city head reviews discounts, payments and refunds, nothing else.
    for (const other of ['Slot Date Extension', 'Price Restoration', 'NP Slot Swap']) await expect(kinds.getByRole('button', { name: new RegExp(`^${other} \\(`) })).toHaveCount(0);
    expect(mine.counts.every((c) => ['Discount', 'Payment', 'Refund'].includes(c.approvalType))).toBe(true);
    await expect.poll(() => shownIds(page)).toEqual(mine.results.slice(0, 10).map((r) => r.id));
  });
});

type Summary = Record<'orderValue' | 'discountApproved' | 'discountPending' | 'netValue' | 'gst' | 'receivable' | 'invoiced' | 'collected' | 'refunded' | 'pendingCollection' | 'overCollected', number>;
type TermsheetPage = { termsheetOpportunityPackageMappingDetails: { salesPrice: number; quantity: number; discount: number; discountApproved: string }[] };

test('the termsheet summary band shows the ledger’s figures with their tax basis', async ({ page }) => {
  await addSavedSession(page, 'admin');
  const opportunities = await json<Paged<{ id: number; name: string }>>(page.request, `/api/sapna/v1/opportunity/search?q=${encodeURIComponent('GST demo annual listings')}`);
  const opportunity = opportunities.results.find((o) => o.name === 'GST demo annual listings');
  if (!opportunity) throw new Error('the invoice demo opportunity is not seeded');
  const termsheetId = (await json<Paged<{ id: number }>>(page.request, `/api/sapna/v1/termsheet?opportunityId=${opportunity.id}`)).results[0]!.id;
  const summary = await json<Summary>(page.request, `/api/sapna/v1/termsheet/${termsheetId}/summary`);
  const sheet = await json<TermsheetPage>(page.request, `/api/sapna/v3/termsheet-page/${termsheetId}`);
  // The order value is the packages at list price; what is receivable is the net with its GST.
  expect(summary.orderValue).toBe(sheet.termsheetOpportunityPackageMappingDetails.reduce((sum, p) => sum + p.salesPrice * p.quantity, 0));
  expect(Math.round((summary.netValue + summary.gst) * 100)).toBe(Math.round(summary.receivable * 100));
  expect(Math.round((summary.orderValue - summary.discountApproved) * 100)).toBe(Math.round(summary.netValue * 100));

  await page.goto(`/termsheet/${termsheetId}`);
  const band = page.getByRole('region', { name: 'Summary' });
  await expect(band).toBeVisible();
  const termOf = (scope: Locator | Page, label: string) => scope.locator('dt', { hasText: new RegExp(`^${label} \\(`) });
  const term = (label: string) => termOf(band, label);
  const figure = (label: string) => band.locator('div').filter({ has: termOf(page, label) }).locator('dd');
  await expect(term('Order value')).toContainText('(excl. GST)');
  await expect(figure('Order value')).toHaveText(formatRupees(summary.orderValue));
  await expect(figure('Discount')).toContainText(`${formatRupees(summary.discountApproved)} approved`);
  await expect(figure('Discount')).toContainText(`${formatRupees(summary.discountPending)} pending`);
  await expect(figure('GST')).toHaveText(formatRupees(summary.gst));
  for (const [label, value] of [
    ['Receivable', summary.receivable],
    ['Invoiced', summary.invoiced],
    ['Collected', summary.collected],
    ['Refunded', summary.refunded],
  ] as const) {
    await expect(term(label)).toContainText('(incl. GST)');
    await expect(figure(label)).toHaveText(formatRupees(value));
  }
  await expect(term('Due')).toContainText('(incl. GST)');
  await expect(figure('Due')).toContainText(formatRupees(summary.pendingCollection));
});
