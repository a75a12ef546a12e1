import { readFileSync } from 'node:fs';
import { addSavedSession, expect, signInAndWaitForHome, test } from './support';
import { notice, pickAccount, uniqueWord } from './accounts-support';

const FINANCIAL_INSTITUTION = 4;
const MARKETING_AGENCY = 5;
const OWNER = 3;

test.describe('an agent works an account', () => {
  test('finds an account on my-accounts by searching, opens it and edits its details', async ({ page }) => {
    await signInAndWaitForHome(page, 'agent');
    const account = await pickAccount(page, (a) => a.clientTypeId === FINANCIAL_INSTITUTION && a.statusId === 1);

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Accounts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Accounts' })).toBeVisible();
    const table = page.getByRole('table', { name: 'My accounts' });
    await expect(table.getByRole('row')).not.toHaveCount(1);

    const prefix = account.accountName.split(' ')[0] ?? account.accountName;
    await page.getByLabel('Search accounts').fill(prefix);
    // The search is debounced, then kept in the URL.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(prefix)}`));
    await expect(page.getByText(/match these filters$/)).toBeVisible();
    // The last rows stay on screen, marked busy, until the search's rows come.
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    for (const name of await table.getByRole('row').locator('td:nth-child(2)').allTextContents()) expect(name.toLowerCase().startsWith(prefix.toLowerCase())).toBe(true);

    // The CSV holds what is filtered, every matching account.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('my-accounts.csv');
    const csv = readFileSync((await download.path()) ?? '', 'utf8').trim().split('\n');
    expect(csv[0]).toContain('accountId,accountName');
    expect(csv.slice(1).every((line) => line.toLowerCase().includes(`,${prefix.toLowerCase()}`))).toBe(true);
    expect(csv.some((line) => line.startsWith(`${account.accountId},`))).toBe(true);

    await table.getByRole('link', { name: String(account.accountId), exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/account/${account.accountId}$`));
    await expect(page.getByRole('heading', { level: 1, name: account.accountName })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Account#${account.accountId}`);
    await expect(page.getByText('Total account value')).toBeVisible();

    await page.getByRole('button', { name: 'Edit account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit account details' });
    await dialog.getByLabel('PAN').fill('ABC12');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByText('PAN is not valid')).toBeVisible();
    await expect(dialog.getByLabel('PAN')).toBeFocused();
    await dialog.getByLabel('PAN').fill('abcde1234f');
    const address = `Office ${uniqueWord()}, MG Road, Pune`;
    await dialog.getByLabel('Address').fill(address);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notice(page, 'Account Details Updated!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const details = page.getByRole('region', { name: 'Account details' });
    await expect(details).toContainText(address);
    await expect(details).toContainText('ABCDE1234F');

    // Back to the list: the search is still there.
    await page.goBack();
    await expect(page.getByLabel('Search accounts')).toHaveValue(prefix);
    await expect(table.getByRole('link', { name: String(account.accountId), exact: true })).toBeVisible();
  });

  test('adds a contact after fixing a bad phone number, and dials it from a tel: link', async ({ page }) => {
    await addSavedSession(page, 'agent');
    const account = await pickAccount(page, (a) => a.clientTypeId === MARKETING_AGENCY && a.statusId === 1);
    await page.goto(`/account/${account.accountId}`);

    const contacts = page.getByRole('region', { name: 'Contacts' });
    await contacts.getByRole('button', { name: 'Add contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add contact' });
    const name = `Asha ${uniqueWord()}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Phone').fill('98765');
    await dialog.getByLabel('Email').fill('asha@example.com');
    await dialog.getByLabel('Contact type').selectOption({ label: 'Accounts' });
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await expect(dialog.getByText('Phone number must be exactly 10 digits.')).toBeVisible();
    await expect(dialog.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Phone').fill('9876501234');
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await expect(notice(page, 'New contact added!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = contacts.getByRole('listitem').filter({ hasText: name });
    await expect(card.getByRole('link', { name: '9876501234' })).toHaveAttribute('href', 'tel:9876501234');
    await expect(card).toContainText('Not verified');

    // Its own resend-verification state, then delete it.
    await card.getByRole('button', { name: `Resend verification link to ${name}` }).click();
    await expect(card.getByText('Verification link sent to asha@example.com')).toBeVisible();
    await card.getByRole('button', { name: `Delete contact ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete contact?' }).getByRole('button', { name: 'Delete contact' }).click();
    await expect(notice(page, 'Contact deleted successfully.')).toBeVisible();
    await expect(contacts.getByText(name)).toHaveCount(0);
  });

  test('adds a legal entity and its billing address, after the PIN rule refuses a bad PIN', async ({ page }) => {
    await addSavedSession(page, 'agent');
    const account = await pickAccount(page, (a) => a.clientTypeId === FINANCIAL_INSTITUTION && a.statusId === 1, 1);
    await page.goto(`/account/${account.accountId}`);

    const panel = page.getByRole('region', { name: 'Legal entities' });
    await panel.getByRole('button', { name: 'Add legal entity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add legal entity' });
    await dialog.getByRole('button', { name: 'Create legal entity' }).click();
    await expect(dialog.getByText('This field is required.')).toHaveCount(2); // legal name, and GST for a registered customer
    const legalName = `Kiran ${uniqueWord()} Finance Pvt Ltd`;
    await dialog.getByLabel('Legal name').fill(`${legalName} @`);
    await dialog.getByLabel('PAN').fill('AAACK1234Q');
    await dialog.getByLabel('Unregistered customer').check();
    await dialog.getByRole('button', { name: 'Create legal entity' }).click();
    await expect(dialog.getByText('Special characters are not allowed.')).toBeVisible();
    await dialog.getByLabel('Legal name').fill(legalName);
    await dialog.getByRole('button', { name: 'Create legal entity' }).click();
    await expect(notice(page, 'New Legal Entity Created')).toBeVisible();

    const card = panel.getByRole('listitem').filter({ hasText: legalName });
    await expect(card).toContainText('Not available');
    await card.getByRole('button', { name: `Add billing address of ${legalName}` }).click();
    const address = page.getByRole('dialog', { name: 'Add billing address' });
    await address.getByLabel('Address').fill('Plot 12, Baner Road');
    await address.getByLabel('City').selectOption({ label: 'Pune' });
    await address.getByLabel('PIN code').fill('012345');
    await address.getByRole('button', { name: 'Save address' }).click();
    await expect(address.getByText('PIN is not valid')).toBeVisible();
    await address.getByLabel('PIN code').fill('411045');
    await address.getByRole('button', { name: 'Save address' }).click();
    await expect(address).toBeHidden();
    await expect(card).toContainText('Plot 12, Baner Road');
    await expect(card).toContainText('Pune 411045');
    await expect(card.getByRole('button', { name: `Add shipping address of ${legalName}` })).toBeVisible();
  });

  test('sees the opportunities with their renewal tags, the listings by type and the tickets, and raises a ticket', async ({ page }) => {
    await addSavedSession(page, 'agent');
    const account = await pickAccount(page, (a) => a.clientTypeId === OWNER && a.statusId === 1 && a.housingProfileId !== null);
    await page.goto(`/account/${account.accountId}`);

    const opportunities = page.getByRole('table', { name: 'Opportunities' });
    await expect(opportunities.getByText('Loading...')).toHaveCount(0);
    const rows = opportunities.getByRole('row');
    if ((await rows.count()) > 1) await expect(rows.nth(1).getByRole('cell').nth(11)).toHaveText(/New|Renewal/);

    const listings = page.getByRole('region', { name: 'Listings' });
    await expect(listings.locator('p', { hasText: 'Live listings:' })).toContainText(/BUY \d+/);
    for (const type of ['BUY', 'RENT', 'PG', 'COMMERCIAL']) await expect(listings.getByRole('tab', { name: new RegExp(`^${type} \\(\\d+\\)$`) })).toBeVisible();
    await listings.getByRole('tab', { name: /^RENT/ }).click();
    await expect(listings.getByRole('table', { name: 'RENT listings' })).toBeVisible();

    const tickets = page.getByRole('region', { name: 'Tickets' });
    await tickets.getByRole('button', { name: 'Raise a ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Raise a ticket' });
    await dialog.getByLabel('Category', { exact: true }).selectOption({ label: 'Map' });
    await dialog.getByLabel('Sub-category').selectOption({ index: 1 });
    await dialog.getByLabel('Summary').fill('Map this account to its seller profile');
    await dialog.getByRole('button', { name: 'Raise ticket' }).click();
    await expect(dialog.getByText('Please enter Housing profile id')).toBeVisible();
    await dialog.getByLabel('Housing profile id').fill(account.housingProfileId ?? 'profile');
    await dialog.getByRole('button', { name: 'Raise ticket' }).click();
    const raised = page.getByRole('dialog', { name: 'Ticket raised' });
    const link = raised.getByRole('link', { name: /^Open CRM-\d+$/ });
    // The ticket's own page (issue 52), as the create answer's site_link.
    await expect(link).toHaveAttribute('href', /\/ticket\/\d+$/);
    const key = ((await link.textContent()) ?? '').replace('Open ', '');
    await raised.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(tickets.getByRole('table', { name: 'Tickets' }).getByRole('row').filter({ hasText: key })).toContainText('Map this account to its seller profile');
  });
});
