import type { Page } from '@playwright/test';
import { expect, signInAndWaitForHome, test } from './support';

// Home's work queue (issue 51): each count equals the total its link's list shows. One test per role family, each
// opening every card it checks from home and reading the list's pager ("Showing 1–10 of n" or "No results").
// Follow-ups (a calendar day), the outbox and the live view's summary have no pager; their counts are asked of the
// same routes by construction (routes/_authed/-home-queue.tsx) and are not opened here.

/** The total the list's pager shows: n of "Showing a–b of n", 0 of "No results". */
async function pagerTotal(page: Page, pager?: string): Promise<number> {
  const nav = pager ? page.getByRole('navigation', { name: pager }) : page.locator('main nav').filter({ has: page.locator('p[aria-live="polite"]') }).first();
  const text = nav.locator('p[aria-live="polite"]');
  await expect(text).toHaveText(/^(Showing \d[\d,]*–\d[\d,]* of \d[\d,]*|No results)$/, { timeout: 20_000 });
  const found = /of (\d[\d,]*)$/.exec((await text.textContent()) ?? '');
  return found ? Number(found[1]!.replace(/,/g, '')) : 0;
}

/** The packages the package picker marks as having no content yet, inactive ones left out. */
async function packagesWithoutContent(page: Page): Promise<number> {
  const picker = page.getByLabel('Package', { exact: true });
  await expect(picker.locator('option').nth(1)).toBeAttached({ timeout: 20_000 });
  const labels = await picker.locator('option').allTextContents();
  return labels.filter((l) => l.includes('no content yet') && !l.includes('inactive')).length;
}

type Check = { key: string; total: (page: Page) => Promise<number> };
const pager = (key: string, label?: string): Check => ({ key, total: (page) => pagerTotal(page, label) });

const ROLES: { user: string; checks: Check[] }[] = [
  { user: 'agent', checks: [pager('discounts-rejected', 'Opportunity pages'), pager('payments-sent-back', 'Payment pages')] },
  { user: 'reviewer', checks: [pager('approvals')] },
  { user: 'finance', checks: [pager('payments-to-approve', 'Payment pages'), pager('invoices-to-raise', 'Invoices to raise pages'), pager('refunds-asked'), pager('erp-failed', 'ERP events pages')] },
  { user: 'content', checks: [pager('images-to-review', 'Image pages'), { key: 'content-to-fill', total: packagesWithoutContent }] },
  { user: 'hom', checks: [pager('renewals-due', 'Details pages'), pager('approvals'), pager('team-approvals', 'Approval pages')] },
  { user: 'admin', checks: [pager('failed-jobs', 'Background jobs pages'), pager('users-without-role', 'Users pages')] },
];

test.describe('home work queue', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const { user, checks } of ROLES) {
    test(`${user}: each count on home equals the total of the list it opens`, async ({ page }) => {
      await signInAndWaitForHome(page, user);
      for (const check of checks) {
        if (!page.url().endsWith('/home')) await page.goto('/home');
        const figure = page.locator(`[data-queue-count="${check.key}"]`);
        await expect(figure).toHaveText(/^\d[\d,]*$/, { timeout: 20_000 });
        const count = Number((await figure.textContent())!.replace(/,/g, ''));
        await figure.click();
        await expect(page).not.toHaveURL(/\/home$/);
        expect(await check.total(page), `${user} ${check.key}`).toBe(count);
      }
    });
  }
});
