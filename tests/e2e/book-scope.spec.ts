import { addSavedSession, expect, test } from './support';
import { myAccounts, notice } from './accounts-support';
import { goOffline, goOnline, signInAndPrime, uniqueLetters } from './offline-support';

// Issue 52: an agent's book holds the accounts behind the deals they own (DOMAIN.md "Scope"). The second brand's
// agent using the ticket service under its own prefix: tickets.spec.ts.
test.describe("the agent's book", () => {
  test("the agent opens the account behind a deal they own on someone else's account, adds to it, and cannot edit its details", async ({ page }) => {
    await addSavedSession(page, 'agent');
    const me = (await (await page.request.get('/api/user/details')).json()) as { id: number };
    const account = (await myAccounts(page, 'sort=accountId&order=asc')).find((a) => a.agentId !== null && a.agentId !== me.id && a.statusId !== 5 && a.statusId !== 6);
    if (!account) throw new Error("the demo agent's book lists no account of another agent behind their deals");

    await page.goto(`/account/${account.accountId}`);
    await expect(page.getByRole('heading', { level: 1, name: account.accountName })).toBeVisible();
    await expect(page.getByText(`This account is ${account.agentName}'s: you can add contacts, deals, comments and tickets; only its agent can edit its details and legal entities.`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Opportunities' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Legal entities' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit account' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add legal entity' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Tickets' }).getByRole('button', { name: 'Raise a ticket' })).toBeVisible();

    const contacts = page.getByRole('region', { name: 'Contacts' });
    await contacts.getByRole('button', { name: 'Add contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add contact' });
    const name = `Ravi ${uniqueLetters()}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Phone').fill('9876501234');
    await dialog.getByLabel('Contact type').selectOption({ label: 'Accounts' });
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await expect(notice(page, 'New contact added!')).toBeVisible();
    await expect(contacts.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  });

  test("offline too: the device's copy holds the account behind a deal the agent owns on someone else's account", async ({ page }) => {
    await signInAndPrime(page);
    const me = (await (await page.request.get('/api/user/details')).json()) as { id: number };
    const account = (await myAccounts(page, 'sort=accountId&order=asc')).find((a) => a.agentId !== null && a.agentId !== me.id && a.statusId !== 5 && a.statusId !== 6);
    if (!account) throw new Error("the demo agent's book lists no account of another agent behind their deals");
    await goOffline(page);
    await page.goto(`/account/${account.accountId}`);
    await expect(page.getByRole('heading', { level: 1, name: account.accountName })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Opportunities' }).getByRole('row')).not.toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Contacts' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit account' })).toHaveCount(0);
    await goOnline(page);
  });
});
