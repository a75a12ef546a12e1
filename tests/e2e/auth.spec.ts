import { expect, signIn, signInAndWaitForHome, signInWithFormAndWaitForHome, test } from './support';
import { DEMO_USERS } from '../../src/server/seed/demo/demo-users';
import { expectedEntries } from './nav-expectations';

test.describe('signing in', () => {
  // Each test has its own session (or none) and changes no data: they can run in any worker, in any order.
  test.describe.configure({ mode: 'parallel' });

  for (const user of DEMO_USERS.filter((u) => u.username !== 'no-access')) {
    test(`${user.username} signs in and sees the navigation their role allows`, async ({ page }) => {
      await signInWithFormAndWaitForHome(page, user.username);
      const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
      await expect(nav).toBeVisible();
      const { shown, hidden } = expectedEntries(user);
      expect(shown.length).toBeGreaterThan(0);
      for (const entry of shown) await expect(nav.getByRole('link', { name: entry.label, exact: true })).toBeVisible();
      for (const entry of hidden) await expect(nav.getByRole('link', { name: entry.label, exact: true })).toHaveCount(0);
    });
  }

  test('the admin menu tabs show only for admins', async ({ page }) => {
    await signInAndWaitForHome(page, 'admin');
    const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
    await expect(nav.getByRole('heading', { name: 'Administration' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Merge Accounts' })).toBeVisible();
  });

  test("a wrong password shows the server's message", async ({ page }) => {
    await signIn(page, 'finance', 'not-the-password');
    await expect(page.getByText('Invalid username or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a user whose role may not sign in is signed out at once with a message', async ({ page }) => {
    await signIn(page, 'no-access');
    await expect(page.getByText('Your role does not have access to this console. You have been signed out.')).toBeVisible();
    // The session is gone: the server answers the session check with 401.
    const details = await page.request.get('/api/user/details');
    expect(details.status()).toBe(401);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login/);
  });

  test('signing out ends the session', async ({ page }) => {
    await signInWithFormAndWaitForHome(page, 'manager');
    await page.getByRole('button', { name: /Rajiv Khanna|Account menu/ }).click();
    await page.getByRole('link', { name: 'Sign out' }).click();
    await expect(page.getByText('You have been signed out.')).toBeVisible();
    expect((await page.request.get('/api/user/details')).status()).toBe(401);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('a signed-out visitor to a page is sent to sign in and comes back after', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fhome/);
    await page.getByLabel('Username').fill('content');
    await page.getByLabel('Password', { exact: true }).fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('reset password: asking for a link answers without telling whether the account exists', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Username or e-mail').fill('ticketing');
    await page.getByRole('button', { name: /reset link|Send/i }).click();
    const message = 'If the account exists, a reset link has been sent to its e-mail address.';
    await expect(page.getByText(message)).toBeVisible();
    await page.getByLabel('Username or e-mail').fill('nobody-by-this-name');
    await page.getByRole('button', { name: /reset link|Send/i }).click();
    await expect(page.getByText(message)).toBeVisible();
  });

  test('a reset link with a bad token is refused with a message', async ({ page }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill('a-new-password');
    await page.getByLabel(/Confirm/).fill('a-new-password');
    await page.getByRole('button', { name: /^(Set|Change|Save|Reset)/i }).click();
    await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
  });
});
