import { expect, signInAndWaitForHome, test } from './support';
import type { Page } from '@playwright/test';
import { myAccounts } from './accounts-support';

// SYNC.md: my-accounts, the account page, my-opportunities, the opportunity page, termsheets and comments read
// from the device's mirror and work the same offline as online.

const syncStatus = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Sync status:/ });

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

type AccountPage = { account: { name: string }; opportunities: { id: number; name: string }[] };
type Paged<T> = { results: T[] };

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

test('an agent reads their book offline: my-accounts (and a contact found by its number), an account with its contacts and comments, an opportunity with its termsheets and milestones, my-opportunities', async ({
  page,
  context,
}) => {
  await signInAndWaitForHome(page, 'agent');
  await waitForServiceWorkerControl(page);
  await expect(syncStatus(page)).toContainText(/Synced \d\d:\d\d [AP]M/, { timeout: 60_000 });

  // What the server shows, read while online: an account with an opportunity that has a milestone.
  const candidates = (await myAccounts(page, 'sort=accountId&order=asc')).slice(0, 40);
  let picked: { accountId: number; page: AccountPage; opportunityId: number; milestone: string; termsheetId: number } | null = null;
  for (const account of candidates) {
    const accountPage = await getJson<AccountPage>(page, `/api/sapna/v3/account-page/${account.accountId}`);
    for (const opportunity of accountPage.opportunities.slice(0, 3)) {
      const milestones = await getJson<Paged<{ name: string; termsheetId: number }>>(page, `/api/sapna/v1/milestone?opportunityId=${opportunity.id}`);
      const first = milestones.results[0];
      if (first) {
        picked = { accountId: account.accountId, page: accountPage, opportunityId: opportunity.id, milestone: first.name, termsheetId: first.termsheetId };
        break;
      }
    }
    if (picked) break;
  }
  if (!picked) throw new Error('no account of the agent has an opportunity with a milestone');
  const contacts = await getJson<Paged<{ name: string; phone: string | null; email: string | null; contactTypeId: number; isVerified: boolean }>>(
    page,
    `/api/sapna/v1/contact?filters=active==true;accountId==${picked.accountId}`,
  );
  const comments = await getJson<Paged<{ text: string }>>(page, `/api/sapna/v1/comment/search?entityTypeId=3&entityId=${picked.accountId}&page=0`);
  const approvals = await getJson<Paged<{ id: number }>>(page, `/api/sapna/v1/approval?opportunityId=${picked.opportunityId}`);

  await context.setOffline(true);
  await expect(syncStatus(page)).toContainText('Offline');
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/sapna/')) apiCalls.push(request.url());
  });

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'My Accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Accounts' })).toBeVisible();
  // Issue 55: the search also finds the account's contact by its phone number (or email), from the device's copy.
  const shownContacts = contacts.results.filter((c) => c.contactTypeId !== 8 || c.isVerified);
  const contact = shownContacts[0];
  if (!contact) throw new Error(`account ${picked.accountId} shows no contact`);
  const typed = contact.phone ?? contact.email ?? contact.name;
  await page.getByLabel('Search accounts').fill(typed);
  const foundContacts = page.getByRole('region', { name: 'Contacts found' });
  await expect(foundContacts).toContainText('From this device’s copy of your book.');
  await expect(foundContacts.getByRole('listitem').filter({ hasText: contact.name }).getByRole('link', { name: `Account#${picked.accountId}` }).first()).toBeVisible();

  const prefix = picked.page.account.name.split(' ')[0] ?? picked.page.account.name;
  await page.getByLabel('Search accounts').fill(prefix);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(prefix)}`));
  const table = page.getByRole('table', { name: 'My accounts' });
  await table.getByRole('link', { name: String(picked.accountId), exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: picked.page.account.name })).toBeVisible();
  await expect(page.getByText('Total account value')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Contacts of this account' })).toContainText(contact.name);
  if (comments.results[0]) await expect(page.getByRole('region', { name: 'Comments' })).toContainText(comments.results[0].text);

  await page.locator(`main a[href$="/${picked.opportunityId}"]`).first().click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Opportunity#${picked.opportunityId}`);
  await expect(page.getByRole('region', { name: 'Milestones', exact: true })).toContainText(picked.milestone);
  await expect(page.getByRole('region', { name: 'Termsheets', exact: true })).toContainText(`#${picked.termsheetId}`);
  // The opportunity's approvals are on the device too (issue 9), and no error notice pops up for a read without a network.
  const approvalsRegion = page.getByRole('region', { name: 'Approvals', exact: true });
  const newestApproval = approvals.results[0];
  if (newestApproval) await expect(approvalsRegion).toContainText(`approval #${newestApproval.id}`);
  else await expect(approvalsRegion).toContainText('No approvals yet.');
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);

  await nav.getByRole('link', { name: 'My Opportunities' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My opportunities' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'My opportunities' }).getByRole('row')).not.toHaveCount(0);
  await expect(page.getByRole('region', { name: 'My opportunities' }).getByRole('row').nth(1)).toBeVisible();

  // The book's reads above answered from the device: none of them asked the server (reference data and the
  // agent list are other reads, served from the service worker's cache).
  const bookReads = /\/sapna\/v\d\/(account\/search|account-page|contact|account-legal-entity|comment\/search|opportunity\/search|opportunity-page|milestone|termsheet|approval)\b/;
  expect(apiCalls.filter((url) => bookReads.test(url))).toEqual([]);
  await context.setOffline(false);
});
