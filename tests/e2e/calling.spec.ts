import { expect, signInAndWaitForHome, test } from './support';

test.describe('manual dialing', () => {
  test('an owner agent pulls a case, dials it through the simulated provider, the status arrives and the outcome is logged as a Call comment', async ({ page }) => {
    await signInAndWaitForHome(page, 'owner-agent');
    await page.getByRole('link', { name: 'Manual Dialing' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manual Dialing' })).toBeVisible();
    await expect(page.getByText(/cases waiting/)).toBeVisible();

    await page.getByRole('button', { name: 'Pull next case' }).click();
    const card = page.getByRole('region', { name: /^Case #\d+/ }).first();
    await expect(card).toBeVisible();
    // The dialing screen shows the number in full.
    await expect(card.getByText(/^\d{10}$/)).toBeVisible();

    // A typed number must be exactly 10 digits.
    await card.getByLabel('Or dial a number').fill('12345');
    await card.getByRole('button', { name: 'Dial number' }).click();
    await expect(card.getByText('Phone number must be exactly 10 digits.')).toBeVisible();

    await card.getByRole('button', { name: 'Call contact' }).click();
    await expect(page.getByText('Call initiated successfully')).toBeVisible();
    // The simulated provider posts signed events to the webhook; the screen follows them to a final status.
    const status = card.getByRole('status').filter({ hasText: 'Call status:' });
    await expect(status).toContainText(/Completed|No answer|Busy|Failed/, { timeout: 20_000 });
    // The provider's final event fills in the outcome.
    await expect(card.getByLabel('Call outcome')).not.toHaveValue('');
    await card.getByLabel('Remark').fill('Asked for a callback tomorrow');
    await card.getByRole('button', { name: 'Log outcome' }).click();
    await expect(page.getByText('Call outcome logged')).toBeVisible();
    await expect(page.getByText(/Logged as a Call comment: Case #\d+: (Connected|Not connected) — Asked for a callback tomorrow/)).toBeVisible();
  });

  test("an empty queue says 'No opportunity available to pull'", async ({ page }) => {
    await signInAndWaitForHome(page, 'tenant-agent');
    await page.goto('/manual-dialing');
    await expect(page.getByLabel('Queue', { exact: true })).toHaveValue('tenant');
    // The demo tenant queue holds a few cases: pull until it is empty.
    for (let i = 0; i < 10; i++) {
      const waiting = await page.getByText(/cases waiting/).textContent();
      if (waiting?.startsWith('0 ')) break;
      await page.getByRole('button', { name: 'Pull next case' }).click();
      await expect(page.getByRole('button', { name: 'Pull next case' })).toBeEnabled();
    }
    await page.getByRole('button', { name: 'Pull next case' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'No opportunity available to pull' })).toBeVisible();
  });
});
