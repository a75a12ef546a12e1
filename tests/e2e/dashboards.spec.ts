import { readFile } from 'node:fs/promises';
import type { TileRow } from '../../src/domain/dashboards/tiles';
import { opportunityPagePath } from '../../src/domain/opportunities/statuses';
import { MONTH_NAMES } from '../../src/domain/sales-closure/sales-month';
import { pickRecord } from './picker-support';
import { addSavedSession, expect, signInAndWaitForHome, test } from './support';
import { notice, pickAccount, uniqueWord } from './accounts-support';

test.describe('dashboards and renewals', () => {
  test('an owner agent opens the owner dashboard, clicks pending termsheet and lands on its list with the same count', async ({ page }) => {
    await signInAndWaitForHome(page, 'owner-agent');
    await page.getByRole('link', { name: 'Owner Dashboard' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Owner Dashboard' })).toBeVisible();
    const tile = page.getByRole('link', { name: /^Pending Termsheet: / });
    await expect(tile).toBeVisible();
    const count = /: (\d+)$/.exec((await tile.getAttribute('aria-label')) ?? '')?.[1];
    expect(count).toBeDefined();
    // Sales Connect counts the campaign opportunities and opens them (sales-connect.spec.ts follows it).
    await expect(page.getByRole('link', { name: /^Sales Connect: \d+$/ })).toBeVisible();
    await expect(page.getByRole('figure', { name: /Closed value and collections/ })).toBeVisible();
    // The caption names the sales month ('December 2026'), not its key ('2026-12').
    await expect(page.getByRole('table', { name: new RegExp(`^Agents by closed deal value, sales month (${MONTH_NAMES.join('|')}) \\d{4}$`) })).toBeVisible();
    await tile.click();
    await expect(page).toHaveURL(/\/list\/pending-termsheet\?type=owner/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pending Termsheet' })).toBeVisible();
    await expect(page.getByText(`${count} in all`)).toBeVisible();
    // Each row's opportunity opens that opportunity's own kind of page.
    const listed = (await (await page.request.get('/api/sapna/v1/dashboard/owner/list/pending-termsheet')).json()) as { results: TileRow[] };
    const first = listed.results[0];
    expect(first, 'a pending termsheet on the list').toBeDefined();
    await expect(page.getByRole('link', { name: first!.opportunityName }).first()).toHaveAttribute('href', opportunityPagePath(first!.opportunityKind, first!.opportunityId));
  });

  test('the broker and builder routes show their client type; a tenant agent sees the tenant dashboard', async ({ page }) => {
    await addSavedSession(page, 'broker-telesales');
    await page.goto('/broker-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Broker Dashboard' })).toBeVisible();
    await page.goto('/builder-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Builder Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Closed: \d+$/ })).toBeVisible();
    await addSavedSession(page, 'tenant-agent');
    await page.goto('/tenant-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Tenant Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Follow-up: \d+$/ })).toBeVisible();
  });

  test('an unknown tile key shows the not-found page', async ({ page }) => {
    await addSavedSession(page, 'manager');
    await page.goto('/list/no-such-tile');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('the performance chart can be read as a table', async ({ page }) => {
    await addSavedSession(page, 'manager');
    await page.goto('/owner-dashboard');
    const figure = page.getByRole('figure', {
      name: /Closed value and collections/,
    });
    await figure.getByRole('button', { name: 'Show as table' }).click();
    await expect(figure.getByRole('table').getByRole('row')).toHaveCount(7);
  });

  test('any user filters the renewal dashboard by a bucket: chart, agent-wise and details agree; then downloads', async ({ page }) => {
    await signInAndWaitForHome(page, 'manager');
    await page.getByRole('link', { name: 'Renewal Dashboard' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Renewal Dashboard' })).toBeVisible();
    await page.getByLabel('Lapsed', { exact: true }).selectOption('61-180');
    await expect(page).toHaveURL(/lapsedBucket=61-180/);
    const summary = page.getByRole('region', { name: 'Summary', exact: true });
    await expect(summary.locator('dd').first()).toHaveText(/^\d+$/);
    const due = Number(await summary.locator('dd').first().innerText());
    // The details total, the agent-wise sum and the chart's table all count the same rows.
    const pages = page.getByRole('navigation', { name: 'Details pages' });
    if (due > 0) await expect(pages).toContainText(new RegExp(`of ${due}`));
    const agents = page.getByRole('table', { name: 'Renewals per agent' });
    // The body's rows (the totals row under them says the same sum).
    await expect
      .poll(async () => {
        const cells = await agents.locator('tbody tr').evaluateAll((rows) => rows.map((r) => Number(r.querySelectorAll('td')[1]?.textContent ?? '0')));
        return cells.reduce((a, b) => a + b, 0);
      })
      .toBe(due);
    const chart = page.getByRole('figure', { name: /by renewal bucket/ });
    await chart.getByRole('button', { name: 'Show as table' }).click();
    await expect
      .poll(async () => {
        const cells = await chart.getByRole('table').locator('td').allInnerTexts();
        return cells.reduce((a, b) => a + Number(b), 0);
      })
      .toBe(due);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^renewals-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path()) as string, 'utf8')).trim().split('\r\n');
    expect(lines.length - 1).toBe(due);
  });

  for (const user of ['rcm', 'ticketing']) {
    test(`the read-only ${user} user reads the renewal dashboard (spec 000 §6: every signed-in user), figures and all`, async ({ page }) => {
      await signInAndWaitForHome(page, user);
      await page.getByRole('link', { name: 'Renewal Dashboard' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Renewal Dashboard' })).toBeVisible();
      const summary = page.getByRole('region', { name: 'Summary', exact: true });
      await expect(summary.locator('dd').first()).toHaveText(/^\d+$/);
      await expect(page.getByRole('table', { name: 'Renewals per agent' })).toBeVisible();
      await expect(page.getByText('You have read-only access.')).toHaveCount(0);
      if (user !== 'rcm') return;
      // On a 360 px phone (issue 49): the chart's text is drawn at 11 px or more (it was scaled to 6; the scale of a
      // label slanted at 45° is the length of its matrix's first column, not its x part), and the month-wise
      // table fits with every column of a month on screen.
      await page.setViewportSize({ width: 360, height: 780 });
      const chartText = page.getByRole('figure', { name: /by renewal bucket/ }).locator('svg text');
      await expect(chartText.first()).toBeVisible();
      await expect
        .poll(async () => Math.min(...(await chartText.evaluateAll((texts) => texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * Math.hypot((t as SVGTextElement).getScreenCTM()?.a ?? 0, (t as SVGTextElement).getScreenCTM()?.b ?? 0))))))
        .toBeGreaterThanOrEqual(11);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'the page scrolls sideways').toBeLessThanOrEqual(0);
      const month = page.getByRole('table', { name: 'Renewals by the month they fall due' }).locator('tbody tr').first();
      const cells = month.locator('td, th');
      await expect(cells).toHaveCount(5);
      for (const cell of await cells.all()) {
        await cell.scrollIntoViewIfNeeded();
        await expect(cell).toBeVisible();
        const box = (await cell.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
      }
    });
  }

  test('changing a renewal filter twice quickly leaves only the second answer on screen', async ({ page }) => {
    await addSavedSession(page, 'manager');
    await page.goto('/renewal-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Renewal Dashboard' })).toBeVisible();
    await page.getByLabel('Renewal bucket', { exact: true }).selectOption('30D');
    await page.getByLabel('Renewal bucket', { exact: true }).selectOption('>90D');
    await expect(page).toHaveURL(/renewalBucket=%3E90D/);
    const table = page.getByRole('table', {
      name: 'Sold packages due for renewal',
    });
    await expect(table.getByRole('cell', { name: 'Loading…' })).toHaveCount(0);
    const buckets = await table.getByRole('row').evaluateAll((rows) =>
      rows.slice(1).flatMap((r) => {
        const cells = r.querySelectorAll('td');
        return cells.length === 8 ? [cells[7]?.textContent ?? ''] : [];
      }),
    );
    for (const bucket of buckets) expect(bucket).toBe('>90D');
    // The summary (its own call) answers for the second filter too: its Due is the details' total.
    const dueCell = page.getByRole('region', { name: 'Summary', exact: true }).locator('dd').first();
    await expect(dueCell).toHaveText(/^\d+$/);
    const due = Number(await dueCell.innerText());
    if (due > 0) await expect(page.getByRole('navigation', { name: 'Details pages' })).toContainText(new RegExp(`of ${due}`));
    else expect(buckets).toEqual([]);
  });

  test('offline, the renewal dashboard says it needs a connection and keeps its filters', async ({ page, context }) => {
    await addSavedSession(page, 'agent');
    await page.goto('/renewal-dashboard?profileType=2');
    await expect(page.getByRole('region', { name: 'Summary', exact: true })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText('Reports need a connection')).toBeVisible();
    await expect(page.getByLabel('Profile type')).toHaveValue('2');
    await context.setOffline(false);
    await expect(page.getByText('Reports need a connection')).toHaveCount(0);
    await expect(page).toHaveURL(/profileType=2/);
  });

  test('an agent adds an action in the calendar and marks it done; the comment appears on the account', async ({ page }) => {
    await signInAndWaitForHome(page, 'agent');
    const account = await pickAccount(page, (a) => a.clientTypeId === 4 && a.statusId === 1, 1);
    await page.getByRole('link', { name: 'Actions' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Actions' })).toBeVisible();
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const title = `Follow up on renewal ${uniqueWord()}`;
    const form = page.getByRole('form', { name: 'Add an action' });
    await pickRecord(page, form, 'Account', account.accountName, `Account #${account.accountId}`);
    await form.getByLabel('Type').selectOption('Meeting');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Due').fill(`${today}T10:00`);
    await form.getByRole('button', { name: 'Add action' }).click();
    await expect(notice(page, 'Action added')).toBeVisible();
    const chip = page.getByRole('grid', { name: 'Calendar grid' }).getByRole('gridcell', { name: today }).getByRole('button', { name: new RegExp(title) });
    await expect(chip).toBeVisible();
    await page.getByRole('button', { name: 'Month' }).click();
    await expect(page).toHaveURL(/view=month/);
    await expect(chip).toBeVisible();
    await chip.click();
    await page.getByRole('button', { name: 'Mark done' }).click();
    await expect(notice(page, 'Action marked done')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark done' })).toHaveCount(0);
    await page.goto(`/account/${account.accountId}`);
    const comments = page.getByRole('region', { name: 'Comments' }).getByRole('list', { name: 'Comments' });
    await expect(comments.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  });
});
