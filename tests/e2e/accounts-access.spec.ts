import { addSavedSession, expect, test } from './support';
import type { Page } from '@playwright/test';
import { myAccounts, pickAccount } from './accounts-support';

/** No control on the account page that would change anything. */
async function expectNoEditControls(page: Page) {
  for (const name of ['Edit account', 'Create opportunity', 'Add contact', 'Add legal entity', /^Edit /, /^Delete /, /^Add (billing|shipping) address/, /^Edit (billing|shipping) address/]) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
}

test.describe('who may change an account', () => {
  test('a read-only user (RCM) sees the account in full but no edit controls', async ({ page }) => {
    await addSavedSession(page, 'rcm');
    const [account] = await myAccounts(page, 'clientStatusId=1');
    if (!account) throw new Error('rcm sees no accounts');
    await page.goto(`/account/${account.accountId}`);

    await expect(page.getByRole('heading', { level: 1, name: account.accountName })).toBeVisible();
    await expect(page.getByText('You have read-only access: you can see this account but not change it.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contacts' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Legal entities' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Opportunities' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Comments' }).getByRole('list', { name: 'Comments' })).toBeVisible();
    await expectNoEditControls(page);
    await expect(page.getByRole('button', { name: 'Add comment' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Raise a ticket' })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Do not disturb' })).toHaveCount(0);
    await expect(page.getByText(/^Do not disturb: (On|Off)$/)).toBeVisible();
  });

  test("an inactive account shows 'Alert Inactive Profile' with its Lookup account id, and no edit controls", async ({ page }) => {
    await addSavedSession(page, 'agent');
    const account = await pickAccount(page, (a) => a.statusId === 5);
    const details = (await (await page.request.get(`/api/sapna/v3/account-page/${account.accountId}`)).json()) as { account: { lookupAccountId: string } };
    await page.goto(`/account/${account.accountId}`);

    const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Alert Inactive Profile' }) });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('contact the BRM team');
    await expect(alert).toContainText(details.account.lookupAccountId);
    await expect(page.getByText('This account is Inactive, so its details, contacts and legal entities cannot be edited.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contacts' }).getByRole('listitem').first()).toBeVisible();
    await expectNoEditControls(page);
  });

  test('my-accounts says plainly when nothing matches, and clearing the filters brings the accounts back', async ({ page }) => {
    await addSavedSession(page, 'ticketing');
    await page.goto('/my-accounts?q=zzzz%20no%20such%20account&clientStatusId=1');
    await expect(page.getByText('No accounts match these filters.')).toBeVisible();
    await expect(page.getByLabel('Client status')).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('table', { name: 'My accounts' }).getByRole('row')).toHaveCount(101);
    await expect(page.getByRole('navigation', { name: 'Accounts pages' })).toContainText('Showing 1–100 of');
    await page.getByRole('navigation', { name: 'Accounts pages' }).getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('navigation', { name: 'Accounts pages' })).toContainText('Showing 101–200 of');
  });

  test('the merge screens are for admins only', async ({ page }) => {
    await addSavedSession(page, 'agent');
    await page.goto('/merge-accounts');
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Merge Accounts' })).toHaveCount(0);
  });
});
