import { expect, signInAndWaitForHome, test } from './support';
import { myAccounts } from './accounts-support';

test.describe('my-accounts on a 360 px phone', () => {
  test('lists accounts as cards without sideways scrolling, searches, sorts and opens an account', async ({ page }) => {
    await signInAndWaitForHome(page, 'broker-telesales');
    const [first] = await myAccounts(page, 'sort=accountName&order=asc');
    if (!first) throw new Error('no accounts');
    await page.goto('/my-accounts');
    const cards = page.getByRole('list', { name: 'Accounts' });
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'My accounts' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByLabel('Sort by').selectOption({ label: 'Name A–Z' });
    await expect(page).toHaveURL(/sort=accountName/);
    await expect(cards.getByRole('listitem').first()).toContainText(first.accountName);

    await page.getByLabel('Search accounts').fill(first.accountName);
    await expect(page.getByText(/match these filters$/)).toBeVisible();
    const card = cards.getByRole('listitem').filter({ hasText: first.accountName }).first();
    const phone = card.getByRole('link', { name: /^\d{10}$/ }).first();
    if (await phone.count()) await expect(phone).toHaveAttribute('href', /^tel:\d{10}$/);
    const box = await card.getByRole('link', { name: String(first.accountId), exact: true }).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
    await card.getByRole('link', { name: String(first.accountId), exact: true }).tap();
    await expect(page.getByRole('heading', { level: 1, name: first.accountName })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
