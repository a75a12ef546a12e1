import { buttonsNotTappable, fieldPages, seriousAxeViolations, sidewaysOverflow } from './fit-support';
import { addSavedSession, expect, PHONE, signInAndWaitForHome, test } from './support';
import { notice, pickAccount } from './accounts-support';
import { syncStatus, waitForServiceWorkerControl, waitForSynced } from './offline-support';

test.use(PHONE);

// The field agent's day on a 360 px phone (issue 10, "Right on a phone"): every page fits the screen, its
// buttons can be tapped where they are, axe finds nothing serious; notices leave a dialog's buttons alone; the
// sync status is right from the first paint of an offline reload.

test.describe('the field pages on a 360 px phone', () => {
  test('every field page fits the screen, its buttons can be tapped where they are, and axe finds nothing serious', async ({ page }) => {
    test.setTimeout(240_000);
    await addSavedSession(page, 'agent');
    const paths = await fieldPages(page);
    const report: Record<string, { overflow: number; notTappable: string[]; axe: string[] }> = {};
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 20_000 });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
      report[path] = {
        overflow: await sidewaysOverflow(page),
        notTappable: await buttonsNotTappable(page),
        axe: await seriousAxeViolations(page),
      };
    }
    for (const [path, found] of Object.entries(report)) {
      expect.soft(found.overflow, `${path}: the page scrolls sideways`).toBeLessThanOrEqual(0);
      expect.soft(found.notTappable, `${path}: buttons that cannot be tapped where they are`).toEqual([]);
      expect.soft(found.axe, `${path}: axe`).toEqual([]);
    }
  });

  test('a notice shown while a dialog is open sits above its buttons, can be dismissed, and Cancel still works', async ({ page }) => {
    await addSavedSession(page, 'agent');
    const account = await pickAccount(page, (a) => a.statusId === 1, 2);
    await page.goto(`/account/${account.accountId}`);
    await page.getByRole('button', { name: 'Edit account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit account details' });
    const cancel = dialog.getByRole('button', { name: 'Cancel', exact: true });
    await expect(cancel).toBeVisible();

    // The save meets no network: the error notice shows while the dialog stays open.
    await page.route('**/api/sapna/v2/account/**', (route) => (route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback()));
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const shown = page.locator('[data-notice-kind="error"]').first();
    await expect(shown).toBeVisible();
    const noticeText = ((await shown.textContent()) ?? '').replace(/×$/, '').trim();

    // It is inside the dialog (readable by a screen reader there), above the buttons, covering none of them.
    await expect(dialog.locator('[data-notice-kind="error"]')).toBeVisible();
    const noticeBox = await shown.boundingBox();
    if (!noticeBox) throw new Error('the notice has no box');
    for (const button of await dialog.getByRole('button').filter({ hasNotText: '×' }).all()) {
      const box = await button.boundingBox();
      if (!box || (await button.getAttribute('aria-label'))?.startsWith('Dismiss')) continue;
      const overlaps = box.x < noticeBox.x + noticeBox.width && noticeBox.x < box.x + box.width && box.y < noticeBox.y + noticeBox.height && noticeBox.y < box.y + box.height;
      expect(overlaps, `the notice covers “${await button.textContent()}”`).toBe(false);
    }
    await expect(cancel).toBeInViewport();
    await cancel.click({ trial: true });

    // The notice can be dismissed without leaving the dialog, and Cancel closes the dialog.
    await notice(page, noticeText).getByRole('button', { name: /^Dismiss/ }).tap();
    await expect(page.locator('[data-notice-kind="error"]')).toHaveCount(0);
    await expect(dialog).toHaveCount(1);
    await cancel.tap();
    await expect(dialog).toHaveCount(0);
  });

  test('after a reload without a network the status says Offline and never Online', async ({ page, context }) => {
    test.setTimeout(180_000);
    await signInAndWaitForHome(page, 'agent');
    await waitForServiceWorkerControl(page);
    await waitForSynced(page, 120_000);

    // The phone profile of the issue: 4x CPU slowdown. Every text the status shows from the first paint is kept.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { statusTexts: string[] }).statusTexts = seen;
      const record = () => {
        const text = document.querySelector('[data-testid="sync-status"]')?.textContent ?? null;
        if (text !== null && seen[seen.length - 1] !== text) seen.push(text);
      };
      new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await context.setOffline(true);
    await page.reload();
    await expect(syncStatus(page)).toContainText('Offline', { timeout: 20_000 });
    await expect(syncStatus(page)).toContainText(/Synced \d\d:\d\d [AP]M/);
    const seen = await page.evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((text) => /Sync status: Online/.test(text)), `the status read: ${seen.join(' | ')}`).toEqual([]);
    expect(seen.filter((text) => /Not synced yet/.test(text)), `the status read: ${seen.join(' | ')}`).toEqual([]);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.setOffline(false);
  });
});
