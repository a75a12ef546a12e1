import type { APIRequestContext } from '@playwright/test';
import { getJson, goOffline, serverMilestones, signedInApi, signInAndPrime, uniqueLetters, waitForSynced } from './offline-support';
import { notice } from './opportunity-support';
import { expect, test } from './support';

// Issue 9 "Offline": the approvals a field agent raised stay readable offline. The agent asks for a refund of an
// approved payment online (a Refund approval), loses the network, and still sees the request on the payment page.
// The payment page is not read from the mirror: its GET answers (payment-page, payment-details) are kept by the
// service worker's per-user cache (network first), so the page the agent had open online opens offline too. The
// Refund approval itself is in the device's mirror (modules/approvals/approval-rows.sync.ts; payment-approval-pull.test.ts).

type Paged<T> = { results: T[] };
type Details = { actions: { requestRefund: boolean } };

/** An approved payment of the agent's book that the agent may still ask a refund of (none pending on it). */
async function refundablePayment(api: APIRequestContext): Promise<{ id: number; amount: number }> {
  const opportunities = (await getJson<Paged<{ id: number }>>(api, '/api/sapna/v1/opportunity/search?size=100')).results.sort((a, b) => a.id - b.id);
  for (const opportunity of opportunities) {
    for (const milestone of await serverMilestones(api, opportunity.id)) {
      for (const payment of milestone.paymentDetails.filter((p) => p.statusId === 6 && p.amount >= 2)) {
        if ((await getJson<Details>(api, `/api/sapna/v1/payment-details/${payment.id}`)).actions.requestRefund) return payment;
      }
    }
  }
  throw new Error('no approved payment of the agent is open to a refund request');
}

test('an agent asks for a refund online, goes offline and still sees the request on the payment page', async ({ page, baseURL }) => {
  const agentApi = await signedInApi(baseURL ?? '');
  try {
    const payment = await refundablePayment(agentApi);
    const remark = `Refund ${uniqueLetters()}`;
    await signInAndPrime(page, 'agent');
    await page.goto(`/payment/${payment.id}`);
    await page.getByRole('button', { name: 'Request refund' }).click();
    const dialog = page.getByRole('dialog', { name: `Request a refund of payment #${payment.id}` });
    await dialog.getByLabel('Amount (₹)').fill('1');
    await dialog.getByLabel('Remark').fill(remark);
    await dialog.getByRole('button', { name: 'Send for approval' }).click();
    await expect(notice(page, 'Refund sent for approval')).toBeVisible();
    const requests = page.getByRole('region', { name: 'Refund requests table' });
    await expect(requests).toContainText(remark);
    await waitForSynced(page);

    await goOffline(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Payment #${payment.id}\\b`) })).toBeVisible();
    const offline = page.getByRole('region', { name: 'Refund requests table' });
    await expect(offline).toContainText(remark);
    await expect(offline).toContainText('Pending');
  } finally {
    await agentApi.dispose();
  }
});
