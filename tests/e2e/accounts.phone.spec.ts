import { addSavedSession, expect, PHONE, test } from './support';
import { myAccounts } from './accounts-support';

test.use(PHONE);

test.describe('my-accounts on a 360 px phone', () => {
  test('lists accounts as cards without sideways scrolling, searches, sorts and opens an account', async ({ page }) => {
    await addSavedSession(page, 'broker-telesales');
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

  test('draws the first cards at once and the rest as the reader scrolls near them or taps "Show more"', async ({ page }) => {
    await addSavedSession(page, 'broker-telesales');
    const rows = await myAccounts(page, 'sort=accountName&order=asc');
    // The seed gives this agent a book longer than two steps of cards.
    expect(rows.length).toBeGreaterThan(10);
    await page.goto('/my-accounts?sort=accountName&order=asc');
    // The cards themselves (a card's phone numbers are a list of their own).
    const cards = page.getByRole('list', { name: 'Accounts' }).locator('> li');
    await expect(cards.first()).toContainText(rows[0]?.accountName ?? '');
    // Nothing below the first screen is drawn until the reader goes there.
    await page.waitForTimeout(500);
    await expect(cards).toHaveCount(6);
    const more = page.getByRole('button', { name: `Show more accounts (6 of ${rows.length} on this page shown)` });
    await expect(more).toBeVisible();
    // By keyboard (or a screen reader): the button draws the next few, in order.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards.nth(6)).toContainText(rows[6]?.accountName ?? '');
    // Scrolling to the end draws the rest, and the button goes once all are drawn.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(cards).toHaveCount(rows.length, { timeout: 500 });
    }).toPass();
    await expect(cards.last()).toContainText(rows.at(-1)?.accountName ?? '');
    await expect(page.getByRole('button', { name: /^Show more accounts/ })).toHaveCount(0);
  });
});
