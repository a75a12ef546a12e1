import { addSavedSession, expect, test } from './support';
import { CONSOLE_REQUEST_HEADERS } from '../../src/domain/auth/console-request';
import type { Page } from '@playwright/test';
import { findOpportunity, notice, opportunityPath } from './opportunity-support';

const REMARK = 'Launch offer agreed with the builder';

function approvalsOf(page: Page) {
  return page.getByRole('region', { name: 'Approvals', exact: true });
}

/** The approval card the agent's request made. */
function requestCard(page: Page) {
  return approvalsOf(page).getByRole('listitem').filter({ hasText: REMARK });
}

// One discount travels from the agent to the reviewer to the approver: each step is its own test, in order.
test.describe.serial('a discount goes for approval and is processed', () => {
  let path = '';

  test('the agent sends the discount for approval with a remark', async ({ page }) => {
    await addSavedSession(page, 'agent');
    const opportunity = await findOpportunity(
      page,
      'mine=true&bucket=open',
      (o) => o.kind === 'general' && o.opportunityPackageMappingDetails.some((m) => m.discountApproved === 'Required'),
    );
    path = opportunityPath(opportunity.kind, opportunity.id);
    await page.goto(path);
    await approvalsOf(page).getByRole('button', { name: 'Send for discount approval' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send for discount approval' });
    await dialog.getByRole('button', { name: 'Send for approval' }).click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await dialog.getByLabel('Remark').fill(REMARK);
    await dialog.getByRole('button', { name: 'Send for approval' }).click();
    await expect(notice(page, 'Opportunity sent for discount approval')).toBeVisible();
    await expect(requestCard(page)).toContainText('Reviewer Meera Joshi: Pending Approval');
    await expect(page.getByRole('region', { name: 'Packages', exact: true })).toContainText('Discount: Pending Approval');
    // The requester neither reviews nor approves their own request.
    await expect(requestCard(page).getByRole('button')).toHaveCount(0);
  });

  test('a manager who is not on the approval has nothing to press, and the server refuses them', async ({ page }) => {
    await addSavedSession(page, 'manager');
    await page.goto(path);
    await expect(requestCard(page)).toBeVisible();
    await expect(requestCard(page).getByRole('button')).toHaveCount(0);
    const approvalId = Number((await requestCard(page).getAttribute('aria-label'))?.match(/#(\d+)/)?.[1]);
    const refused = await page.request.put(`/api/sapna/v1/approval-reviewal/process-review?approvalId=${approvalId}&status=Approved`, { headers: CONSOLE_REQUEST_HEADERS });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ error: { msg: 'You are not authorized to approve/reject this approval.' } });
  });

  test('the reviewer approves on the review path: Reviewed, the discount still pending, the view refreshed', async ({ page }) => {
    await addSavedSession(page, 'reviewer');
    await page.goto(path);
    await requestCard(page).getByRole('button', { name: 'Approve (review)' }).click();
    await expect(requestCard(page)).toContainText('Reviewer Meera Joshi: Reviewed');
    await expect(requestCard(page).getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Packages', exact: true })).toContainText('Discount: Pending Approval');
  });

  test('the approving authority approves: the discount is Approved', async ({ page }) => {
    await addSavedSession(page, 'approver');
    await page.goto(path);
    await expect(requestCard(page)).toContainText('Reviewer Meera Joshi: Reviewed');
    await requestCard(page).getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(notice(page, 'Action successfully completed!')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Packages', exact: true })).toContainText('Discount: Approved');
    await expect(requestCard(page).getByRole('button')).toHaveCount(0);
  });
});

test('a reviewer rejects a seeded pending discount: the discount is Rejected at once', async ({ page }) => {
  await addSavedSession(page, 'reviewer');
  // A seeded pending approval (broker or builder: the serial test above works on a general opportunity).
  const opportunity = await findOpportunity(
    page,
    'bucket=open&statusId=1',
    (o) => (o.kind === 'broker' || o.kind === 'builder') && o.opportunityPackageMappingDetails.some((m) => m.discountApproved === 'PendingApproval'),
  );
  await page.goto(opportunityPath(opportunity.kind, opportunity.id));
  const pending = approvalsOf(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Approve (review)' }) })
    .first();
  await pending.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(notice(page, 'Action successfully completed!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Packages', exact: true })).toContainText('Discount: Rejected');
});
