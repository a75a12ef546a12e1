import type { APIRequestContext, Page } from '@playwright/test';
import { CONSOLE_REQUEST_HEADERS } from '../../src/domain/auth/console-request';
import { addSavedSession, expect, signInAndWaitForHome, test } from './support';
import { getJson, signedInApi } from './offline-support';
import { notice, opportunityPath } from './opportunity-support';

// Issue 52: account-link sharing behind its settings (spec 000 §6), the Settings screen, the notifications page.
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const settingRow = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('button', { name: `Edit ${name}`, exact: true }) });
const ROLE_REFUSAL = 'Only admins and owner agents may share account links.';

type Paged<T> = { results: T[]; totalCount: number };
type OpportunityRow = { id: number; kind: string };

/** The signed-in user's first opportunity of `kind` whose account has an active contact with an e-mail (the reshare's recipient). */
async function opportunityWithMailableContact(api: APIRequestContext, kind: string): Promise<OpportunityRow & { accountId: number }> {
  const rows = await getJson<Paged<OpportunityRow>>(api, '/api/sapna/v1/opportunity/search?size=100');
  for (const row of rows.results) {
    const opportunity = await getJson<{ id: number; kind: string; accountId: number }>(api, `/api/sapna/v3/opportunity-page/${row.id}`);
    if (opportunity.kind !== kind) continue;
    const contacts = await getJson<Paged<{ email: string | null }>>(api, `/api/sapna/v1/contact?filters=active==true;accountId==${opportunity.accountId}`);
    if (contacts.results.some((c) => c.email)) return opportunity;
  }
  throw new Error(`no ${kind} opportunity with a contact e-mail`);
}

test.describe('account-link sharing and its settings', () => {
  test.afterAll(async ({ baseURL }) => {
    // Back to the demo's settings (off, nobody listed) for the specs that run after this one on the same server.
    const admin = await signedInApi(baseURL ?? '', 'admin');
    await admin.put('/api/sapna/v1/dynamicProperties/accountLinkSharing.enabled', { data: { value: false } });
    await admin.put('/api/sapna/v1/dynamicProperties/accountLinkSharing.allowList', { data: { value: [] } });
    await admin.dispose();
  });

  test('an admin turns sharing on for an owner agent on the Settings screen; the owner agent shares, a field agent cannot', async ({ page, baseURL }) => {
    await signInAndWaitForHome(page, 'admin');
    await mainMenu(page).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(settingRow(page, 'Account-link sharing')).toContainText('Off');

    // The allow-list: a bad address is refused at the field, nothing saved.
    await page.getByRole('button', { name: 'Edit Account-link sharing allow-list', exact: true }).click();
    const listDialog = page.getByRole('dialog', { name: 'Edit Account-link sharing allow-list' });
    await listDialog.getByLabel('Account-link sharing allow-list').fill('owner-agent@housing.example\nnot-an-email');
    await listDialog.getByRole('button', { name: 'Save setting' }).click();
    await expect(listDialog.getByText('Each entry must be an e-mail address.')).toBeVisible();
    await listDialog.getByLabel('Account-link sharing allow-list').fill('owner-agent@housing.example\nagent@housing.example');
    await listDialog.getByRole('button', { name: 'Save setting' }).click();
    await expect(notice(page, 'Dynamic property saved')).toBeVisible();
    await expect(listDialog).toBeHidden();
    const listRow = settingRow(page, 'Account-link sharing allow-list');
    await expect(listRow).toContainText('owner-agent@housing.example, agent@housing.example');
    await expect(listRow).toContainText('Aarti Menon');

    await page.getByRole('button', { name: 'Edit Account-link sharing', exact: true }).click();
    const switchDialog = page.getByRole('dialog', { name: 'Edit Account-link sharing' });
    await switchDialog.getByLabel('Account-link sharing').selectOption({ label: 'On' });
    await switchDialog.getByRole('button', { name: 'Save setting' }).click();
    await expect(switchDialog).toBeHidden();
    await expect(settingRow(page, 'Account-link sharing')).toContainText('On');
    await expect(settingRow(page, 'Account-link sharing')).toContainText('Aarti Menon');

    // The owner agent on the list sees the reshare action and the link goes out.
    const ownerApi = await signedInApi(baseURL ?? '', 'owner-agent');
    const owned = await opportunityWithMailableContact(ownerApi, 'owner');
    await ownerApi.dispose();
    await addSavedSession(page, 'owner-agent');
    await page.goto(opportunityPath(owned.kind, owned.id));
    await page.getByRole('button', { name: 'Reshare payment link' }).click();
    await expect(notice(page, 'Link shared successfully')).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Settings' })).toHaveCount(0);

    // A field agent, though listed, has no reshare action, and the server refuses them.
    const agentApi = await signedInApi(baseURL ?? '', 'agent');
    const mine = await getJson<Paged<OpportunityRow>>(agentApi, '/api/sapna/v1/opportunity/search?size=10');
    const deal = mine.results[0]!;
    const refused = await agentApi.get(`/api/sapna/v2/opportunity/reshare-payment-link?opportunityId=${deal.id}`);
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ error: { msg: ROLE_REFUSAL } });
    expect((await agentApi.get('/api/sapna/v1/dynamicProperties')).status()).toBe(403);
    await agentApi.dispose();
    await addSavedSession(page, 'agent');
    await page.goto(opportunityPath(deal.kind, deal.id));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reshare payment link' })).toHaveCount(0);
    await expect(mainMenu(page).getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toHaveCount(0);

    // Sharing off again: the owner agent's action goes, and the server refuses them.
    const admin = await signedInApi(baseURL ?? '', 'admin');
    expect((await admin.put('/api/sapna/v1/dynamicProperties/accountLinkSharing.enabled', { data: { value: false } })).status()).toBe(200);
    await admin.dispose();
    await addSavedSession(page, 'owner-agent');
    await page.goto(opportunityPath(owned.kind, owned.id));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reshare payment link' })).toHaveCount(0);
    const off = await page.request.get(`/api/sapna/v2/opportunity/reshare-payment-link?opportunityId=${owned.id}`, { headers: CONSOLE_REQUEST_HEADERS });
    expect(off.status()).toBe(403);
  });
});

