import { expect, signInAndWaitForHome, test } from './support';
import { notice, pickAccount, uniqueWord } from './accounts-support';

/**
 * Issue 52: a ticket's life across two roles of the second brand. The makaan agent raises a ticket on an account
 * of their book; the makaan Ticketing user finds it in the queue, moves it and takes it; the agent then sees the
 * new status on the ticket's page, in the account's ticket list and in a notification. Every ticket call goes to the
 * makaan ticket service.
 */
test.describe('tickets', () => {
  test('the makaan agent raises a ticket, the Ticketing user moves it, the agent sees the new status', async ({ page, browser }) => {
    await signInAndWaitForHome(page, 'makaan-agent');
    const account = await pickAccount(page, (a) => a.statusId === 1, 0);
    // The second brand's ticket service, under its own prefix (spec 000 §7).
    const ticketCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('Tickets/api/v1/ticket')) ticketCalls.push(new URL(request.url()).pathname);
    });
    await page.goto(`/account/${account.accountId}`);
    const summary = `Map this account ${uniqueWord()}`;
    const tickets = page.getByRole('region', { name: 'Tickets' });
    await tickets.getByRole('button', { name: 'Raise a ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Raise a ticket' });
    await dialog.getByLabel('Category', { exact: true }).selectOption({ label: 'Map' });
    await dialog.getByLabel('Sub-category').selectOption({ index: 1 });
    await dialog.getByLabel('Summary').fill(summary);
    await dialog.getByLabel('Housing profile id').fill('profile-42');
    await dialog.getByRole('button', { name: 'Raise ticket' }).click();
    const link = page.getByRole('dialog', { name: 'Ticket raised' }).getByRole('link', { name: /^Open CRM-\d+$/ });
    const key = ((await link.textContent()) ?? '').replace('Open ', '');
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${key}: ${summary}`);
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.locator('[data-field="Status"]')).toHaveText('Open');
    await expect(details.locator('[data-field="Housing profile id"]')).toHaveText('profile-42');
    // The agent sees the status; moving it is the Ticketing team's.
    await expect(page.getByRole('region', { name: 'Work on it' })).toHaveCount(0);
    const ticketUrl = page.url();

    const desk = await browser.newPage();
    await signInAndWaitForHome(desk, 'makaan-ticketing');
    await desk.getByRole('link', { name: 'Ticket Queue' }).first().click();
    await expect(desk.getByRole('heading', { level: 1, name: 'Ticket Queue' })).toBeVisible();
    const filters = desk.getByRole('search', { name: 'Filter tickets' });
    await filters.getByLabel('Search').fill(key);
    await filters.getByRole('button', { name: 'Search' }).click();
    const row = desk.getByRole('table', { name: 'Tickets' }).getByRole('row').filter({ hasText: key });
    await expect(row).toContainText('Open');
    await expect(row).toContainText('Unassigned');
    await row.getByRole('link', { name: key }).click();
    const work = desk.getByRole('region', { name: 'Work on it' });
    await work.getByRole('button', { name: 'In Progress' }).click();
    await expect(notice(desk, `Ticket ${key} is In Progress.`)).toBeVisible();
    await expect(desk.getByRole('region', { name: 'Details' }).locator('[data-field="Status"]')).toHaveText('In Progress');
    await work.getByLabel('Assignee').selectOption({ label: 'Sunil Gupta (me)' });
    await work.getByRole('button', { name: 'Assign' }).click();
    await expect(notice(desk, `Ticket ${key} assigned to Sunil Gupta.`)).toBeVisible();
    // Only the moves the server allows are offered: In Progress goes on to Resolved or Closed.
    await expect(work.getByRole('group', { name: 'Move the ticket' }).getByRole('button')).toHaveText(['Resolved', 'Closed']);
    await desk.getByRole('region', { name: 'Comments' }).getByLabel('Add a comment').fill('Mapping it now.');
    await desk.getByRole('button', { name: 'Add comment' }).click();
    await expect(desk.getByRole('list', { name: 'Comments' })).toContainText('Mapping it now.');
    await expect(desk.getByRole('list', { name: 'History' })).toContainText('Sunil Gupta moved it from Open to In Progress');
    await desk.close();

    await page.goto(ticketUrl);
    const seen = page.getByRole('region', { name: 'Details' });
    await expect(seen.locator('[data-field="Status"]')).toHaveText('In Progress');
    await expect(seen.locator('[data-field="Assignee"]')).toHaveText('Sunil Gupta');
    await expect(page.getByRole('list', { name: 'Comments' })).toContainText('Mapping it now.');
    await page.goto(`/account/${account.accountId}`);
    await expect(page.getByRole('region', { name: 'Tickets' }).getByRole('row').filter({ hasText: key })).toContainText('In Progress');
    // The raiser is told the ticket moved.
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('listitem', { name: `Ticket ${key} is In Progress (unread)` })).toBeVisible();
    expect(ticketCalls.length).toBeGreaterThan(0);
    expect(ticketCalls.every((path) => path.startsWith('/api/makaanTickets/'))).toBe(true);
  });
});
