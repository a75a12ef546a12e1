import { addSavedSession, expect, test } from './support';
import { findAccountWithParties, notice } from './opportunity-support';
import { getJson, signedInApi, signInAndPrime } from './offline-support';

/**
 * Issue 50: the admin changes a region's price on package-pricing (a second price for the same place needs an
 * explicit Replace), and the agent's add-package dialog on a deal offers exactly the resolved price: the demo agent
 * serves Western Suburbs localities, so Mumbai's Western Suburbs price beats Mumbai's city-wide one.
 */
const stamp = Date.now();
const packageName = `E2E Resolved Pack ${stamp}`;

test('an admin changes a region price and the agent’s add-package dialog offers exactly the resolved price', async ({ page, baseURL }) => {
  const admin = await signedInApi(baseURL!, 'admin');
  const madeFamily = await admin.post('/api/sapna/v2/package-family', { data: { name: `E2E Resolution ${stamp}`, active: true } });
  expect(madeFamily.status(), await madeFamily.text()).toBe(200);
  const family = (await madeFamily.json()) as { id: number; name: string };
  const reference = await getJson<{ cities: { id: number; name: string }[] }>(admin, '/api/sapna/v1/reference-data');
  const mumbai = reference.cities.find((c) => c.name === 'Mumbai')!;
  const created = await admin.post('/api/sapna/v2/package', {
    data: { name: packageName, packageFamilyId: family.id, requiredFields: [], requiredPricingParameters: [], isPriceApplicable: true, agentType: 'Both', npType: 'Not Applicable', propertyCategory: 'Residential', ratePrice: 5000, salesPrice: 4500, validityDays: 180, quantity: 1, cityId: null },
  });
  expect(created.status(), await created.text()).toBe(200);
  const packageId = ((await created.json()) as { id: number }).id;
  // Mumbai's whole-city price: what an agent elsewhere in Mumbai gets.
  const city = await admin.post(`/api/sapna/v2/package-price/${packageId}`, { data: { prices: [{ cityId: mumbai.id, ratePrice: 9999, salesPrice: 9999, validityDays: 180 }] } });
  expect(city.status(), await city.text()).toBe(200);
  await admin.dispose();

  // The admin prices Western Suburbs on the pricing screen, then changes that price (Replace, confirmed).
  await addSavedSession(page, 'admin');
  await page.goto('/package-pricing');
  const packageValue = await page.getByLabel('Package', { exact: true }).locator('option', { hasText: packageName }).getAttribute('value');
  await page.getByLabel('Package', { exact: true }).selectOption(packageValue!);
  const addRegionPrice = async (rate: string, sales: string) => {
    await page.getByRole('button', { name: 'Add price' }).click();
    const dialog = page.getByRole('dialog', { name: `New price for ${packageName}` });
    await dialog.getByLabel('City').selectOption({ label: 'Mumbai' });
    const west = dialog.getByLabel('Region').locator('option', { hasText: 'Western Suburbs' });
    await expect(west).toHaveCount(1);
    await dialog.getByLabel('Region').selectOption((await west.getAttribute('value'))!);
    await dialog.getByLabel('Rate price (₹)').fill(rate);
    await dialog.getByLabel('Sales price (₹)').fill(sales);
    await dialog.getByLabel('Validity (days)').fill('180');
    await dialog.getByRole('button', { name: 'Add price' }).click();
    return dialog;
  };
  await addRegionPrice('600', '500');
  await expect(notice(page, 'Prices saved successfully')).toBeVisible();
  const again = await addRegionPrice('550', '450');
  await expect(again.getByText(/This package already has a price for Mumbai, region \d+, tier \d \(sales price ₹500\)\. Choose Replace to overwrite it\./)).toBeVisible();
  await again.getByRole('button', { name: 'Replace price' }).click();
  const confirm = page.getByRole('dialog', { name: 'Replace the price?' });
  await confirm.getByRole('button', { name: 'Replace price' }).click();
  await expect(notice(page, 'Prices saved successfully')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Prices' });
  await expect(rows).toContainText('₹450');
  // Its history says who changed it from what to what.
  const regionRow = rows.getByRole('row').filter({ hasText: '₹450' });
  await regionRow.getByRole('button', { name: /History of price/ }).click();
  const history = page.getByRole('dialog', { name: /History of price/ });
  await expect(history.getByRole('list', { name: 'Price changes' }).getByRole('listitem')).toHaveCount(2);
  await expect(history.getByText('₹600 / ₹500 · 180 d → ₹550 / ₹450 · 180 d')).toBeVisible();
  await history.getByRole('button', { name: 'Close' }).click();

  // The agent (who serves Western Suburbs) opens a Mumbai deal's add-package dialog: the region's ₹450, not ₹9,999.
  await signInAndPrime(page, 'agent');
  const account = await findAccountWithParties(page, 2);
  await page.goto(`/account/${account.accountId}`);
  await page.getByRole('button', { name: 'Create opportunity' }).click();
  const create = page.getByRole('dialog', { name: 'Create opportunity' });
  await create.getByLabel('Opportunity name').fill(`E2E resolved deal ${stamp}`);
  await create.getByLabel('Type').selectOption({ label: 'Broker' });
  await create.getByLabel('City').selectOption({ label: 'Mumbai' });
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/opportunity\/\d+$/);
  await page.getByRole('button', { name: 'Add package' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add package' });
  await expect(dialog.getByLabel('Package')).not.toContainText('Loading packages');
  const label = `${packageName} (${family.name}) · ₹450`;
  await expect(dialog.getByLabel('Package').locator('option', { hasText: packageName })).toHaveText(label);
  await dialog.getByLabel('Package').selectOption({ label });
  await expect(dialog.getByText('Rate price ₹550 · sales price ₹450 · validity 180 days')).toBeVisible();
});
