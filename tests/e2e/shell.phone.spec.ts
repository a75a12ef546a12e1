import { expect, PHONE, signInAndWaitForHome, test } from './support';

test.use(PHONE);

test.describe('the shell on a 360-pixel phone', () => {
  test('signs in, opens the menu drawer and navigates without sideways scrolling', async ({ page }) => {
    await signInAndWaitForHome(page, 'agent');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // No menu links are drawn until the drawer opens (app-shell.tsx, nav-drawer.tsx): not the desktop's side column,
    // hidden on a phone, nor the closed drawer's.
    await expect(page.locator('nav[aria-label="Main navigation"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'My Accounts' }).click();
    await expect(page).toHaveURL(/\/my-accounts/);
    await expect(drawer).toBeHidden();
  });

  test('the sign-in screen fits and is usable by keyboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Username')).toBeVisible();
    // Keyboard only: type into the fields, move with Tab, submit with Enter.
    await page.getByLabel('Username').focus();
    await page.keyboard.type('agent');
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
