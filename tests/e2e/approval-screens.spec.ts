import type { Page } from '@playwright/test';
import { notice } from './opportunity-support';
import { addSavedSession, expect, signInAndWaitForHome, test } from './support';

// The approvals area's screens on the demo seed: the approver's approval-page (every kind), approval details refused
// to a stranger, an NP slot swap approved through a task, and the matrices (Admin).

type Listed = { id: number; approvalType: string; swapId: number | null; entityId: number };

async function pendingFor(page: Page, approvalType: string): Promise<Listed[]> {
  const res = await page.request.get(`/api/sapna/v1/approval/all-approvals?approvalType=${approvalType}&size=50`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { results: Listed[] }).results;
}

test.describe.serial('approvals screens', () => {
  let refundId = 0;
  /** A refund approval is about a payment: approval-details opens by the payment's id (spec 001 §2). */
  let refundPaymentId = 0;

  test('approval-page lists every kind to the approver', async ({ page }) => {
    await signInAndWaitForHome(page, 'approver');
    await page.getByRole('link', { name: 'Approvals', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Approvals', exact: true })).toBeVisible();
    const kinds = page.getByRole('group', { name: 'Approval kinds' });
    for (const kind of ['Discount', 'Slot Date Extension', 'Price Restoration', 'Refund', 'Late Cheque', 'Payment', 'NP Slot Swap']) {
      await expect(kinds.getByRole('button', { name: new RegExp(`^${kind} \\(\\d+\\)$`) })).toBeVisible();
    }
    const refund = (await pendingFor(page, 'Refund'))[0]!;
    refundId = refund.id;
    refundPaymentId = refund.entityId;
  });

  test('approval-page shows an agent nothing to act on, and what they raised', async ({ page }) => {
    await addSavedSession(page, 'agent');
    await page.goto('/approval-page');
    await expect(page.getByText('Nothing to approve')).toBeVisible();
    const raised = page.getByRole('table', { name: 'Approvals you asked for' });
    await expect(raised).toContainText('Refund');
    await expect(raised.getByRole('button')).toHaveCount(0);
  });

  test('approval-details is refused to someone not on the approval', async ({ page }) => {
    await addSavedSession(page, 'makaan-agent');
    await page.goto(`/approval-details/${refundPaymentId}?approvalId=${refundId}`);
    await expect(page.getByText('You are not authorized to view Approval Details.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  });

  test('the reviewer sees the refund and its history on approval-details', async ({ page }) => {
    await addSavedSession(page, 'reviewer');
    await page.goto(`/approval-details/${refundPaymentId}?approvalId=${refundId}`);
    await expect(page.getByRole('table', { name: 'Approval history' })).toContainText('Requested');
    await page.getByLabel('Remark').fill('Bank statement checked');
    await page.getByRole('button', { name: 'Review', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Approval history' })).toContainText('Bank statement checked');
    await expect(page.getByRole('button', { name: 'Review', exact: true })).toHaveCount(0);
  });

  test('swap-approval-details approves an NP slot swap through a task', async ({ page }) => {
    await addSavedSession(page, 'approver');
    await page.goto('/approval-page');
    await page.getByRole('group', { name: 'Approval kinds' }).getByRole('button', { name: /^NP Slot Swap \(/ }).click();
    // The list shows the swaps once the filter's answer is in (before it, the first row can be another kind's).
    const first = page.getByRole('table', { name: 'Approvals waiting for you' }).getByRole('link', { name: /^#\d+$/ }).first();
    await expect(first).toHaveAttribute('href', /\/swap-approval-details\/\d+$/);
    await first.click();
    await expect(page).toHaveURL(/\/swap-approval-details\/\d+$/);
    await expect(page.getByText('From slot')).toBeVisible();
    await page.getByLabel('Remark').fill('The later slot is free');
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText('Task status: Completed.')).toBeVisible();
    await expect(page.getByText('Swap status').locator('xpath=following-sibling::dd[1]')).toHaveText('Approved');
    await expect(page.getByRole('table', { name: 'Approval history' })).toContainText('The later slot is free');
  });

  test('discount-matrix adds and removes a level', async ({ page }) => {
    await addSavedSession(page, 'admin');
    await page.goto('/discount-matrix');
    await page.getByLabel('Client type').selectOption({ label: 'Broker' });
    const levels = page.getByRole('table', { name: 'Discount approval levels' });
    await expect(levels).toContainText('NSH');
    await page.getByRole('combobox', { name: 'Designation' }).selectOption({ label: 'AH (36)' });
    await page.getByRole('textbox', { name: 'Level' }).fill('3');
    await page.getByRole('button', { name: 'Add level' }).click();
    await expect(notice(page, 'Discount approval level added successfully!')).toBeVisible();
    await expect(levels.getByRole('row').filter({ hasText: 'AH' })).toContainText('Approver');
    await levels.getByRole('button', { name: 'Remove level 3 (AH)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove level' }).click();
    await expect(notice(page, 'Discount approval level removed successfully!')).toBeVisible();
    await expect(levels.getByRole('row').filter({ hasText: 'AH' })).toHaveCount(0);
  });

  test('common-matrices adds a Refund level', async ({ page }) => {
    await addSavedSession(page, 'admin');
    await page.goto('/common-matrices');
    await page.getByLabel('Matrix').selectOption({ label: 'Refund' });
    const levels = page.getByRole('table', { name: 'Refund approval levels' });
    await expect(levels).toContainText('CH');
    await page.getByRole('combobox', { name: 'Designation' }).selectOption({ label: 'AH (36)' });
    await page.getByRole('textbox', { name: 'Level' }).fill('3');
    await page.getByRole('button', { name: 'Add level' }).click();
    await expect(notice(page, 'Matrix level added successfully!')).toBeVisible();
    await expect(levels.getByRole('row').filter({ hasText: 'AH' })).toContainText('Approver');
    // A level that repeats one is refused with the reason.
    await page.getByRole('combobox', { name: 'Designation' }).selectOption({ label: 'AH (36)' });
    await page.getByRole('textbox', { name: 'Level' }).fill('4');
    await page.getByRole('button', { name: 'Add level' }).click();
    await expect(page.getByText('This designation is already a level of this matrix.').first()).toBeVisible();
    // Back to the demo matrix for the worker's later tests.
    await levels.getByRole('button', { name: 'Remove level 3 (AH)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove level' }).click();
    await expect(notice(page, 'Matrix level removed successfully!')).toBeVisible();
    await expect(levels.getByRole('row').filter({ hasText: 'AH' })).toHaveCount(0);
  });
});
