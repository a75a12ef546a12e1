import type { Page } from '@playwright/test';
import { addSavedSession, expect, signInAndWaitForHome, test } from './support';

// Issue 13, incentives: an admin writes a rule and a slab; the manager sets the demo agent's target; the cycle's
// approved payments show in incentive-calculation with the incentive the slab gives; the manager signs off and
// approves, finance marks paid, and the CSV has the row. On the demo seed (a rule, slabs and targets for the team).

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const signOut = async (page: Page) => page.context().clearCookies();

test('incentives: rule and slab, target, computed incentive, sign off, approve, paid, CSV', async ({ page }) => {
  test.setTimeout(120_000);
  await test.step('the admin writes a rule and a slab', async () => {
    await signInAndWaitForHome(page, 'admin');
    await menu(page).getByRole('link', { name: 'Sales Incentive' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sales Incentive' })).toBeVisible();
    await page.getByRole('button', { name: 'Add rule' }).click();
    const rule = page.getByRole('dialog', { name: 'Add rule' });
    await rule.getByLabel('Allowed min target (₹)').fill('1000');
    await rule.getByLabel('Allowed max target (₹)').fill('9000000');
    await rule.getByLabel('Incentive cap (₹)').fill('50000');
    await rule.getByLabel('Effective date').fill('2021-01-01');
    await rule.getByRole('button', { name: 'Save rule' }).click();
    await expect(page.getByText('Rule created successfully')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Incentive rules' }).getByRole('row').filter({ hasText: '2021-01-01' })).toContainText('₹50,000.00');

    await page.getByRole('button', { name: 'Add slab' }).click();
    const slab = page.getByRole('dialog', { name: 'Add slab' });
    await slab.getByLabel('Participant category').selectOption({ label: 'Designation AM (29) · Department Sales (16) · Client type any' });
    await slab.getByLabel('Target min %').fill('0');
    await slab.getByLabel('Target max %').fill('100000');
    await slab.getByLabel('Accounts closed min').fill('0');
    await slab.getByLabel('Accounts closed max').fill('100000');
    await slab.getByLabel('Incentive %').fill('10');
    await slab.getByLabel('Effective date').fill('2021-01-01');
    await slab.getByRole('button', { name: 'Save slab' }).click();
    await expect(page.getByText('Slab created successfully')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Incentive slabs' }).getByRole('row').filter({ hasText: '2021-01-01' })).toContainText('10.00%');
    await signOut(page);
  });

  await test.step('the manager sets the agent target and recomputes', async () => {
    await addSavedSession(page, 'manager');
    await page.goto('/set-sales-target');
    await expect(page.getByRole('heading', { level: 1, name: 'Set Sales Target' })).toBeVisible();
    await page.getByRole('button', { name: 'Set target for Vikram Rao' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set target' });
    await dialog.getByLabel('Individual target (₹)').fill('250000');
    await dialog.getByLabel('Team target (₹)').fill('0');
    await dialog.getByRole('button', { name: 'Save target' }).click();
    await expect(page.getByText('Target Updated successfully')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Sales targets' }).getByRole('row', { name: /Vikram Rao/ })).toContainText('₹2,50,000.00');

    await page.goto('/incentive-calculation');
    await page.getByRole('button', { name: 'Recompute' }).click();
    await expect(page.getByText('Incentives calculated')).toBeVisible();
    const row = page.getByRole('table', { name: 'Computed incentives' }).getByRole('row', { name: /Vikram Rao/ });
    await expect(row).toContainText('₹2,50,000.00');
    // The amount the screen shows is the approved payments' total at the new slab's 10%, down to the rupee, capped.
    const cycles = (await (await page.request.get('/api/sapna/v1/incentive-cycles?count=3')).json()) as { id: number }[];
    const list = (await (await page.request.get(`/api/sapna/v1/user-incentives/by-cycle/${cycles[0]!.id}`)).json()) as { id: number; userName: string; achievement: number; incentive: number; incentivePercentage: number }[];
    const mine = list.find((r) => r.userName === 'Vikram Rao')!;
    expect(mine.incentivePercentage).toBe(10);
    expect(mine.incentive).toBe(Math.min(Math.floor((Math.round(mine.achievement * 100) * 10) / 100 / 100), 50000));
    await expect(row).toContainText(`₹${mine.incentive.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    await row.getByRole('button', { name: 'Rows of Vikram Rao' }).click();
    await expect(page.getByTestId('incentive-payment-ids')).toBeVisible();

    await page.goto('/incentive-payout');
    await page.getByRole('button', { name: 'Sign off Vikram Rao' }).click();
    // Sign-off asks first (issue 49).
    await page.getByRole('dialog', { name: 'Sign off Vikram Rao?' }).getByRole('button', { name: 'Sign off' }).click();
    await expect(page.getByRole('table', { name: 'Incentives to pay' }).getByRole('row', { name: /Vikram Rao/ })).toContainText('Signed Off');
    // Per person (issue 49): the cycle still recomputes for everyone else; Vikram Rao's signed-off figures are kept.
    const byCycle = async () => (await (await page.request.get(`/api/sapna/v1/user-incentives/by-cycle/${cycles[0]!.id}`)).json()) as { userName: string; statusId: number; incentive: number; computedAt?: string }[];
    const signedOff = (await byCycle()).find((r) => r.userName === 'Vikram Rao')!;
    await page.goto('/incentive-calculation');
    await expect(page.getByRole('table', { name: 'Computed incentives' }).getByRole('row', { name: /Vikram Rao/ })).toContainText('Signed Off');
    await page.getByRole('button', { name: 'Recompute' }).click();
    const recomputed = page.getByText(/Incentives calculated \((\d+) recomputed; (\d+) signed off kept as they were\)$/);
    await expect(recomputed).toBeVisible();
    const [, others, kept] = /\((\d+) recomputed; (\d+) signed off/.exec(await recomputed.innerText())!;
    expect(Number(others)).toBeGreaterThan(0);
    expect(Number(kept)).toBeGreaterThanOrEqual(1);
    expect((await byCycle()).find((r) => r.userName === 'Vikram Rao')).toEqual(signedOff);
    await page.goto('/incentive-payout');
    await page.getByRole('button', { name: 'Approve Vikram Rao' }).click();
    await expect(page.getByRole('table', { name: 'Incentives to pay' }).getByRole('row', { name: /Vikram Rao/ })).toContainText('Manager Approved');
    await signOut(page);
  });

  await test.step('finance marks paid; the CSV has the row', async () => {
    await addSavedSession(page, 'finance');
    await page.goto('/incentive-payout');
    await page.getByRole('button', { name: 'Mark paid Vikram Rao' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark paid' });
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(page.getByText('Incentive marked paid')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Incentives to pay' }).getByRole('row', { name: /Vikram Rao/ })).toContainText('Paid');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await download;
    const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks as Buffer[]).toString('utf8'));
    expect(text).toContain('Incentive Before Cap');
    expect(text).toMatch(/Vikram Rao,Individual,250000\.00,.*,Paid,Manager Approved,/);
  });
});
