import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addSavedSession, expect, test } from './support';
import { notice } from './opportunity-support';

/** A Kolkata day 'YYYY-MM-DD', `days` from today. */
function istDay(days: number): string {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

const table = (page: Page) => page.getByRole('table', { name: 'Sales Connect opportunities' });
/** '₹1,23,456.50' → 123456.5 */
const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test.describe('sales connect', () => {
  test('a manager opens sales-connect-opp from Download Reports, sees the collected amounts, filters a campaign and downloads the same rows as CSV', async ({ page }) => {
    await addSavedSession(page, 'manager');
    const from = istDay(-365);
    const to = istDay(0);
    await page.goto(`/reports?from=${from}&to=${to}`);
    await page.getByRole('link', { name: 'Sales Connect: View on screen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sales Connect' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/sales-connect-opp\\?.*from=${from}`));

    // The demo's Sales Connect opportunities, with the collected amount of each (collected-amount-salesconnect).
    const first = table(page).getByRole('row').nth(1);
    await expect(first).toBeVisible();
    await expect(first.getByRole('cell').nth(7)).toHaveText(/^₹[\d,]+(\.\d{1,2})?$/);
    const pages = page.getByRole('navigation', { name: 'Report pages' });
    await expect(pages).toContainText(/Showing 1–\d+ of \d+/);
    const all = Number(/of (\d+)/.exec(await pages.innerText())?.[1]);
    expect(all).toBeGreaterThan(1);

    // One campaign: fewer rows, all from the call center number; the filter is kept in the URL.
    await page.getByLabel('Campaign').selectOption('call_center_number');
    await expect(page).toHaveURL(/campaign=call_center_number/);
    await expect(pages).not.toContainText(`of ${all}`);
    const total = Number(/of (\d+)/.exec(await pages.innerText())?.[1]);
    expect(total).toBeGreaterThan(0);
    const rows = table(page).getByRole('row');
    await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText('Call center number');
    await expect(rows.nth(1).getByRole('cell').nth(7)).toHaveText(/^₹/);
    const opportunityName = await rows.nth(1).getByRole('cell').nth(0).innerText();
    const collected = rupees(await rows.nth(1).getByRole('cell').nth(7).innerText());
    const pending = rupees(await rows.nth(1).getByRole('cell').nth(8).innerText());

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    await expect(notice(page, 'Downloading Report...')).toBeVisible();
    expect(download.suggestedFilename()).toBe(`sales-connect-${from}-${to}.csv`);
    const bytes = await readFile((await download.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Opportunity Id,Opportunity,Account Id,Account,Campaign,Agent,City,Status,Deal Value,Collected,Pending Collection,Created Date');
    // One line per opportunity of the filtered report (demo names carry no commas or line breaks).
    expect(lines.length - 1).toBe(total);
    const cells = lines[1]!.split(',');
    expect(cells[1]).toBe(opportunityName);
    expect(cells[4]).toBe('call_center_number');
    expect([Number(cells[9]), Number(cells[10])]).toEqual([collected, pending]);
  });

  test("the dashboards' Sales Connect tile counts the campaign opportunities and opens the same rows", async ({ page }) => {
    await addSavedSession(page, 'manager');
    await page.goto('/owner-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Owner Dashboard' })).toBeVisible();
    const tile = page.getByRole('link', { name: /^Sales Connect: \d+$/ });
    await expect(tile).toBeVisible();
    const count = /: (\d+)$/.exec((await tile.getAttribute('aria-label')) ?? '')?.[1];
    expect(Number(count)).toBeGreaterThan(0);
    await tile.click();
    await expect(page).toHaveURL(/\/list\/sales-connect\?type=owner/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sales Connect' })).toBeVisible();
    await expect(page.getByText(`${count} in all`)).toBeVisible();
  });

  test('offline, sales-connect-opp says reports need a connection and keeps its filters', async ({ page, context }) => {
    await addSavedSession(page, 'manager');
    await page.goto(`/sales-connect-opp?from=${istDay(-30)}&to=${istDay(0)}&campaign=direct_partners_page`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sales Connect' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText('Reports need a connection').first()).toBeVisible();
    await expect(page.getByLabel('Campaign')).toHaveValue('direct_partners_page');
    await expect(page).toHaveURL(/campaign=direct_partners_page/);
    await context.setOffline(false);
  });
});

test.describe('action calendar follow-ups', () => {
  test("an agent sees the followup tile's follow-ups on today, logs one, and it moves on; the comment is on the opportunity", async ({ page }) => {
    await addSavedSession(page, 'agent');
    await page.goto('/action?view=day');
    await expect(page.getByRole('heading', { level: 1, name: 'Actions' })).toBeVisible();
    const today = istDay(0);
    const cell = page.getByRole('grid', { name: 'Calendar grid' }).getByRole('gridcell', { name: today });
    const chips = cell.getByRole('button', { name: /^Follow-up: / });
    await expect(chips.first()).toBeVisible();
    const before = await chips.count();
    const name = ((await chips.first().innerText()) ?? '').replace(/^Follow-up: /, '');
    await chips.first().click();
    const panel = page.getByRole('region', { name: `Follow-up: ${name}` });
    await expect(panel.getByText(/^Overdue since \d{4}-\d{2}-\d{2}$/)).toBeVisible();
    const opportunityLink = panel.getByRole('link', { name: /^#\d+$/ });
    const opportunityId = ((await opportunityLink.innerText()) ?? '').slice(1);
    await panel.getByRole('button', { name: 'Log follow-up' }).click();
    await expect(notice(page, 'Follow-up logged')).toBeVisible();
    await expect(chips).toHaveCount(before - 1);
    // Due again in 7 days.
    await page.goto(`/action?view=day&date=${istDay(7)}`);
    await expect(page.getByRole('grid', { name: 'Calendar grid' }).getByRole('gridcell', { name: istDay(7) }).getByRole('button', { name: `Follow-up: ${name}` }).first()).toBeVisible();
    await page.goto(`/opportunity/${opportunityId}`);
    const comments = page.getByRole('region', { name: 'Comments' }).getByRole('list', { name: 'Comments' });
    await expect(comments.getByRole('listitem').filter({ hasText: 'Follow-up' }).first()).toBeVisible();
  });
});
