import { addSavedSession, expect, signInAndWaitForHome, test } from './support';

test.describe('live view', () => {
  test('HOM (head of marketing/sales) watches the live view update within a second as the owner agent goes online and onto a call; offline it says so', async ({ page, context, browser, baseURL }) => {
    // The owner agent works on manual-dialing in a browser of its own.
    const agentContext = await browser.newContext({ baseURL });
    try {
      const agent = await agentContext.newPage();
      await addSavedSession(agent, 'owner-agent');
      await agent.goto('/manual-dialing');
      const toggle = agent.getByRole('switch', { name: 'Calling status' });
      await expect(toggle).toBeVisible();
      if ((await toggle.getAttribute('aria-checked')) === 'true') {
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-checked', 'false');
      }

      await signInAndWaitForHome(page, 'hom');
      await page.getByRole('link', { name: 'Live View' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Live View' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Live/ })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: 'Pooja Nair' });
      await expect(row.getByText('Offline', { exact: true })).toBeVisible();
      await expect(row).toContainText('Not on call');
      const online = Number(await page.getByTestId('live-count-online').textContent());

      // The agent goes online on manual-dialing: the row and the summary follow within a second.
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(row.getByText('Online', { exact: true })).toBeVisible({ timeout: 1_000 });
      await expect(page.getByTestId('live-count-online')).toHaveText(String(online + 1), { timeout: 1_000 });

      // The agent pulls a case and calls it: the call shows within a second, with the opportunity worked on.
      await agent.getByRole('button', { name: 'Pull next case' }).click();
      const card = agent.getByRole('region', { name: /^Case #\d+/ }).first();
      await card.getByRole('button', { name: 'Call contact' }).click();
      await expect(agent.getByText('Call initiated successfully')).toBeVisible();
      await expect(row.getByText(/^(Dialling|Ringing|On call)$/).first()).toBeVisible({ timeout: 1_000 });
      await expect(page.getByTestId('live-count-on-call')).not.toHaveText('0');
      // The simulated provider ends the call; the row says so.
      await expect(row).toContainText('Not on call (last:', { timeout: 20_000 });

      // Offline: the screen says updates are paused and keeps the rows; back online it resumes by itself.
      await context.setOffline(true);
      await expect(page.getByRole('status').filter({ hasText: 'Live updates paused — offline' })).toBeVisible();
      await expect(row).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByRole('status').filter({ hasText: /^Live/ })).toBeVisible();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(row.getByText('Offline', { exact: true })).toBeVisible({ timeout: 1_000 });
    } finally {
      await agentContext.close();
    }
  });

  test('a manager without live view gets the not-allowed page and no menu entry', async ({ page }) => {
    await signInAndWaitForHome(page, 'manager');
    await expect(page.getByRole('link', { name: 'Live View' })).toHaveCount(0);
    await page.goto('/live-view');
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  });
});
