import { readFile } from 'node:fs/promises';
import { CONSOLE_REQUEST_HEADERS } from '../../src/domain/auth/console-request';
import { addSavedSession, expect, signInAndWaitForHome, test } from './support';
import type { Locator } from '@playwright/test';
import { findAccountWithParties, notice } from './opportunity-support';
import { pickRecord } from './picker-support';
import { getJson, goOffline, goOnline, signedInApi, signInAndPrime } from './offline-support';
import { ONLINE_ONLY_MESSAGE } from '../../src/app/ui/status/online-only-notice';

const stamp = Date.now();
const familyName = `E2E Festive ${stamp}`;
const packageName = `E2E Online Assistance Premium ${stamp}`;

test.describe.serial('catalogue administration', () => {
  test('an admin creates a family, copies it, adds a package with a product mapping and a product config', async ({ page }) => {
    await signInAndWaitForHome(page, 'admin');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Package Families' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Package Families' })).toBeVisible();

    await page.getByRole('button', { name: 'New family' }).click();
    const create = page.getByRole('dialog', { name: 'New package family' });
    await create.getByRole('button', { name: 'Create family' }).click();
    await expect(create.getByText('This field is required.')).toBeVisible();
    await create.getByLabel('Family name').fill(familyName);
    await create.getByLabel('Family event').fill('festive');
    await create.getByRole('button', { name: 'Create family' }).click();
    await expect(notice(page, 'Package family saved successfully')).toBeVisible();

    const family = page.getByRole('listitem', { name: `Family ${familyName}` });
    await family.getByRole('button', { name: 'Add package' }).click();
    const pkg = page.getByRole('dialog', { name: 'New package' });
    await pkg.getByLabel('Package name').fill(packageName);
    await expect(pkg.getByLabel('Property category').locator('option', { hasText: 'Commercial' })).toBeDisabled();
    await pkg.getByLabel('Agent type').selectOption('Both');
    await pkg.getByLabel('Rate price (₹)').fill('5000');
    await pkg.getByLabel('Sales price (₹)').fill('4500');
    await pkg.getByLabel('Validity (days)').fill('60');
    await pkg.getByRole('button', { name: 'Add product' }).click();
    await pkg.getByLabel('Product (row 1)').selectOption({ label: 'Featured Listing (Pro Listing)' });
    await pkg.getByLabel('promotedDays').fill('60');
    await pkg.getByRole('button', { name: 'Create package' }).click();
    await expect(notice(page, 'Package saved successfully')).toBeVisible();
    await expect(family).toContainText(packageName);
    await expect(family).toContainText('products: Featured Listing');

    await family.getByRole('button', { name: `Copy family ${familyName}` }).click();
    const copy = page.getByRole('dialog', { name: `Copy ${familyName}` });
    await copy.getByLabel('New family name').fill(`${familyName} copy`);
    await copy.getByRole('button', { name: 'Copy family' }).click();
    await expect(notice(page, 'Package family copied successfully: 1 packages, 1 mappings, 0 product configs, 0 prices')).toBeVisible();
    await expect(page.getByRole('listitem', { name: `Family ${familyName} copy` })).toContainText(packageName);

    await page.goto('/product-config');
    const option = page.getByLabel('Package', { exact: true }).locator('option', { hasText: `${packageName} (${familyName})` }).first();
    await page.getByLabel('Package', { exact: true }).selectOption((await option.getAttribute('value'))!);
    await page.getByRole('button', { name: 'New product config' }).click();
    const config = page.getByRole('dialog', { name: 'New product config' });
    // Fields by their words (the area's label map), not the API's names.
    await expect(config.getByLabel('Product', { exact: true })).toHaveValue(/\d+/);
    await config.getByLabel('Quantity', { exact: true }).fill('3');
    await config.getByLabel('Promoted days', { exact: true }).fill('60');
    // City and subscription region by name (issue 50): the catalogue's cities (package 232's), Chennai's region 11 within it.
    await pickRecord(page, config, 'City', 'Chenn', 'Chennai');
    await pickRecord(page, config, 'Subscription region', 'Chennai', 'Chennai subscription region');
    await config.getByRole('button', { name: 'Create product config' }).click();
    await expect(notice(page, 'Product Config Created Successfully!')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Product configs' })).toContainText('Featured Listing');
    await expect(page.getByRole('table', { name: 'Product configs' })).toContainText('Chennai subscription region');

    // The copy's package goes again, chosen on manage-packages by the list kit's bulk selection.
    await page.goto('/manage-packages');
    await page.getByLabel('Family', { exact: true }).selectOption({ label: `${familyName} copy` });
    const packages = page.getByRole('table', { name: 'Packages' });
    await expect(packages.getByRole('checkbox', { name: /^Select package / })).toHaveCount(1);
    const selection = page.getByRole('group', { name: 'Selection' });
    await expect(selection.getByRole('button', { name: 'Delete selected' })).toBeDisabled();
    await selection.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect(selection.getByText('1 selected', { exact: true })).toBeVisible();
    await selection.getByRole('button', { name: 'Delete selected' }).click();
    await page.getByRole('dialog', { name: 'Delete packages' }).getByRole('button', { name: 'Delete packages' }).click();
    await expect(notice(page, 'Packages deleted successfully')).toBeVisible();
    await expect(packages).toContainText('No packages match.');
    await expect(selection.getByText('0 selected', { exact: true })).toBeVisible();
  });

  test('the admin prices it for a city and a locality, exports, and imports an edited file with a dry run first', async ({ page }) => {
    await addSavedSession(page, 'admin');
    await page.goto('/package-pricing');
    const packageOption = page.getByLabel('Package', { exact: true }).locator('option', { hasText: `${packageName} (${familyName})` });
    const packageValue = await packageOption.first().getAttribute('value');
    await page.getByLabel('Package', { exact: true }).selectOption(packageValue!);
    await page.getByRole('button', { name: 'Add price' }).click();
    let dialog = page.getByRole('dialog', { name: `New price for ${packageName}` });
    await dialog.getByLabel('City').selectOption({ label: 'Pune' });
    await dialog.getByLabel('Rate price (₹)').fill('5200');
    await dialog.getByLabel('Sales price (₹)').fill('4700');
    // The region list is Pune's own (manage-regions); the demo's East Pune is region 4, a 180-day region (spec 001 §9).
    const eastPune = await dialog.getByLabel('Region').locator('option', { hasText: 'East Pune' }).getAttribute('value');
    await dialog.getByLabel('Region').selectOption(eastPune!);
    await dialog.getByRole('button', { name: 'Add price' }).click();
    await expect(dialog.getByText('Validity must be 180 days for this region')).toBeVisible();
    await dialog.getByLabel('Region').selectOption('');
    await dialog.getByRole('button', { name: 'Add price' }).click();
    await expect(notice(page, 'Prices saved successfully')).toBeVisible();

    await page.getByRole('button', { name: 'Add price' }).click();
    dialog = page.getByRole('dialog', { name: `New price for ${packageName}` });
    await dialog.getByLabel('City').selectOption({ label: 'Pune' });
    await expect(dialog.getByLabel('Locality').locator('option', { hasText: 'Baner' })).toHaveCount(1);
    await dialog.getByLabel('Locality').selectOption({ label: 'Baner' });
    await dialog.getByLabel('Rate price (₹)').fill('6000');
    await dialog.getByLabel('Sales price (₹)').fill('5400');
    await dialog.getByRole('button', { name: 'Add price' }).click();
    await expect(notice(page, 'Prices saved successfully')).toBeVisible();
    const rows = page.getByRole('table', { name: 'Prices' });
    await expect(rows.getByRole('row')).toHaveCount(3);
    await expect(rows).toContainText('Baner');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    const exported = await readFile((await download.path())!, 'utf8');
    expect(exported.split('\n')[0]).toBe('packageId,cityName,localityName,regionId,tier,ratePrice,salesPrice,validityDays');
    // The tier column is the city's tier (manage-regions keeps it; the demo seed sets Pune's).
    const baner = /^\d+,Pune,Baner,,([123]),6000\.00,5400\.00,60$/m.exec(exported);
    expect(baner, `the Baner row in:\n${exported}`).not.toBeNull();
    const tier = baner![1]!;

    // Edit the file: Baner's sales price, in Indian grouping inside quotes, and a new city.
    const edited = exported.replace(`,Pune,Baner,,${tier},6000.00,5400.00,60`, `,Pune,Baner,,${tier},"6,000.00","5,100",60`).trimEnd() + `\n${packageValue},Delhi,,,,5000,4500,60\n`;
    await page.getByLabel(/^CSV file/).setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(edited) });
    await expect(page.getByLabel('File preview')).toContainText('packageId,cityName');
    await page.getByRole('button', { name: 'Check file (dry run)' }).click();
    await expect(page.getByText('Dry run: 3 rows · to add 1 · to update 1 · unchanged 1')).toBeVisible();
    await page.getByRole('button', { name: 'Import prices' }).click();
    await expect(notice(page, 'Prices imported: 1 added, 1 updated, 1 unchanged')).toBeVisible();
    await expect(rows.getByRole('row')).toHaveCount(4);
    await expect(rows).toContainText('₹5,100');

    // A file with a bad row: every failing row listed, nothing imported.
    await page.getByLabel(/^CSV file/).setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(`packageId,cityName,localityName,regionId,tier,ratePrice,salesPrice,validityDays\n${packageValue},Atlantis,,,,1,1,60\n`) });
    await page.getByRole('button', { name: 'Check file (dry run)' }).click();
    await expect(page.getByText('1 row failed: nothing was imported.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Failing rows' })).toContainText('Unknown city.');
    await expect(page.getByRole('button', { name: 'Download error report' })).toBeVisible();
  });

  test("a sales agent sees the new package and its city's price on an opportunity's package picker, online and offline; a price change arrives with the next pull", async ({ page, baseURL }) => {
    // The admin adds a package to the family and prices it for Pune (through the API: the screens are tested above).
    const admin = await signedInApi(baseURL!, 'admin');
    const [family] = await getJson<{ id: number; name: string }[]>(admin, `/api/sapna/v3/package-families?name=${encodeURIComponent(familyName)}`);
    const reference = await getJson<{ cities: { id: number; name: string }[] }>(admin, '/api/sapna/v1/reference-data');
    const pune = reference.cities.find((c) => c.name === 'Pune')!;
    const pickerPackage = `E2E Picker Pack ${stamp}`;
    const created = await admin.post('/api/sapna/v2/package', {
      data: {
        name: pickerPackage,
        packageFamilyId: family!.id,
        requiredFields: [],
        requiredPricingParameters: [],
        isPriceApplicable: true,
        agentType: 'Both',
        npType: 'Not Applicable',
        propertyCategory: 'Residential',
        ratePrice: 5000,
        salesPrice: 4500,
        validityDays: 60,
        quantity: 1,
        cityId: null,
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const packageId = ((await created.json()) as { id: number }).id;
    const price = async (ratePrice: number, salesPrice: number) => {
      const saved = await admin.post(`/api/sapna/v2/package-price/${packageId}`, { data: { prices: [{ cityId: pune.id, ratePrice, salesPrice, validityDays: 60 }], replace: true } });
      expect(saved.status(), await saved.text()).toBe(200);
    };
    await price(6100, 5900);

    // The agent's device downloads its copy (with the catalogue), then the agent opens a new Pune opportunity.
    await signInAndPrime(page, 'agent');
    const account = await findAccountWithParties(page, 2);
    await page.goto(`/account/${account.accountId}`);
    await page.getByRole('button', { name: 'Create opportunity' }).click();
    const create = page.getByRole('dialog', { name: 'Create opportunity' });
    await create.getByLabel('Opportunity name').fill(`E2E catalogue deal ${stamp}`);
    await create.getByLabel('Type').selectOption({ label: 'Broker' });
    await create.getByLabel('City').selectOption({ label: 'Pune' });
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL(/opportunity\/\d+$/);

    const picker = async () => {
      await page.getByRole('button', { name: 'Add package' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add package' });
      await expect(dialog.getByLabel('Package')).not.toContainText('Loading packages');
      return dialog;
    };
    const option = (dialog: Locator, salesPrice: string) => dialog.getByLabel('Package').locator('option', { hasText: `${pickerPackage} (${familyName}) · ${salesPrice}` });
    let dialog = await picker();
    await expect(option(dialog, '₹5,900')).toHaveCount(1);
    await dialog.getByLabel('Package').selectOption({ label: `${pickerPackage} (${familyName}) · ₹5,900` });
    await expect(dialog.getByText('Rate price ₹6,100 · sales price ₹5,900 · validity 60 days')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The admin changes the price; the device's next pull (here: on coming back online) brings it.
    await price(6000, 5800);
    await goOffline(page);
    await goOnline(page);
    await expect(async () => {
      const again = await picker();
      try {
        await expect(option(again, '₹5,800')).toHaveCount(1, { timeout: 2_000 });
      } finally {
        await again.getByRole('button', { name: 'Cancel' }).click();
      }
    }).toPass({ timeout: 60_000 });

    // Offline the picker still lists the package at its price, from the device's copy.
    await goOffline(page);
    const packageReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/sapna/v2/packages') packageReads.push(request.url());
    });
    dialog = await picker();
    await expect(option(dialog, '₹5,800')).toHaveCount(1);
    await dialog.getByLabel('Package').selectOption({ label: `${pickerPackage} (${familyName}) · ₹5,800` });
    await expect(dialog.getByText('Rate price ₹6,000 · sales price ₹5,800 · validity 60 days')).toBeVisible();
    expect(packageReads).toEqual([]);
    await goOnline(page);
    await admin.dispose();
  });

  test('a read-only user gets the not-allowed page and the server refuses a forced write', async ({ page }) => {
    await addSavedSession(page, 'rcm');
    await page.goto('/manage-packages');
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'New package' })).toHaveCount(0);
    const forced = await page.request.post('/api/sapna/v2/package-family', { data: { name: 'Forced by rcm' }, headers: CONSOLE_REQUEST_HEADERS });
    expect(forced.status()).toBe(403);
    const read = await page.request.get('/api/sapna/v2/package?page=0');
    expect(read.status()).toBe(200);
  });

  test('offline, a catalogue form says it needs a connection and keeps what was typed', async ({ page, context }) => {
    await addSavedSession(page, 'admin');
    await page.goto('/product-package-family');
    await page.getByRole('button', { name: 'New family' }).click();
    const create = page.getByRole('dialog', { name: 'New package family' });
    await create.getByLabel('Family name').fill('Typed while offline');
    await context.setOffline(true);
    await expect(create.getByText(ONLINE_ONLY_MESSAGE)).toBeVisible();
    await expect(create.getByRole('button', { name: 'Create family' })).toBeDisabled();
    await context.setOffline(false);
    await expect(create.getByRole('button', { name: 'Create family' })).toBeEnabled();
    await expect(create.getByLabel('Family name')).toHaveValue('Typed while offline');
    // The draft survives a reload (session storage).
    await page.reload();
    await page.getByRole('button', { name: 'New family' }).click();
    await expect(page.getByRole('dialog', { name: 'New package family' }).getByLabel('Family name')).toHaveValue('Typed while offline');
  });
});
