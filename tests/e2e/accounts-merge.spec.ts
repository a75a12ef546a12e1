import { addSavedSession, expect, signInAndWaitForHome, test } from './support';
import { DEMO_USERS } from '../../src/server/seed/demo/demo-users';
import { myAccounts, notice } from './accounts-support';

test.describe('merging accounts', () => {
  test('an admin finds two accounts by key, keeps one and merges the other into it', async ({ page }) => {
    await signInAndWaitForHome(page, 'admin');
    // Two active accounts of one generated agent (not a demo sign-in): no other test works on them.
    const demoNames = new Set(DEMO_USERS.map((u) => `${u.firstName} ${u.lastName}`));
    const rows = (await myAccounts(page, 'sort=accountId&order=desc')).filter((a) => a.statusId === 1 && a.agentName !== null && !demoNames.has(a.agentName));
    const survivor = rows[0];
    const duplicate = rows.find((a) => a.agentId === survivor?.agentId && a.accountId !== survivor.accountId);
    if (!survivor || !duplicate) throw new Error('no two accounts of one agent to merge');

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Merge Accounts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Merge Accounts' })).toBeVisible();
    const key = page.getByLabel('Account id, housing profile id or name');
    const found = page.getByRole('table', { name: 'Accounts found' });

    await key.fill('zzzz no such account');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No Such Accounts Exists.')).toBeVisible();

    await key.fill(String(survivor.accountId));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await found.getByRole('radio', { name: `Keep account ${survivor.accountId} ${survivor.accountName}` }).check();
    await key.fill(String(duplicate.accountId));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await found.getByRole('checkbox', { name: `Merge account ${duplicate.accountId} ${duplicate.accountName}` }).check();

    const selected = page.getByRole('region', { name: 'Selected accounts' });
    await expect(selected).toContainText(`#${survivor.accountId} ${survivor.accountName}`);
    await expect(selected).toContainText(`#${duplicate.accountId} ${duplicate.accountName}`);
    await selected.getByRole('button', { name: 'Merge accounts' }).click();
    const confirm = page.getByRole('dialog', { name: 'Merge accounts?' });
    await expect(confirm).toContainText(`into #${survivor.accountId}`);
    await confirm.getByRole('button', { name: 'Merge', exact: true }).click();
    await expect(notice(page, 'Action successfully completed!')).toBeVisible();
    await expect(selected.getByRole('status')).toContainText(`Merged #${duplicate.accountId} into`);

    // The merged account is gone from the key search, and its page says where it went.
    await expect(page.getByText('No Such Accounts Exists.')).toBeVisible();
    await page.goto(`/account/${duplicate.accountId}`);
    await expect(page.getByText(`This account has been merged into account ${survivor.accountId} and can no longer be edited.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit account' })).toHaveCount(0);
  });

  test('an admin reviews accounts that signed up from one IP', async ({ page }) => {
    await addSavedSession(page, 'admin');
    await page.goto('/merge-accounts');
    await page.getByRole('link', { name: 'IP-detected duplicates' }).click();
    const groups = page.getByRole('table', { name: 'Groups of accounts sharing a sign-up IP' });
    const first = groups.getByRole('row').nth(1);
    const ip = (await first.getByRole('cell').nth(1).textContent()) ?? '';
    await first.getByRole('link', { name: /^Review group \d+$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^IP group \d+$/ })).toBeVisible();
    const accounts = page.getByRole('table', { name: `Accounts that signed up from ${ip}` });
    await expect(accounts.getByRole('radio')).not.toHaveCount(0);
    expect(await accounts.getByRole('radio').count()).toBeGreaterThanOrEqual(2);
  });
});
