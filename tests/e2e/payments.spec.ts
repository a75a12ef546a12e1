import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addSavedSession, expect, signInAndWaitForHome, test } from './support';
import { notice } from './opportunity-support';

/** A Kolkata day 'YYYY-MM-DD', `days` from today. */
function istDay(days: number): string {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

function paymentsTable(page: Page) {
  return page.getByRole('table', { name: 'Payments' });
}

test.describe.serial('payments', () => {
  test('finance filters the payment list by status group and date range, and exports it as CSV', async ({ page }) => {
    await signInAndWaitForHome(page, 'finance');
    await page.getByRole('link', { name: 'Payments', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(paymentsTable(page).getByRole('row').nth(1)).toBeVisible();

    await page.getByLabel('Status group').selectOption({ label: 'Rejected' });
    await page.getByLabel('From').fill(istDay(-7));
    await page.getByLabel('To').fill(istDay(0));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/statusGroup=rejected/);
    await expect(page).toHaveURL(new RegExp(`from=${istDay(-7)}`));
    // Every row listed is in the rejected group (spec 001 §4: 7, 8, 15, 16, 21, 22).
    const statuses = await paymentsTable(page).getByRole('row').locator('td:nth-child(3)').allInnerTexts();
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of statuses) expect(['Rejected', 'Bounced', 'Approval Revoked', 'Rejected and Sent Back to RAM', 'Payment Failed', 'Cheque Dishonoured']).toContain(status);
    // The demo's rejected payment is found by its reference within the same filters; the approved one is not.
    await page.getByLabel('Key').fill('DEMO-REJ-7');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(paymentsTable(page).getByRole('row').filter({ hasText: 'DEMO-REJ-7' })).toHaveCount(1);
    await page.getByLabel('Key').fill('DEMO-APPR-6');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(paymentsTable(page).getByText('No payments found.')).toBeVisible();
    await page.getByLabel('Key').fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).not.toHaveURL(/q=/);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) as string, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('paymentId,amount,status');
    expect(lines.some((l) => l.includes('DEMO-REJ-7'))).toBe(true);
    expect(lines.slice(1).every((l) => /,(Rejected|Bounced|Approval Revoked|Rejected and Sent Back to RAM|Payment Failed|Cheque Dishonoured),/.test(l))).toBe(true);
  });

  test("the agent recollects a payment rejected in status 7: 'Payment Recollected'", async ({ page }) => {
    await addSavedSession(page, 'agent');
    await page.goto('/payment?q=DEMO-REJ-7');
    await paymentsTable(page).getByRole('row').filter({ hasText: 'DEMO-REJ-7' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /Payment #\d+/ })).toBeVisible();
    const history = page.getByRole('table', { name: 'Status history' });
    await expect(history).toContainText('Cheque returned: funds insufficient');
    await page.getByRole('button', { name: 'Recollect', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /Recollect payment/ });
    await dialog.getByLabel('PIN code').fill('');
    await dialog.getByRole('button', { name: 'Recollect', exact: true }).click();
    await expect(dialog.getByText('PIN Code is mandatory for adding Payment')).toBeVisible();
    await dialog.getByLabel('PIN code').fill('560001');
    await dialog.getByRole('button', { name: 'Recollect', exact: true }).click();
    await expect(notice(page, 'Payment Recollected')).toBeVisible();
    await expect(page.getByRole('link', { name: /^#\d+$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Recollect', exact: true })).toHaveCount(0);
  });

  test('finance approves the pending payment; read-only users see no actions', async ({ page }) => {
    await addSavedSession(page, 'finance');
    await page.goto('/payment?q=DEMO-PEND-5');
    await paymentsTable(page).getByRole('row').filter({ hasText: 'DEMO-PEND-5' }).getByRole('link').first().click();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(notice(page, 'Payment status updated')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Status history' })).toContainText('Approved');
    const url = page.url();
    await addSavedSession(page, 'rcm');
    await page.goto(url);
    await expect(page.getByRole('table', { name: 'Status history' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Payment actions' })).toHaveCount(0);
  });
});
