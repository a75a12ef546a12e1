import type { Page } from '@playwright/test';
import { CONSOLE_REQUEST_HEADERS } from '../../src/domain/auth/console-request';
import { expect, signInAndWaitForHome, test } from './support';

// Issue 11, regions half: manage-regions, monetizable-cities, locality-agent-mapping, sales-closure-date,
// content-package-page and owner-sales-config, on the demo seed (regions of Mumbai, Pune, Bengaluru and Delhi;
// twenty monetizable cities; the demo agent in three Mumbai localities; owner offers in three cities).

const ONLINE_ONLY = 'This screen needs a connection. You are offline; what you typed is kept.';
const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.describe('regions and configuration screens', () => {
  test('an admin creates a region, maps localities and sets a city tier', async ({ page }) => {
    await signInAndWaitForHome(page, 'admin');
    await adminMenu(page).getByRole('link', { name: 'Manage Regions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Regions' })).toBeVisible();
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Pune' });
    const regions = page.getByRole('table', { name: 'Regions' });
    await expect(regions.getByText('West Pune')).toBeVisible();

    await page.getByLabel('New region name').fill('North Pune');
    await page.getByRole('button', { name: 'Create region' }).click();
    await expect(page.getByText('Region created successfully!')).toBeVisible();
    await expect(regions.getByText('North Pune')).toBeVisible();
    await expect(page.getByLabel('New region name')).toHaveValue('');

    await page.getByRole('button', { name: 'Map localities to North Pune' }).click();
    const dialog = page.getByRole('dialog', { name: 'Map localities to North Pune' });
    await dialog.getByLabel('Undri').check();
    await dialog.getByLabel('Bavdhan').check();
    await dialog.getByRole('button', { name: 'Map localities' }).click();
    await expect(dialog).toBeHidden();
    const north = regions.getByRole('list', { name: 'Localities of North Pune' });
    await expect(north.getByText('Undri')).toBeVisible();
    await expect(north.getByText('Bavdhan')).toBeVisible();

    // A locality of another region is not offered; a second region of the same name is refused.
    await page.getByRole('button', { name: 'Map localities to North Pune' }).click();
    await expect(page.getByRole('dialog').getByLabel('Baner')).toHaveCount(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByLabel('New region name').fill('north pune');
    await page.getByRole('button', { name: 'Create region' }).click();
    await expect(page.getByText('A region with this name already exists in this city').first()).toBeVisible();

    await page.getByRole('button', { name: 'Remove Bavdhan from North Pune' }).click();
    await expect(north.getByText('Bavdhan')).toHaveCount(0);

    await page.getByLabel('Tier', { exact: true }).selectOption('2');
    await page.getByRole('button', { name: 'Save tier' }).click();
    await expect(page.getByText('City tier updated')).toBeVisible();
    const tiers = await page.request.get('/api/sapna/v1/city-tier-mapping');
    const pune = ((await tiers.json()) as { results: { cityName: string; tier: number }[] }).results.find((c) => c.cityName === 'Pune');
    expect(pune?.tier).toBe(2);
  });

  test('an admin adds a monetizable city', async ({ page }) => {
    await signInAndWaitForHome(page, 'admin');
    await adminMenu(page).getByRole('link', { name: 'Monetizable Cities' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Monetizable Cities' })).toBeVisible();
    await expect(page.getByText('20 cities')).toBeVisible();
    await page.getByLabel('City to add').selectOption({ label: 'Bhopal' });
    await page.getByRole('button', { name: 'Add city' }).click();
    await expect(page.getByText('City added to monetizable cities')).toBeVisible();
    await expect(page.getByText('21 cities')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Monetizable cities' }).getByRole('cell', { name: 'Bhopal', exact: true })).toBeVisible();
  });

  test('an admin maps an agent to a locality', async ({ page }) => {
    await signInAndWaitForHome(page, 'admin');
    await adminMenu(page).getByRole('link', { name: 'Locality Agent Mapping' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Locality Agent Mapping' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Map an agent to a locality' });
    await form.getByLabel('Agent').selectOption({ label: 'Vikram Rao' });
    await form.getByLabel('City').selectOption({ label: 'Mumbai' });
    await form.getByLabel('Locality').selectOption({ label: 'Powai' });
    await form.getByRole('button', { name: 'Map agent' }).click();
    await expect(page.getByText('Agent mapped to the locality')).toBeVisible();
    await page.getByLabel('Filter by city').selectOption({ label: 'Mumbai' });
    const table = page.getByRole('table', { name: 'Agent locality mappings' });
    await expect(table.getByRole('row').filter({ hasText: 'Powai' }).filter({ hasText: 'Vikram Rao' })).toBeVisible();
  });

  test("an admin sets a month's closure date", async ({ page }) => {
    await signInAndWaitForHome(page, 'admin');
    await adminMenu(page).getByRole('link', { name: 'Sales Closure Date' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sales Closure Date' })).toBeVisible();
    const year = Number(await page.getByRole('heading', { level: 2, name: /^\d{4}$/ }).textContent());
    await page.getByRole('button', { name: 'Next year' }).click();
    const next = year + 1;
    await expect(page.getByRole('table', { name: `Sales months of ${next}` })).toBeVisible();
    await page.getByLabel('Month', { exact: true }).selectOption({ label: 'March' });
    await page.getByRole('textbox', { name: 'Closure date' }).fill(`${next}-04-20`);
    await page.getByRole('button', { name: 'Save closure date' }).click();
    await expect(page.getByText(`Closure date must be between ${next}-03-01 and ${next}-04-15`).first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Closure date' }).fill(`${next}-04-05`);
    await page.getByRole('button', { name: 'Save closure date' }).click();
    await expect(page.getByText('Closure date saved')).toBeVisible();
    await expect(page.getByRole('table', { name: `Sales months of ${next}` }).getByRole('row').filter({ hasText: 'March' })).toContainText(`05 Apr ${next}`);
  });

  test("a content user edits a package's content", async ({ page }) => {
    await signInAndWaitForHome(page, 'content');
    await adminMenu(page).getByRole('link', { name: 'Package Content' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Package Content' })).toBeVisible();
    await page.getByLabel('Package', { exact: true }).selectOption({ label: 'Owner Rent Premium (Owner Plans) · no content yet' });
    await page.getByLabel('Title').fill('Rent out faster');
    await page.getByLabel('Description').fill('45 days of premium placement.');
    await page.getByLabel('Highlights').fill('Top of search\nVerified tag');
    await page.getByLabel('Image URL').fill('ftp://nope');
    await page.getByRole('button', { name: 'Save content' }).click();
    await expect(page.getByText('Please enter an image URL starting with http:// or https://')).toBeVisible();
    await page.getByLabel('Image URL').fill('https://img.example.test/rent.png');
    await page.getByRole('button', { name: 'Save content' }).click();
    await expect(page.getByText('Package content saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Title')).toHaveValue('Rent out faster');
    await expect(page.getByLabel('Highlights')).toHaveValue('Top of search\nVerified tag');
  });

  test('a manager changes the owner sales config', async ({ page }) => {
    await signInAndWaitForHome(page, 'manager');
    await adminMenu(page).getByRole('link', { name: 'Owner Sales Config' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Owner Sales Config' })).toBeVisible();
    const offers = page.getByRole('table', { name: 'Offered packages' });
    await expect(offers.getByRole('row').filter({ hasText: 'Pune' }).first()).toBeVisible();
    await expect(page.getByLabel('Prioritised pull')).toBeChecked();
    await page.getByLabel('Prioritised pull').uncheck();
    await page.getByLabel('Offer city').selectOption({ label: 'Chennai' });
    await page.getByLabel('For', { exact: true }).selectOption({ label: 'Owner' });
    await page.getByLabel('Listing', { exact: true }).selectOption({ label: 'Sale' });
    await page.getByLabel('Offer package').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add offer' }).click();
    await expect(offers.getByRole('row').filter({ hasText: 'Chennai' })).toBeVisible();
    await page.getByRole('button', { name: 'Save configuration' }).click();
    await expect(page.getByText('Owner sales configuration saved')).toBeVisible();
    await page.reload();
    await expect(offers.getByRole('row').filter({ hasText: 'Chennai' })).toBeVisible();
    await expect(page.getByLabel('Prioritised pull')).not.toBeChecked();
  });

  test('a read-only user sees none of these screens nor their edit controls, and the server refuses a forced write', async ({ page }) => {
    await signInAndWaitForHome(page, 'rcm');
    await expect(adminMenu(page).getByRole('link', { name: 'Manage Regions' })).toHaveCount(0);
    for (const path of ['/manage-regions', '/monetizable-cities', '/locality-agent-mapping', '/sales-closure-date', '/content-package-page', '/owner-sales-config']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Create region|Add city|Map agent|Save/ })).toHaveCount(0);
    }
    const forced = await page.request.post('/api/sapna/v1/region', { data: { cityId: 1, name: 'Forced' }, headers: CONSOLE_REQUEST_HEADERS });
    expect(forced.status()).toBe(403);
    expect(await forced.json()).toEqual({ error: { msg: 'You have read-only access.' } });
    // Reading stays open to every signed-in user (the field screens need regions and tiers).
    expect((await page.request.get('/api/sapna/v1/region')).status()).toBe(200);
  });

  test('offline, a form says it needs a connection and keeps what was typed', async ({ page, context }) => {
    await signInAndWaitForHome(page, 'admin');
    // Both screens opened once online (their code is loaded), then the trip between them happens offline.
    await page.goto('/monetizable-cities');
    await expect(page.getByRole('heading', { level: 1, name: 'Monetizable Cities' })).toBeVisible();
    await adminMenu(page).getByRole('link', { name: 'Manage Regions' }).click();
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Mumbai' });
    await expect(page.getByRole('table', { name: 'Regions' }).getByText('Western Suburbs')).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText(ONLINE_ONLY)).toBeVisible();
    await page.getByLabel('New region name').fill('Harbour Line');
    await expect(page.getByRole('button', { name: 'Create region' })).toBeDisabled();
    // Kept in the session too: another screen and back, still offline.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Monetizable Cities' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Monetizable Cities' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Manage Regions' }).click();
    await expect(page.getByLabel('New region name')).toHaveValue('Harbour Line');
    await context.setOffline(false);
    await expect(page.getByText(ONLINE_ONLY)).toHaveCount(0);
    await page.getByRole('button', { name: 'Create region' }).click();
    await expect(page.getByText('Region created successfully!')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Regions' }).getByText('Harbour Line')).toBeVisible();
  });
});