test.describe('the notifications page', () => {
  test('pages the whole history 20 at a time, filters unread and read in the URL, marks one and then all read', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    // 22 notifications for the demo agent: payments of theirs that finance rejects (each rejection notifies the owner).
    const agentApi = await signedInApi(baseURL ?? '', 'agent');
    const pending = await getJson<Paged<{ milestoneId: number; opportunityId: number }>>(agentApi, '/api/sapna/v1/payment/key-search?statusGroup=pending&page=0');
    const me = (await getJson<{ id: number }>(agentApi, '/api/user/details')).id;
    let milestoneId: number | undefined;
    for (const p of pending.results) {
      if ((await getJson<{ ownerId: number | null }>(agentApi, `/api/sapna/v3/opportunity-page/${p.opportunityId}`)).ownerId === me) {
        milestoneId = p.milestoneId;
        break;
      }
    }
    expect(milestoneId, 'a milestone on a deal the demo agent owns').toBeDefined();
    const financeApi = await signedInApi(baseURL ?? '', 'finance');
    // Two at a time: 44 calls one by one took most of a minute on the shared 2-core machine at the start of a run.
    const recordAndReject = async () => {
      const recorded = await agentApi.post('/api/sapna/v1/payment', { data: { milestoneId, amount: 1, modeOfPaymentId: 1, paymentType: 'normal', pinCode: '560001' } });
      expect(recorded.status(), await recorded.text()).toBe(200);
      const paymentId = ((await recorded.json()) as { id: number }).id;
      const rejected = await financeApi.put(`/api/sapna/v1/payment/${paymentId}/status`, { data: { action: 'reject', remark: 'E2E notifications page' } });
      expect(rejected.status(), await rejected.text()).toBe(200);
    };
    for (let i = 0; i < 22; i += 2) await Promise.all([recordAndReject(), recordAndReject()]);
    await financeApi.dispose();
    const total = (await getJson<Paged<unknown>>(agentApi, '/api/sapna/v1/notifications?page=0')).totalCount;
    expect(total).toBeGreaterThanOrEqual(22);
    await agentApi.dispose();

    await signInAndWaitForHome(page, 'agent');
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await page.getByRole('region', { name: 'Notifications' }).getByRole('link', { name: 'See all' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Notifications' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText('rejected');
    const pager = page.getByRole('navigation', { name: 'Notification pages' });
    await pager.getByRole('button', { name: /next/i }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows).toHaveCount(Math.min(20, total - 20));

    await page.getByLabel('Show').selectOption({ label: 'Unread' });
    await expect(page).toHaveURL(/read=unread/);
    await expect(page).not.toHaveURL(/page=2/);
    // The list kit keeps the last rows on screen (marked busy) while the filtered page loads: read the first unread
    // row once the filtered rows are in.
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    const firstUnread = rows.first();
    await expect(firstUnread).toContainText('Unread');
    const title = (await firstUnread.getByRole('link').first().textContent()) ?? '';
    await firstUnread.getByRole('button', { name: `Mark read: ${title}` }).click();
    await expect(notice(page, 'Notification marked read')).toBeVisible();
    await expect(table.getByRole('link', { name: title, exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.locator('[data-notice-kind]', { hasText: /\d+ notifications? marked read/ }).first()).toBeVisible();
    await expect(page.getByText('No unread notifications.')).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/read=unread/);
    await expect(page.getByText('No unread notifications.')).toBeVisible();

    await page.getByLabel('Show').selectOption({ label: 'Read' });
    await expect(page).toHaveURL(/read=read/);
    await expect(rows).toHaveCount(20);
    await expect(table.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toHaveCount(0);
  });
});
