import { addSavedSession, expect, test } from './support';
import { notice, pickAccount, uniqueWord } from './accounts-support';

const MARKETING_AGENCY = 5;

test.describe('comments on an account', () => {
  test('an agent logs a call, sees it after the refresh, and a back-dated meeting shows when the server received it', async ({ page }) => {
    await addSavedSession(page, 'agent');
    const account = await pickAccount(page, (a) => a.clientTypeId === MARKETING_AGENCY && a.statusId === 1, 1);
    await page.goto(`/account/${account.accountId}`);

    const panel = page.getByRole('region', { name: 'Comments' });
    const form = panel.getByRole('form', { name: 'Add a comment' });
    await expect(form.getByLabel('Activity type').locator('option')).toHaveText(['Select…', 'Email', 'Call', 'Dropin', 'Meeting']);
    await form.getByRole('button', { name: 'Add comment' }).click();
    await expect(form.getByText('This field is required.')).toHaveCount(2);

    const call = `Called about renewal ${uniqueWord()}`;
    await form.getByLabel('Activity type').selectOption('Call');
    await form.getByLabel('Comment').fill(call);
    await form.getByRole('button', { name: 'Add comment' }).click();
    await expect(notice(page, 'Action successfully completed!')).toBeVisible();
    await expect(form.getByLabel('Comment')).toHaveValue('');
    // The list refreshes a second after the comment is added.
    const list = panel.getByRole('list', { name: 'Comments' });
    const item = list.getByRole('listitem').filter({ hasText: call });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Call');
    await expect(item).toContainText('Vikram Rao');
    await expect(item).not.toContainText('Received by the server');

    const meeting = `Met the marketing head ${uniqueWord()}`;
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${twoHoursAgo.getFullYear()}-${pad(twoHoursAgo.getMonth() + 1)}-${pad(twoHoursAgo.getDate())}T${pad(twoHoursAgo.getHours())}:${pad(twoHoursAgo.getMinutes())}`;
    await form.getByLabel('Activity type').selectOption('Meeting');
    await form.getByLabel('Comment').fill(meeting);
    await form.getByLabel('When did it happen?').fill(local);
    await form.getByRole('button', { name: 'Add comment' }).click();
    const back = list.getByRole('listitem').filter({ hasText: meeting });
    await expect(back).toContainText('Received by the server');
    // Newest happening first: the call (just now) is above the meeting (two hours ago).
    const texts = await list.getByRole('listitem').allTextContents();
    expect(texts.findIndex((t) => t.includes(call))).toBeLessThan(texts.findIndex((t) => t.includes(meeting)));
  });
});
