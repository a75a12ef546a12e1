import type { APIResponse, Page } from '@playwright/test';
import { getJson, goOffline, goOnline, SAVED_ON_DEVICE, signedInApi, signInAndPrime, waitForEmptyOutbox } from './offline-support';
import { CONSOLE_REQUEST_HEADERS } from '../../src/domain/auth/console-request';
import { addSavedSession, expect, test } from './support';

// The approvals a field agent raised stay readable offline. On the opportunity page they come from the device's
// mirror (approvals about the opportunities in scope: offline-money.spec.ts); so does approval-page's "Approvals you
// asked for" list offline (useRaisedApprovals). Its GET answers are also kept by the service worker's per-user cache
// (network first, 24 hours), so a page the agent opened online opens offline too.
test('an agent reads the approvals they raised offline, on approval-page', async ({ page }) => {
  await signInAndPrime(page, 'agent');
  await page.goto('/approval-page');
  const raised = page.getByRole('table', { name: 'Approvals you asked for' });
  await expect(raised).toContainText('Refund');
  await goOffline(page);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Approvals you asked for' })).toContainText('Refund');
  await expect(page.getByText('Nothing to approve')).toBeVisible();
});

// Never opened online, so the service worker's cache holds no answer: the list comes from the device's mirror.
test('offline, an agent opens approval-page for the first time and sees the approvals they raised, from the device', async ({ page, baseURL }) => {
  const agentApi = await signedInApi(baseURL ?? '');
  try {
    const raised = (await getJson<{ results: { id: number; approvalType: string; requestedBy: { name: string } }[] }>(agentApi, '/api/sapna/v1/approval/raised-approvals?size=50')).results;
    const refund = raised.find((a) => a.approvalType === 'Refund');
    if (!refund) throw new Error('the agent raised no Refund approval');
    await signInAndPrime(page, 'agent');
    await goOffline(page);
    await page.goto('/approval-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Approvals you asked for' });
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: `#${refund.id}`, exact: true }) });
    await expect(row).toContainText('Refund');
    await expect(row).toContainText(refund.requestedBy.name);
  } finally {
    await page.context().setOffline(false);
    await agentApi.dispose();
  }
});

// Whoever a matrix names may keep an offline copy (a team leader): a review taken offline is queued with the
// approval's version and applied on sync, audited as offline work.
// It once failed on a fresh worker under load: the shell's offline runtime loads on demand, so the Review click came
// before the session was open and went to the server. Writes now wait for the session the shell is opening
// (session-expected.ts, awaitOfflineSession).
/** The first of the agent's package mappings that takes an extension request (409: one is already pending on it). */
async function requestExtension(desk: Page): Promise<APIResponse> {
  const deals = (await (await desk.request.get('/api/sapna/v1/opportunity/search?size=50&page=0')).json()) as { results: { id: number }[] };
  for (const deal of deals.results) {
    const opportunity = (await (await desk.request.get(`/api/sapna/v3/opportunity-page/${deal.id}`)).json()) as { opportunityPackageMappingDetails?: { id: number }[] };
    for (const mapping of opportunity.opportunityPackageMappingDetails ?? []) {
      const sent = await desk.request.post('/api/sapna/v1/approval-reviewal/send-for-approval', {
        data: { entityTypeId: 18, entityId: mapping.id, durationInDays: 5, approvalType: 'ExtendSlotDate' },
        headers: CONSOLE_REQUEST_HEADERS,
      });
      if (sent.status() !== 409) return sent;
    }
  }
  throw new Error('no package mapping of the agent takes an extension request');
}

test('a team leader named by a matrix reviews offline; the review is applied on sync', async ({ page, browser, baseURL }) => {
  // Four sign-ins and a device priming: the first test of a fresh worker also installs the service worker cold.
  test.slow();
  const other = await browser.newContext({ baseURL });
  const desk = await other.newPage();
  await addSavedSession(desk, 'admin');
  const levels = async () =>
    ((await (await desk.request.get('/api/sapna/approving-designations?approvalType=ExtendSlotDate&domainId=5')).json()) as { results: { id: number; designationId: number; approvalLevel: number }[] }).results;
  const setLevels = async (wanted: { designationId: number; approvalLevel: number }[]) => {
    for (const level of await levels()) expect((await desk.request.delete(`/api/sapna/approving-designations?id=${level.id}&approvalType=ExtendSlotDate&domainId=5`, { headers: CONSOLE_REQUEST_HEADERS })).ok()).toBe(true);
    for (const level of wanted) expect((await desk.request.post('/api/sapna/approving-designations', { data: { approvalType: 'ExtendSlotDate', domainId: 5, ...level }, headers: CONSOLE_REQUEST_HEADERS })).ok()).toBe(true);
  };
  const before = (await levels()).map(({ designationId, approvalLevel }) => ({ designationId, approvalLevel }));
  // TL (32) reviews at level 1, NSH (40) approves at level 2.
  await setLevels([
    { designationId: 32, approvalLevel: 1 },
    { designationId: 40, approvalLevel: 2 },
  ]);
  try {
    await addSavedSession(desk, 'agent');
    // An extension names a package mapping of one of the agent's deals (issue 56); one without an extension pending.
    const sent = await requestExtension(desk);
    expect(sent.ok()).toBe(true);
    const approvalId = ((await sent.json()) as { approvalId: number }).approvalId;

    await signInAndPrime(page, 'team-leader');
    await page.goto(`/approval/${approvalId}`);
    await expect(page.getByRole('button', { name: 'Review', exact: true })).toBeVisible();
    await goOffline(page);
    await page.getByLabel('Remark').fill('Checked on site');
    await page.getByRole('button', { name: 'Review', exact: true }).click();
    await expect(page.getByText(SAVED_ON_DEVICE).first()).toBeVisible();
    await goOnline(page);
    await waitForEmptyOutbox(page);
    await page.goto(`/approval/${approvalId}`);
    const history = page.getByRole('table', { name: 'Approval history' });
    await expect(history).toContainText('Checked on site');
    await expect(history).toContainText('Offline');
  } finally {
    await addSavedSession(desk, 'admin');
    await setLevels(before);
    await other.close();
  }
});
