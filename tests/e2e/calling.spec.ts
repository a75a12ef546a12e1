import { COMMENT_ON, expectWaiting, getJson, goOffline, goOnline, SAVED_ON_DEVICE, serverComments, signedInApi, signInAndPrime, uniqueLetters, waitForNothingWaiting } from './offline-support';
import { addSavedSession, expect, signInAndWaitForHome, test } from './support';

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
    await addSavedSession(page, 'tenant-agent');
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

  // Issue 13 "Offline": an outcome logged with no signal goes through the outbox and reaches the server once.
  test('an owner agent on a call goes offline, logs the outcome, and on reconnect the Call comment reaches the server exactly once', async ({ page, baseURL }) => {
    const agentApi = await signedInApi(baseURL ?? '', 'owner-agent');
    const admin = await signedInApi(baseURL ?? '', 'admin');
    try {
      await signInAndPrime(page, 'owner-agent');
      await page.goto('/manual-dialing');
      const pulled = page.waitForResponse((r) => r.url().endsWith('/calling-queue/pull') && r.ok());
      await page.getByRole('button', { name: 'Pull next case' }).click();
      const theCase = ((await (await pulled).json()) as { case: { id: number; accountId: number } }).case;
      const card = page.getByRole('region', { name: new RegExp(`^Case #${theCase.id} `) });
      const dialled = page.waitForResponse((r) => r.url().endsWith(`/cases/${theCase.id}/call`) && r.ok());
      await card.getByRole('button', { name: 'Call contact' }).click();
      const callId = ((await (await dialled).json()) as { call: { id: number } }).call.id;

      await goOffline(page);
      await expect(page.getByText('A call outcome you log now is kept on this device and sent when you are back online.')).toBeVisible();
      // The provider's events still reach the server; the device cannot see them, so the agent picks the outcome.
      await expect.poll(async () => (await getJson<{ final: boolean }>(agentApi, `/api/mystique/v1/calls/${callId}`)).final, { timeout: 20_000 }).toBe(true);
      const remark = `Offline ${uniqueLetters()}`;
      await card.getByLabel('Call outcome').selectOption('13');
      await card.getByLabel('Remark').fill(remark);
      await card.getByRole('button', { name: 'Log outcome' }).click();
      await expect(page.getByText(SAVED_ON_DEVICE).first()).toBeVisible();
      await expect(page.getByText(`Saved on this device as a Call comment: Case #${theCase.id}: Not connected — ${remark}`)).toBeVisible();
      await expectWaiting(page, 1);
      expect((await getJson<{ commentId: number | null }>(agentApi, `/api/mystique/v1/calls/${callId}`)).commentId).toBeNull();

      await goOnline(page);
      await waitForNothingWaiting(page);
      // Applied once: one Call comment on the case's account, the call logged, the case closed (it leaves the list).
      const logged = (await serverComments(admin, COMMENT_ON.account, theCase.accountId)).filter((c) => c.text.includes(remark));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ activityType: 'Call', text: `Case #${theCase.id}: Not connected — ${remark}` });
      expect(await getJson<{ outcomeId: number; commentId: number }>(agentApi, `/api/mystique/v1/calls/${callId}`)).toMatchObject({ outcomeId: 13, commentId: logged[0]!.id });
      await expect(card).toHaveCount(0);
    } finally {
      await page.context().setOffline(false);
      await agentApi.dispose();
      await admin.dispose();
    }
  });
});
