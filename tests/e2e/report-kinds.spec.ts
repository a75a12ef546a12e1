import { readFile } from 'node:fs/promises';
import { CONSOLE_REQUEST_HEADERS } from '../../src/domain/auth/console-request';
import { addSavedSession, expect, test } from './support';
import { notice } from './opportunity-support';
import { formatLakhs } from '../../src/domain/format/lakhs';
import { formatRupees } from '../../src/domain/format/rupees';

/** A Kolkata day 'YYYY-MM-DD', `days` from today. */
function istDay(days: number): string {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

type Paged<T> = { results: T[]; totalCount: number };

test.describe('report kinds', () => {
  test('state-movement shows a status change made in the same test, with the summary matrix, and downloads it', async ({ page }) => {
    await addSavedSession(page, 'manager');
    // A status change through the API: New/Follow-up → Negotiation on one of the brand's open opportunities.
    const open = (await (await page.request.get('/api/sapna/v1/opportunity/search?size=50')).json()) as Paged<{ id: number; statusId: number }>;
    const target = open.results.find((o) => o.statusId === 1 || o.statusId === 3);
    expect(target, 'an open opportunity').toBeDefined();
    const before = (await (await page.request.get(`/api/sapna/v3/opportunity-page/${target!.id}`)).json()) as { version: number };
    const put = await page.request.put(`/api/sapna/v1/opportunity/${target!.id}`, { data: { statusId: 4, baseVersion: before.version }, headers: CONSOLE_REQUEST_HEADERS });
    expect(put.ok(), await put.text()).toBe(true);

    await page.goto(`/reports?from=${istDay(0)}&to=${istDay(0)}`);
    await page.getByRole('link', { name: 'State Movement: View on screen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'State Movement' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Status changes' });
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: `Opportunity #${target!.id}` }) });
    await expect(row).toContainText('Negotiation');
    await expect(row).toContainText('Rajiv Khanna');
    await expect(page.getByRole('table', { name: 'Opportunity status changes' })).toContainText('Negotiation');

    // The person filter picks who made the change, and says so.
    await expect(page.getByRole('combobox', { name: 'Changed by' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Agent', exact: true })).toHaveCount(0);
    await page.getByLabel('Entity').selectOption('payment');
    await expect(page).toHaveURL(/entity=payment/);
    await expect(table.getByRole('link', { name: `Opportunity #${target!.id}` })).toHaveCount(0);
    await page.getByLabel('Entity').selectOption('');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    await expect(notice(page, 'Downloading Report...')).toBeVisible();
    expect(download.suggestedFilename()).toBe(`state-movement-${istDay(0)}-${istDay(0)}.csv`);
    const text = await readFile((await download.path()) as string, 'utf8');
    expect(text.slice(1).split('\r\n')[0]).toBe('Entity,Entity Id,Opportunity Id,From,To,Changed By,Changed At');
    expect(text).toContain(`Opportunity,${target!.id},${target!.id},`);
  });

  test('call-detail lists calls with masked numbers, filters by outcome, and downloads the same rows', async ({ page }) => {
    await addSavedSession(page, 'manager');
    await page.goto(`/call-detail?from=${istDay(-365)}&to=${istDay(0)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Call Detail' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Calls' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    // The filtered page's answer (not its totals'): the pager must show its count before the file is compared to it
    // (the unfiltered page's first row can be a connected call too, so the row alone does not say the filter is in).
    const filtered = page.waitForResponse((r) => r.url().includes('/api/sapna/v1/reports/call-detail?') && r.url().includes('outcomeId=12'));
    await page.getByLabel('Outcome').selectOption({ label: 'Connected' });
    await expect(page).toHaveURL(/outcomeId=12/);
    const total = ((await (await filtered).json()) as { totalCount: number }).totalCount;
    await expect(page.getByRole('navigation', { name: 'Report pages' })).toContainText(`of ${total}`);
    await expect(table.getByRole('row').nth(1)).toContainText('Connected');
    await expect(table.getByRole('row').nth(1)).not.toContainText('Not connected');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    await expect(notice(page, 'Downloading Report...')).toBeVisible();
    const lines = (await readFile((await download.path()) as string, 'utf8')).slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Agent,Agent Id,Account Id,Account,Opportunity,Number Dialled,Start,Duration (s),Outcome');
    expect(lines.length - 1).toBe(total);
    // No number is shown whole: at most the last 4 digits.
    for (const line of lines.slice(1)) expect(line).not.toMatch(/,\+?\d{6,},/);
  });

  test('finance opens the invoice report and downloads it; a manager is not offered it', async ({ page }) => {
    await addSavedSession(page, 'finance');
    // An invoice issued today: finance generates one for an approved termsheet of the demo's status history (not the
    // invoice demo's own termsheet, which the invoices tests start from), unless one was issued already.
    const range = `from=${istDay(-365)}&to=${istDay(0)}`;
    const issued = (await (await page.request.get(`/api/sapna/v1/reports/invoice?${range}`)).json()) as Paged<unknown>;
    if (issued.totalCount === 0) {
      const moves = (await (await page.request.get(`/api/sapna/v1/reports/state-movement?${range}&entity=termsheet&size=50`)).json()) as Paged<{ entityId: number; toStatusId: number }>;
      let generated = false;
      for (const move of moves.results.filter((m) => m.toStatusId === 3)) {
        const res = await page.request.post(`/api/sapna/v1/invoice/tax-invoice?termsheetId=${move.entityId}`, { headers: CONSOLE_REQUEST_HEADERS });
        if (res.ok()) {
          generated = true;
          break;
        }
      }
      expect(generated, 'a tax invoice generated for an approved termsheet').toBe(true);
    }
    await page.goto(`/reports?${range}`);
    await page.getByRole('link', { name: 'Invoice: View on screen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice Report' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Invoices' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('₹');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${istDay(-365)}-${istDay(0)}.csv`);
    const lines = (await readFile((await download.path()) as string, 'utf8')).slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Invoice Number,Type,Date,Legal Entity,GSTIN,Place of Supply,Taxable Value,CGST,SGST,IGST,Total,Status,Cancelled');

    await page.context().clearCookies();
    await addSavedSession(page, 'manager');
    await page.goto('/reports');
    await expect(page.getByRole('list', { name: 'Reports' }).getByRole('heading', { name: 'Call Detail' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Reports' }).getByRole('heading', { name: 'Invoice' })).toHaveCount(0);
    await page.goto('/invoice-report');
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  });
});

test.describe('restricted report kinds', () => {
  test('RCM_USER downloads Collection Tracker and sees it on screen with its chart and totals; the manager is refused both', async ({ page }) => {
    await addSavedSession(page, 'rcm');
    const from = istDay(-365);
    const to = istDay(0);
    await page.goto(`/reports?from=${from}&to=${to}`);
    const reports = page.getByRole('list', { name: 'Reports' });
    await expect(reports.getByRole('heading', { name: 'Collection Tracker' })).toBeVisible();
    await expect(reports.getByRole('heading', { name: 'Collections' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Collection Tracker' }).click()]);
    await expect(notice(page, 'Downloading Report...')).toBeVisible();
    expect(download.suggestedFilename()).toBe(`collection-tracker-${from}-${to}.csv`);
    const bytes = await readFile((await download.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8').slice(1).split('\r\n')[0]).toBe('Milestone Id,Milestone,Due Date,Termsheet Id,Opportunity,Account,Agent,Amount Due,Collected,Pending,Status');

    // On screen (issue 49), on a 360 px phone: the chart of the report's totals beside the previous period's, and the
    // totals row, both the server's totals answer; chart text at least 11 px; nothing wider than the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    const answered = page.waitForResponse((r) => r.url().includes('/api/sapna/v1/reports/collection-tracker/totals?'));
    await page.getByRole('link', { name: 'Collection Tracker: View on screen' }).click();
    await expect(page).toHaveURL(/\/reports\/collection-tracker\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Collection Tracker' })).toBeVisible();
    const totals = ((await (await answered).json()) as { totals: { rows: number; figures: Record<string, number> } }).totals;
    expect(totals.rows, 'milestones due in the demo year').toBeGreaterThan(0);
    const chart = page.getByRole('figure', { name: /^Totals against the previous period/ });
    await expect(chart.locator('rect')).toHaveCount(6);
    await expect(chart.locator('rect title').first()).toHaveText(`Amount due · This period: ${formatLakhs(totals.figures.amountDue!)}`);
    await expect(chart.locator('rect title').nth(4)).toHaveText(`Pending · This period: ${formatLakhs(totals.figures.pending!)}`);
    await expect(page.getByRole('table', { name: 'Milestones due' }).locator('tfoot')).toContainText(formatRupees(totals.figures.pending!));
    const layout = await chart.locator('svg').evaluate((svg: SVGSVGElement) => ({
      smallestText: Math.min(...[...svg.querySelectorAll('text')].map((t) => Number(t.getAttribute('font-size')) * (svg.getScreenCTM()?.a ?? 0))),
      pageWidth: document.documentElement.scrollWidth,
    }));
    expect(layout.smallestText).toBeGreaterThanOrEqual(11);
    expect(layout.pageWidth).toBeLessThanOrEqual(360);

    await page.context().clearCookies();
    await addSavedSession(page, 'manager');
    await page.goto('/reports');
    await expect(reports.getByRole('heading', { name: 'State Movement' })).toBeVisible();
    await expect(reports.getByText('Collection Tracker')).toHaveCount(0);
    const refused = await page.request.get(`/api/sapna/v1/reports/collection-tracker/download?from=${from}&to=${to}`);
    expect(refused.status()).toBe(403);
    expect((await page.request.get(`/api/sapna/v1/reports/collection-tracker/totals?from=${from}&to=${to}`)).status()).toBe(403);
    await page.goto('/reports/collection-tracker');
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  });
});
