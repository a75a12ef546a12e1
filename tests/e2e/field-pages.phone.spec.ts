import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addSavedSession, expect, PHONE, signInAndWaitForHome, test } from './support';
import { notice, pickAccount } from './accounts-support';
import { syncStatus, waitForServiceWorkerControl, waitForSynced } from './offline-support';
import { opportunityPath } from './opportunity-support';

test.use(PHONE);

// The field agent's day on a 360 px phone (issue 10, "Right on a phone"): every page fits the screen, its
// buttons can be tapped where they are, axe finds nothing serious; notices leave a dialog's buttons alone; the
// sync status is right from the first paint of an offline reload.

const PHONE_WIDTH = 360;
const KINDS = ['general', 'broker', 'builder', 'owner', 'tenant'] as const;

type Paged<T> = { results: T[] };
type OpportunityRow = { id: number; kind: string };
type Milestone = { termsheetId: number; paymentDetails: { id: number }[] };

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * The pages of the agent's day, with real ids: an account, one opportunity of each kind (one with milestones
 * and payments where the book has one, so the wide tables are there), a termsheet and a payment.
 */
async function fieldPages(page: Page): Promise<string[]> {
  const account = await pickAccount(page, (a) => a.statusId === 1);
  const mine = await getJson<Paged<OpportunityRow>>(page, '/api/sapna/v1/opportunity/search?mine=true&size=100');
  const paths: string[] = [];
  let termsheetId = 0;
  let paymentId = 0;
  for (const kind of KINDS) {
    const ofKind = mine.results.filter((o) => o.kind === kind).slice(0, 8);
    const first = ofKind[0];
    if (!first) throw new Error(`the agent has no ${kind} opportunity`);
    let chosen = first;
    for (const candidate of ofKind) {
      const milestones = await getJson<Paged<Milestone>>(page, `/api/sapna/v1/milestone?opportunityId=${candidate.id}`);
      const paid = milestones.results.find((m) => m.paymentDetails.length > 0);
      if (paid) {
        chosen = candidate;
        termsheetId ||= paid.termsheetId;
        paymentId ||= paid.paymentDetails[0]?.id ?? 0;
        break;
      }
    }
    paths.push(opportunityPath(kind, chosen.id));
  }
  if (!termsheetId || !paymentId) throw new Error('no opportunity of the agent has a milestone with a payment');
  return ['/my-accounts', `/account/${account.accountId}`, ...paths, `/termsheet/${termsheetId}`, `/payment/${paymentId}`, '/outbox'];
}

/** Every visible button of the page's main part, scrolled to the middle of the screen, is what a tap at its centre hits. */
async function buttonsNotTappable(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const misses: string[] = [];
    for (const button of Array.from(main.querySelectorAll('button'))) {
      if (button.getClientRects().length === 0 || getComputedStyle(button).visibility === 'hidden') continue;
      button.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = button.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const hit = document.elementFromPoint(x, y);
      const name = (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
      if (box.left < 0 || box.right > window.innerWidth) misses.push(`${name}: off the screen (${Math.round(box.left)}–${Math.round(box.right)} px)`);
      else if (!hit || !button.contains(hit)) misses.push(`${name}: a tap lands on ${hit?.tagName.toLowerCase() ?? 'nothing'} ${(hit?.textContent ?? '').trim().slice(0, 30)}`);
    }
    window.scrollTo(0, 0);
    return misses;
  });
}

/** axe's serious and critical findings (WCAG 2.x A and AA), and the two the issue found outside those tags. */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'landmark-unique': { enabled: true }, 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'landmark-unique' || v.id === 'label-content-name-mismatch')
    .map((v) => `${v.id} (${v.impact ?? '?'}) ×${v.nodes.length}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('the field pages on a 360 px phone', () => {
  test('every field page fits the screen, its buttons can be tapped where they are, and axe finds nothing serious', async ({ page }) => {
    test.setTimeout(240_000);
    await addSavedSession(page, 'agent');
    const paths = await fieldPages(page);
    const report: Record<string, { width: number; notTappable: string[]; axe: string[] }> = {};
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 20_000 });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
      report[path] = {
        width: await page.evaluate(() => document.documentElement.scrollWidth),
        notTappable: await buttonsNotTappable(page),
        axe: await seriousAxeViolations(page),
      };
    }
    for (const [path, found] of Object.entries(report)) {
      expect.soft(found.width, `${path}: the document is wider than the screen`).toBeLessThanOrEqual(PHONE_WIDTH);
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
