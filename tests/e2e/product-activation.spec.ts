import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { notice, opportunityPath } from './opportunity-support';
import { addSavedSession, expect, signInAndWaitForHome, test } from './support';

// Issue 9, money: product activation on an opportunity's products (activate, force-activate, details), complimentary
// products with their permission messages, and a seller's refund going through its Refund approval.

type Paged<T> = { results: T[] };
type OpportunityRow = { id: number; kind: string; statusId: number };
type ProductDto = { id: number; productName: string | null; activated: boolean };
type OpportunityPage = { id: number; kind: string; opportunityPackageMappingDetails: { id: number; packageName: string | null; opportunityProductMappingDtos: ProductDto[] }[] };
type Details = { canActivateNow: 'activate' | 'request' | 'refuse'; blockReason: string | null };
type Found = { opportunity: OpportunityPage; mappingId: number; packageName: string; product: ProductDto; details: Details };

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  baseExpect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The signed-in user's oldest opportunity (of those listed) with a product whose activation details match; read ten at a time. */
async function findProduct(page: Page, accept: (details: Details) => boolean): Promise<Found> {
  const rows = await json<Paged<OpportunityRow>>(page.request, '/api/sapna/v1/opportunity/search?size=100');
  const open = [...rows.results].reverse().filter((r) => r.statusId !== 6 && r.statusId !== 7);
  for (let i = 0; i < open.length; i += 10) {
    const batch = await Promise.all(
      open.slice(i, i + 10).map(async (row) => {
        const opportunity = await json<OpportunityPage>(page.request, `/api/sapna/v3/opportunity-page/${row.id}`);
        const candidates = opportunity.opportunityPackageMappingDetails.flatMap((mapping) =>
          mapping.opportunityProductMappingDtos.filter((p) => !p.activated).map((product) => ({ mapping, product })),
        );
        for (const { mapping, product } of candidates) {
          const details = await json<Details>(page.request, `/api/sapna/v1/product-activation/details?opportunityProductMappingId=${product.id}`);
          if (accept(details)) return { opportunity, mappingId: mapping.id, packageName: mapping.packageName ?? '', product, details };
        }
        return null;
      }),
    );
    const found = batch.find((f) => f !== null);
    if (found) return found;
  }
  throw new Error('no product with such activation details');
}

