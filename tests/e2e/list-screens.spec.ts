import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { CONSOLE_REQUEST_HEADERS } from '../../src/domain/auth/console-request';
import { RENEWAL_PAGE_SIZE } from '../../src/domain/renewals/renewal-rule';
import { FIT_VIEWPORTS, fitsAndReachable, seriousAxeViolations } from './fit-support';
import { addSavedSession, expect, signInAndWaitForHome, test } from './support';

// Issue 51: the list-screen kit (ui/table/list-screen.tsx) and the screens ported to it.

/** At least one event, so the Edit row action is there to reach. */
async function anEvent(page: Page) {
  const list = (await (await page.request.get('/api/sapna/event?page=0')).json()) as { totalCount: number };
  if (list.totalCount > 0) return;
  const res = await page.request.post('/api/sapna/event', { data: { name: 'A long-named property expo for the whole of western India', startDate: '2099-01-01', endDate: '2099-01-02', active: true }, headers: CONSOLE_REQUEST_HEADERS });
  expect(res.ok(), await res.text()).toBe(true);
}

const screens: {
  path: string;
  user: string;
  heading: string;
  table: string | RegExp;
  prepare?: (page: Page) => Promise<void>;
  /** What the screen needs chosen before it shows its table (a city). */
  choose?: (page: Page) => Promise<unknown>;
  actions: (page: Page) => Locator[];
}[] = [
  { path: '/microsite', user: 'agent', heading: 'Microsites', table: 'Microsite slots', actions: (p) => [p.getByRole('link', { name: 'Create slot' }), p.getByRole('button', { name: 'Export CSV' })] },
  { path: '/site-takeover', user: 'agent', heading: 'Site Takeovers', table: 'Site-takeover slots', actions: (p) => [p.getByRole('link', { name: 'Create slot' })] },
  { path: '/virtual-tour', user: 'agent', heading: 'Virtual Tours', table: 'Virtual-tour slots', actions: (p) => [p.getByRole('link', { name: 'Create slot' })] },
  { path: '/my-opportunities', user: 'agent', heading: 'My opportunities', table: 'My opportunities', actions: (p) => [p.getByRole('button', { name: 'Search', exact: true })] },
  { path: '/merge-ip-detected-accounts', user: 'admin', heading: 'IP-detected duplicate accounts', table: 'Groups of accounts sharing a sign-up IP', actions: () => [] },
  { path: '/user-management', user: 'admin', heading: 'User Management', table: 'Users', actions: (p) => [p.getByRole('button', { name: 'New user' }), p.getByRole('button', { name: /^Edit / }).first()] },
  { path: '/manage-packages', user: 'admin', heading: 'Manage Packages', table: 'Packages', actions: (p) => [p.getByRole('button', { name: 'New package' }), p.getByRole('checkbox', { name: 'Select all on this page' }), p.getByRole('checkbox', { name: /^Select package / }).first(), p.getByRole('button', { name: /^Edit package / }).first()] },
  { path: '/events', user: 'admin', heading: 'Events', table: 'Events', prepare: anEvent, actions: (p) => [p.getByRole('button', { name: 'New event' }), p.getByRole('button', { name: /^Edit event / }).first()] },
  { path: '/view-churn-scheduler', user: 'admin', heading: 'Churn Schedules', table: 'Churn schedules', actions: (p) => [p.getByRole('button', { name: 'Apply' })] },
  { path: '/performance', user: 'admin', heading: 'Team Performance', table: 'Team Performance', actions: () => [] },
  { path: '/payment', user: 'admin', heading: 'Payments', table: 'Payments', actions: (p) => [p.getByRole('link', { name: 'Export CSV' }), p.getByRole('button', { name: 'Search' })] },
  { path: '/live-view', user: 'hom', heading: 'Live View', table: 'Agents', actions: () => [] },
  { path: '/sales-report', user: 'manager', heading: 'Sales Report', table: 'Sales by agent', actions: (p) => [p.getByRole('button', { name: 'Download CSV' })] },
  { path: '/campaign-module', user: 'manager', heading: 'Campaign Module', table: 'Campaigns', actions: (p) => [p.getByRole('button', { name: 'New campaign' })] },
  { path: '/set-sales-target', user: 'manager', heading: 'Set Sales Target', table: 'Sales targets', actions: (p) => [p.getByRole('button', { name: /^Set target for / }).first()] },
  { path: '/owner-sales-config', user: 'manager', heading: 'Owner Sales Config', table: 'Offered packages', actions: (p) => [p.getByRole('button', { name: /^Remove / }).first(), p.getByRole('button', { name: 'Save configuration' })] },
  { path: '/audience-maximizer', user: 'admin', heading: 'Audience Maximizer', table: 'Package slots', actions: () => [] },
  { path: '/product-management', user: 'admin', heading: 'Product Management', table: 'Products', actions: (p) => [p.getByRole('button', { name: 'New product' }), p.getByRole('button', { name: /^Delete product / }).first()] },
  { path: '/locality-agent-mapping', user: 'admin', heading: 'Locality Agent Mapping', table: 'Agent locality mappings', actions: (p) => [p.getByRole('button', { name: 'Map agent' })] },
  {
    path: '/manage-regions',
    user: 'admin',
    heading: 'Manage Regions',
    table: 'Regions',
    choose: (p) => p.getByLabel('City', { exact: true }).selectOption({ label: 'Pune' }),
    actions: (p) => [p.getByRole('button', { name: /^Map localities to / }).first(), p.getByRole('button', { name: /^Delete / }).first()],
  },
  { path: '/sales-closure-date', user: 'admin', heading: 'Sales Closure Date', table: /^Sales months of /, actions: (p) => [p.getByRole('button', { name: 'Save closure date' })] },
  { path: '/renewal-dashboard', user: 'manager', heading: 'Renewal Dashboard', table: 'Sold packages due for renewal', actions: (p) => [p.getByRole('button', { name: 'Download CSV' })] },
  { path: '/owner-dashboard', user: 'owner-agent', heading: 'Owner Dashboard', table: 'Agents by closed deal value', actions: (p) => [p.getByRole('link', { name: /^Pending Termsheet: / })] },
  { path: '/approval-page', user: 'agent', heading: 'Approvals', table: 'Approvals you asked for', actions: (p) => [p.getByRole('table', { name: 'Approvals you asked for' }).getByRole('link', { name: /^#\d+$/ }).first()] },
  { path: '/approval-page', user: 'approver', heading: 'Approvals', table: 'Approvals waiting for you', actions: (p) => [p.getByRole('button', { name: /^All kinds/ })] },
  { path: '/background-jobs', user: 'admin', heading: 'Background Jobs', table: 'Background jobs', actions: (p) => [p.getByRole('button', { name: 'Refresh' }), p.getByLabel('Outcome')] },
  { path: '/invoices-to-raise', user: 'finance', heading: 'Invoices to Raise', table: 'Invoices to raise', actions: (p) => [p.getByRole('link', { name: /^Raise invoice of termsheet #\d+$/ }).first()] },
  { path: '/discount-matrix', user: 'admin', heading: 'Discount Approval Matrix', table: 'Discount approval levels', actions: (p) => [p.getByRole('button', { name: /^Remove level / }).first(), p.getByRole('button', { name: 'Add level' })] },
];

// One test per viewport and user (a sign-in each): a test walking every screen at once outgrew the test timeout.
const users = [...new Set(screens.map((screen) => screen.user))];
for (const viewport of FIT_VIEWPORTS) {
  for (const user of users) {
    test(`ported list screens fit ${viewport.width}×${viewport.height}, their actions can be tapped and axe finds nothing serious (${user})`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await addSavedSession(page, user);
      const axe: Record<string, string[]> = {};
      for (const screen of screens.filter((s) => s.user === user)) {
        await screen.prepare?.(page);
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        await screen.choose?.(page);
        await expect(page.getByRole('table', { name: screen.table })).toBeVisible();
        await fitsAndReachable(page, screen.actions(page));
        axe[screen.path] = await seriousAxeViolations(page);
      }
      // Every screen's findings at once (a screen's failure does not hide the next one's).
      for (const [path, found] of Object.entries(axe)) expect.soft(found, `${path}: axe`).toEqual([]);
    });
  }
}

/** The pager of `pager` says which of `total` rows (`size` a page) `table` shows on the first, a middle and the last page. */
async function walkPager(page: Page, { path, table, pager, total, size }: { path: string; table: Locator; pager: Locator; total: number; size: number }) {
  const pages = Math.ceil(total / size);
  const expectPage = async (n: number) => {
    const from = (n - 1) * size + 1;
    const to = Math.min(total, n * size);
    await expect(pager).toContainText(`Showing ${from}–${to} of ${total}`);
    await expect(pager).toContainText(`Page ${n} of ${pages}`);
    await expect(table.locator('tbody tr')).toHaveCount(to - from + 1);
  };
  const at = (n: number) => `${path}${path.includes('?') ? '&' : '?'}page=${n}`;
  await page.goto(path);
  await expectPage(1);
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  if (pages < 2) return;
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expectPage(2);
  await page.reload();
  await expectPage(2);
  const middle = Math.ceil(pages / 2);
  await page.goto(at(middle));
  await expectPage(middle);
  await page.goto(at(pages));
  await expectPage(pages);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
}

test.describe('the list-screen kit', () => {
  test('the pager says which rows are shown on the first, a middle and the last page; the page is in the URL and survives a reload', async ({ page }) => {
    await signInAndWaitForHome(page, 'admin');
    // Enough events for three pages of 20 (other tests add theirs; the total is read from the route).
    const first = (await (await page.request.get('/api/sapna/event?page=0')).json()) as { totalCount: number; size: number };
    for (let i = first.totalCount; i < first.size * 2 + 5; i += 1) {
      const res = await page.request.post('/api/sapna/event', { data: { name: `Kit expo ${i}`, startDate: '2099-01-01', endDate: '2099-01-02', active: true }, headers: CONSOLE_REQUEST_HEADERS });
      expect(res.ok(), await res.text()).toBe(true);
    }
    const { totalCount: total, size } = (await (await page.request.get('/api/sapna/event?page=0')).json()) as { totalCount: number; size: number };
    await walkPager(page, { path: '/events', table: page.getByRole('table', { name: 'Events' }), pager: page.getByRole('navigation', { name: 'Events pages' }), total, size });
  });

  test("the renewal dashboard's details pager says which rows are shown on the first, a middle and the last page", async ({ page }) => {
    await addSavedSession(page, 'manager');
    const res = await page.request.post('/api/sapna/v1/renewal-report/details', { data: { page: 0, size: RENEWAL_PAGE_SIZE }, headers: CONSOLE_REQUEST_HEADERS });
    expect(res.ok(), await res.text()).toBe(true);
    const { totalCount: total } = (await res.json()) as { totalCount: number };
    expect(total, 'the manager has renewals due in the demo').toBeGreaterThan(0);
    await walkPager(page, { path: '/renewal-dashboard', table: page.getByRole('table', { name: 'Sold packages due for renewal' }), pager: page.getByRole('navigation', { name: 'Details pages' }), total, size: RENEWAL_PAGE_SIZE });
  });

  test('sorting by a column and a filter live in the URL (a reload keeps them), and CSV holds the rows shown', async ({ page }) => {
    await addSavedSession(page, 'agent');
    await page.goto('/microsite');
    const table = page.getByRole('table', { name: 'Microsite slots' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const startDates = () => table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[4]?.textContent ?? ''));

    await table.getByRole('button', { name: /Start Date/ }).click();
    await expect(page).toHaveURL(/sort=startDate\.asc/);
    await expect(table.getByRole('columnheader', { name: /Start Date/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(startDates).toEqual([...(await startDates())].sort());
    await table.getByRole('button', { name: /Start Date/ }).click();
    await expect(page).toHaveURL(/sort=startDate\.desc/);
    const descending = [...(await startDates())].sort().reverse();
    await expect.poll(startDates).toEqual(descending);

    await page.getByLabel('Status').selectOption('new');
    await expect(page).toHaveURL(/status=new/);
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('new');
    await expect(table.getByRole('columnheader', { name: /Start Date/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
    for (const row of rows) expect(row[6]).toBe('New');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('microsites.csv');
    const text = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Slot ID,Entity ID,Seller ID,Polygon ID,Start Date,End Date,Status');
    expect(lines.slice(1).map((line) => line.split(','))).toEqual(rows.map((row) => row.map((cell) => (cell === '-' ? '' : cell))));
  });
});
