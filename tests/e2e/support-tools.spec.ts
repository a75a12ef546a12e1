import type { Page } from '@playwright/test';
import { ONLINE_ONLY_MESSAGE } from '../../src/app/ui/online-only-notice';
import { expect, signInAndWaitForHome, test } from './support';

// Issue 15, support tools: events, the ERP screens, documents, notifications.

const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.describe('events', () => {
  test('an admin creates and edits an event; offline the form keeps what was typed', async ({ page, context }) => {
    await signInAndWaitForHome(page, 'admin');
    await adminMenu(page).getByRole('link', { name: 'Events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await page.getByRole('button', { name: 'New event' }).click();
    const dialog = page.getByRole('dialog', { name: 'New event' });
    await dialog.getByRole('button', { name: 'Create event' }).click();
    await expect(dialog.getByText('This field is required.').first()).toBeVisible();

    await dialog.getByLabel('Name').fill('Pune Property Expo');
    await dialog.getByLabel('Family event').fill('winter_bonanza');
    await dialog.getByLabel('City').selectOption({ label: 'Pune' });
    await dialog.getByLabel('Start date').fill('2026-12-10');
    await dialog.getByLabel('End date').fill('2026-12-08');
    await dialog.getByRole('button', { name: 'Create event' }).click();
    await expect(dialog.getByText('Start Date should be earlier than or equal to End Date')).toBeVisible();

    await context.setOffline(true);
    await expect(dialog.getByText(ONLINE_ONLY_MESSAGE)).toBeVisible();
    await dialog.getByLabel('End date').fill('2026-12-12');
    await expect(dialog.getByRole('button', { name: 'Create event' })).toBeDisabled();
    await context.setOffline(false);
    await expect(dialog.getByText(ONLINE_ONLY_MESSAGE)).toHaveCount(0);
    await expect(dialog.getByLabel('Name')).toHaveValue('Pune Property Expo');
    await dialog.getByRole('button', { name: 'Create event' }).click();
    await expect(page.getByText('Event Created Successfully!')).toBeVisible();
    const table = page.getByRole('table', { name: 'Events' });
    const row = table.getByRole('row').filter({ hasText: 'Pune Property Expo' });
    await expect(row).toContainText('2026-12-12');

    await page.getByRole('button', { name: 'Edit event Pune Property Expo' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Pune Property Expo' });
    await edit.getByLabel('Name').fill('Pune Property Expo 2026');
    await edit.getByLabel('Active').uncheck();
    await edit.getByRole('button', { name: 'Save event' }).click();
    await expect(page.getByText('Event Updated Successfully!')).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Pune Property Expo 2026' })).toContainText('No');
  });
});