function productRow(page: Page, found: Found) {
  return page
    .getByRole('listitem', { name: `Package ${found.packageName}` })
    .filter({ hasText: `#${found.mappingId}` })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Activation details of ${found.product.productName}`, exact: true }) })
    .first();
}

test.describe.serial('product activation, complimentary products, refunds with approval', () => {
  test("activation: 'Activation cannot be done right now!' with the reason, then 'Activation request sent', then finance force-activates", async ({ page }) => {
    await addSavedSession(page, 'agent');
    const refused = await findProduct(page, (d) => d.canActivateNow === 'refuse' && d.blockReason === 'The package is not on a termsheet approved by RCM.');
    await page.goto(opportunityPath(refused.opportunity.kind, refused.opportunity.id));
    const refusedRow = productRow(page, refused);
    await refusedRow.getByRole('button', { name: `Activate ${refused.product.productName}`, exact: true }).click();
    await expect(notice(page, 'Activation cannot be done right now!')).toBeVisible();
    await refusedRow.getByRole('button', { name: `Activation details of ${refused.product.productName}`, exact: true }).click();
    const refusedDialog = page.getByRole('dialog', { name: `Activation: ${refused.product.productName}` });
    await expect(refusedDialog.getByRole('note')).toContainText('The package is not on a termsheet approved by RCM.');
    await refusedDialog.getByRole('button', { name: 'Close' }).click();

    const requested = await findProduct(page, (d) => d.canActivateNow === 'request');
    await page.goto(opportunityPath(requested.opportunity.kind, requested.opportunity.id));
    const row = productRow(page, requested);
    await row.getByRole('button', { name: `Activate ${requested.product.productName}`, exact: true }).click();
    await expect(notice(page, 'Activation request sent')).toBeVisible();
    await row.getByRole('button', { name: `Activation details of ${requested.product.productName}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Activation: ${requested.product.productName}` });
    await expect(dialog.getByRole('definition').first()).toHaveText('Activation requested');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Finance may not activate, but may force-activate with a reason.
    await addSavedSession(page, 'finance');
    await page.goto(opportunityPath(requested.opportunity.kind, requested.opportunity.id));
    const financeRow = productRow(page, requested);
    const forceButton = financeRow.getByRole('button', { name: `Force-activate ${requested.product.productName}`, exact: true });
    await expect(forceButton).toBeVisible();
    await expect(financeRow.getByRole('button', { name: `Activate ${requested.product.productName}`, exact: true })).toHaveCount(0);
    await forceButton.click();
    const force = page.getByRole('dialog', { name: `Force-activate ${requested.product.productName}` });
    await force.getByRole('button', { name: 'Force activate' }).click();
    await expect(force.getByText('Please give the reason for force-activation.')).toBeVisible();
    await force.getByLabel('Reason').fill('Cheque cleared at the branch');
    await force.getByRole('button', { name: 'Force activate' }).click();
    await expect(notice(page, 'Product Activated Successfully!')).toBeVisible();
    await expect(financeRow).toContainText('· activated');
    await expect(forceButton).toHaveCount(0);
  });

  test("complimentary products: a manager adds and deactivates; an agent views; a content-only user cannot open the opportunity", async ({ page }) => {
    await signInAndWaitForHome(page, 'agent');
    const rows = await json<Paged<OpportunityRow>>(page.request, '/api/sapna/v1/opportunity/search?size=100');
    const open = rows.results.filter((r) => r.statusId !== 6 && r.statusId !== 7);
    let target: OpportunityRow | undefined;
    for (let i = 0; i < open.length && !target; i += 10) {
      const batch = await Promise.all(
        open.slice(i, i + 10).map(async (row) => {
          const answer = await json<{ results: unknown[]; options: { products: unknown[] }[] }>(page.request, `/api/sapna/v1/opportunity/${row.id}/complimentary-products`);
          return answer.results.length === 0 && answer.options.some((o) => o.products.length > 0) ? row : null;
        }),
      );
      target = batch.find((row) => row !== null) ?? undefined;
    }
    if (!target) throw new Error('no opportunity of the agent with a package that has complimentary products');
    const path = opportunityPath(target.kind, target.id);
    const section = page.getByRole('region', { name: 'Complimentary products', exact: true });

    await addSavedSession(page, 'manager');
    await page.goto(path);
    await section.getByRole('button', { name: 'Add complimentary product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a complimentary product' });
    await dialog.getByLabel('Complimentary product').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(notice(page, 'Complimentary product added')).toBeVisible();
    const table = section.getByRole('table', { name: 'Complimentary products' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('Active');

    await addSavedSession(page, 'agent');
    await page.goto(path);
    await expect(section.getByRole('table', { name: 'Complimentary products' }).getByRole('row')).toHaveCount(2);
    await expect(section.getByRole('button', { name: 'Add complimentary product' })).toHaveCount(0);
    await expect(section.getByRole('button', { name: /^Deactivate / })).toHaveCount(0);

    // A content-only user has no sales reads (spec 000 §6): the opportunity page itself is closed to them.
    await addSavedSession(page, 'content');
    await page.goto(path);
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();

    await addSavedSession(page, 'manager');
    await page.goto(path);
    await section.getByRole('button', { name: /^Deactivate / }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expect(notice(page, 'Complimentary product deactivated')).toBeVisible();
    await expect(section.getByRole('table', { name: 'Complimentary products' })).toContainText('Deactivated');
  });

  test('a seller’s refund goes to the Refund approval: the reviewer reviews, the approver approves, the refund is recorded', async ({ page }) => {
    await addSavedSession(page, 'agent');
    await page.goto('/payment?q=DEMO-APPR-6');
    await page.getByRole('table', { name: 'Payments' }).getByRole('row').filter({ hasText: 'DEMO-APPR-6' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /Payment #\d+/ })).toBeVisible();
    const paymentUrl = page.url();
    await page.getByRole('button', { name: 'Request refund' }).click();
    const dialog = page.getByRole('dialog', { name: /Request a refund of payment/ });
    await dialog.getByLabel('Amount (₹)').fill('99999999');
    await dialog.getByRole('button', { name: 'Send for approval' }).click();
    await expect(dialog.getByText('Refund amount exceeds the approved amount not yet refunded.')).toBeVisible();
    await dialog.getByLabel('Amount (₹)').fill('50');
    await dialog.getByLabel('Remark').fill('Customer paid twice');
    await dialog.getByRole('button', { name: 'Send for approval' }).click();
    await expect(notice(page, 'Refund sent for approval')).toBeVisible();
    const requests = page.getByRole('table', { name: 'Refund requests' });
    await expect(requests).toContainText('Pending Approval');
    const approvalHref = (await requests.getByRole('link').first().getAttribute('href')) as string;
    await expect(page.getByRole('button', { name: 'Request refund' })).toHaveCount(0);

    await addSavedSession(page, 'reviewer');
    await page.goto(approvalHref);
    await expect(page.getByRole('region', { name: 'Refund requested' })).toContainText('₹50');
    await page.getByRole('button', { name: 'Review', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Review', exact: true })).toHaveCount(0);

    await addSavedSession(page, 'approver');
    await page.goto(approvalHref);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Refund requested' })).toContainText(/Approved \(refund #\d+ recorded\)/);

    await addSavedSession(page, 'agent');
    await page.goto(paymentUrl);
    await expect(page.getByRole('table', { name: 'Refund requests' })).toContainText('Approved');
    await expect(page.getByRole('table', { name: 'Refunds' })).toContainText('Customer paid twice');
  });
});
