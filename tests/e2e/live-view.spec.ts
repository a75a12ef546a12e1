import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect, signInAndWaitForHome, test } from './support';

/** The owner agent works through the API in a context of its own (its own session), as on another device. */
async function ownerAgent(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/login', { data: { username: 'owner-agent', password: DEMO_PASSWORD } })).ok()).toBe(true);
  return api;
}

test.describe('live view', () => {
  test('an admin watches the live view update within a second as the owner agent goes online and onto a call; offline it says so', async ({ page, context, baseURL }) => {
    const agent = await ownerAgent(baseURL!);
    try {
      expect((await agent.put('/api/sapphire/v1/agents/status', { data: { status: 0 } })).ok()).toBe(true);
      await signInAndWaitForHome(page, 'admin');
      await page.getByRole('link', { name: 'Live View' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Live View' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Live/ })).toBeVisible();

      const row = page.getByRole('row').filter({ hasText: 'Pooja Nair' });
      await expect(row).toContainText('Offline');
      await expect(row).toContainText('Not on call');
      const online = Number(await page.getByTestId('live-count-online').textContent());

      // The agent goes online: the row and the summary follow within a second.
      expect((await agent.put('/api/sapphire/v1/agents/status', { data: { status: 1 } })).ok()).toBe(true);
      await expect(row.getByText('Online', { exact: true })).toBeVisible({ timeout: 1_000 });
      await expect(page.getByTestId('live-count-online')).toHaveText(String(online + 1), { timeout: 1_000 });

      // The agent pulls a case and dials it: the call shows with its start time and the opportunity worked on.
      const pulled = await agent.post('/api/mystique/v1/calling-queue/pull', { data: { kind: 'owner' } });
      expect(pulled.ok()).toBe(true);
      const caseView = ((await pulled.json()) as { case: { id: number; opportunityId: number | null } }).case;
      expect((await agent.post(`/api/mystique/v1/cases/${caseView.id}/call`, { data: {} })).ok()).toBe(true);
      await expect(row.getByText(/^(Dialling|Ringing|On call)$/).first()).toBeVisible({ timeout: 1_000 });
      await expect(page.getByTestId('live-count-on-call')).not.toHaveText('0');
      if (caseView.opportunityId) await expect(row).toContainText(String(caseView.opportunityId));
      // The simulated provider ends the call; the row says so.
      await expect(row).toContainText('Not on call (last:', { timeout: 20_000 });

      // Offline: the screen says updates are paused and keeps the rows; back online it resumes by itself.
      await context.setOffline(true);
      await expect(page.getByRole('status').filter({ hasText: 'Live updates paused — offline' })).toBeVisible();
      await expect(row).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByRole('status').filter({ hasText: /^Live/ })).toBeVisible();
      expect((await agent.put('/api/sapphire/v1/agents/status', { data: { status: 0 } })).ok()).toBe(true);
      await expect(row.getByText('Offline', { exact: true })).toBeVisible({ timeout: 1_000 });
    } finally {
      await agent.dispose();
    }
  });

  test('a manager without live view gets the not-allowed page and no menu entry', async ({ page }) => {
    await signInAndWaitForHome(page, 'manager');
    await expect(page.getByRole('link', { name: 'Live View' })).toHaveCount(0);
    await page.goto('/live-view');
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  });
});
