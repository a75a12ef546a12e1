import type { Page } from '@playwright/test';
import { ONLINE_ONLY_MESSAGE } from '../../src/app/ui/status/online-only-notice';
import { findOpportunity, notice } from './opportunity-support';
import { pickRecord } from './picker-support';
import { expect, signInAndWaitForHome, test } from './support';

// Issue 14, microsites: list, create-slot, edit (slot and content); online only.

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.describe('microsites', () => {
  test('an agent creates a microsite slot (messages first, offline keeps the form), edits it and opens it from the list link', async ({ page, context }) => {
    await signInAndWaitForHome(page, 'agent');
    // Issue 50: a slot is booked on a deal that sold a package with the product.
    const deal = await findOpportunity(
      page,
      'page=0',
      (o) => o.statusId !== 6 && o.statusId !== 7 && o.opportunityPackageMappingDetails.some((m) => m.opportunityProductMappingDtos.some((p) => p.productName === 'Microsite')),
    );
    await mainMenu(page).getByRole('link', { name: 'Microsites' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Microsites' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Microsite slots' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const projectCell = table.getByRole('row').nth(1).getByRole('cell').nth(1);
    const projectId = (await projectCell.innerText()).trim();
    const projectName = (await projectCell.locator('[title]').getAttribute('title'))!;

    await page.getByRole('link', { name: 'Create slot' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Microsite Slot' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Create microsite slot' });
    await form.getByRole('button', { name: 'Create slot' }).click();
    for (const message of ['Please enter start date', 'Please enter end date', 'Please enter project ID', 'Please enter opportunity ID']) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    // Issue 51: the deal and the project are picked by name.
    await pickRecord(page, form, 'Opportunity', deal.name, `#${deal.id}`);
    await pickRecord(page, form, 'Project', projectName, `#${projectId}`);
    await form.getByLabel('Start date').fill('2099-07-10');
    await form.getByLabel('End date').fill('2099-07-01');
    await form.getByRole('button', { name: 'Create slot' }).click();
    await expect(form.getByText('Please enter end date greater than start date')).toBeVisible();

    // Offline: the screen says it needs a connection, the button waits, what was typed stays (a reload too).
    await context.setOffline(true);
    await expect(page.getByText(ONLINE_ONLY_MESSAGE)).toBeVisible();
    await form.getByLabel('End date').fill('2099-07-31');
    await expect(form.getByRole('button', { name: 'Create slot' })).toBeDisabled();
    await context.setOffline(false);
    await expect(page.getByText(ONLINE_ONLY_MESSAGE)).toHaveCount(0);
    await page.reload();
    await expect(form.getByRole('combobox', { name: 'Opportunity', exact: true })).toHaveValue(deal.name);
    await expect(form.getByRole('combobox', { name: 'Project', exact: true })).toHaveValue(projectName);
    await expect(form.getByLabel('End date')).toHaveValue('2099-07-31');
    await form.getByRole('button', { name: 'Create slot' }).click();
    await expect(notice(page, 'Microsite slot created')).toBeVisible();
    const heading = page.getByRole('heading', { level: 1, name: /Microsite #\d+/ });
    await expect(heading).toBeVisible();
    const slotId = (await heading.innerText()).replace(/\D/g, '');
    await expect(page.getByTestId('microsite-status')).toHaveText('New');

    // Edit the slot, then its content.
    const edit = page.getByRole('form', { name: 'Edit microsite slot' });
    await edit.getByLabel('Status').selectOption('active');
    await edit.getByLabel('End date').fill('2099-08-15');
    await edit.getByRole('button', { name: 'Save slot' }).click();
    await expect(notice(page, 'Microsite slot updated')).toBeVisible();
    await expect(page.getByTestId('microsite-status')).toHaveText('Active');
    await expect(page.getByText('2099-07-10 to 2099-08-15')).toBeVisible();

    const content = page.getByRole('form', { name: 'Microsite content' });
    await content.getByLabel('Theme').selectOption('luxury');
    await content.getByLabel('USPs').fill('Sea view\nNext to the metro');
    await content.getByRole('button', { name: 'Add offer' }).click();
    await content.getByLabel('Offer 1 title').fill('Free parking');
    await content.getByRole('button', { name: 'Add carousel' }).click();
    await content.getByLabel('Carousel 1 title').fill('Lobby');
    await content.getByLabel('Carousel 1 image URL').fill('not a link');
    await content.getByRole('button', { name: 'Save content' }).click();
    await expect(content.getByText('Please enter a valid http(s) URL')).toBeVisible();
    await content.getByLabel('Carousel 1 image URL').fill('https://example.com/lobby.jpg');
    await content.getByLabel('Digitour URL').fill('https://example.com/tour');
    await content.getByRole('button', { name: 'Save content' }).click();
    await expect(notice(page, 'Microsite content saved')).toBeVisible();
    await page.reload();
    await expect(content.getByLabel('USPs')).toHaveValue('Sea view\nNext to the metro');
    await expect(content.getByLabel('Offer 1 title')).toHaveValue('Free parking');

    // The list's slot id opens the slot.
    await page.getByRole('link', { name: '← Microsites' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Microsites' })).toBeVisible();
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: slotId, exact: true }) });
    await expect(row).toContainText('2099-07-10');
    await expect(row).toContainText('Active');
    await row.getByRole('link', { name: slotId, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/microsite/${slotId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Microsite #${slotId}` })).toBeVisible();
  });

  test('content edits only the content; a read-only user reads only', async ({ page }) => {
    await signInAndWaitForHome(page, 'content');
    await mainMenu(page).getByRole('link', { name: 'Microsites' }).click();
    await expect(page.getByRole('link', { name: 'Create slot' })).toHaveCount(0);
    await page.getByRole('table', { name: 'Microsite slots' }).getByRole('row').nth(1).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: /Microsite #\d+/ })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Edit microsite slot' })).toHaveCount(0);
    const content = page.getByRole('form', { name: 'Microsite content' });
    await content.getByLabel('Highlights').fill('Clubhouse\nPool\nJogging track');
    await content.getByRole('button', { name: 'Save content' }).click();
    await expect(notice(page, 'Microsite content saved')).toBeVisible();

    await signInAndWaitForHome(page, 'rcm');
    await mainMenu(page).getByRole('link', { name: 'Microsites' }).click();
    await expect(page.getByRole('link', { name: 'Create slot' })).toHaveCount(0);
    await page.getByRole('table', { name: 'Microsite slots' }).getByRole('row').nth(1).getByRole('link').click();
    await expect(page.getByText('Payment plans', { exact: true })).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);
  });
});
