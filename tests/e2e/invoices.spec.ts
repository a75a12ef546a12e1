import { readFile } from 'node:fs/promises';
import { CONSOLE_REQUEST_HEADERS } from '../../src/domain/auth/console-request';
import type { APIRequestContext, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { addSavedSession, expect, signInAndWaitForHome, test } from './support';
import { notice } from './opportunity-support';
import { waitForServiceWorkerControl } from './offline-support';

type Paged<T> = { results: T[] };

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The demo's invoice-ready termsheet (src/server/seed/demo/invoice-demo.ts): Sharma Realty, approved, GSTIN in Karnataka. */
async function demoTermsheetId(page: Page): Promise<number> {
  const opportunities = await json<Paged<{ id: number; name: string }>>(page.request, `/api/sapna/v1/opportunity/search?q=${encodeURIComponent('GST demo annual listings')}`);
  const opportunity = opportunities.results.find((o) => o.name === 'GST demo annual listings');
  if (!opportunity) throw new Error('the invoice demo opportunity is not seeded');
  const termsheets = await json<Paged<{ id: number }>>(page.request, `/api/sapna/v1/termsheet?opportunityId=${opportunity.id}`);
  const termsheet = termsheets.results[0];
  if (!termsheet) throw new Error('the invoice demo termsheet is not seeded');
  return termsheet.id;
}

const invoicesRegion = (page: Page) => page.getByRole('region', { name: 'Invoices', exact: true });

test.describe.serial('tax invoices', () => {
  test('invoice generation is online only: offline the page says so and the button waits', async ({ page, context }) => {
    await addSavedSession(page, 'finance');
    const termsheetId = await demoTermsheetId(page);
    await page.goto(`/termsheet/${termsheetId}`);
    const invoices = invoicesRegion(page);
    await expect(invoices.getByRole('button', { name: 'Generate tax invoice' })).toBeEnabled();
    await context.setOffline(true);
    await expect(invoices.getByText('Invoices need a connection: generating and e-mailing them works only online.')).toBeVisible();
    await expect(invoices.getByRole('button', { name: 'Generate tax invoice' })).toBeDisabled();
    await context.setOffline(false);
    await expect(invoices.getByRole('button', { name: 'Generate tax invoice' })).toBeEnabled();
  });

  test('finance generates the tax invoice of an approved termsheet, downloads its PDF with the CGST Rule 46 particulars and e-mails it', async ({ page }) => {
    await addSavedSession(page, 'finance');
    const termsheetId = await demoTermsheetId(page);
    await page.goto(`/termsheet/${termsheetId}`);
    await expect(page.getByRole('heading', { name: `Termsheet #${termsheetId}` })).toBeVisible();
    const invoices = invoicesRegion(page);
    await expect(invoices.getByText('No invoices yet.')).toBeVisible();
    await invoices.getByRole('button', { name: 'Generate tax invoice' }).click();
    await expect(notice(page, 'Tax Invoice generated successfully.')).toBeVisible();
    const serialCell = invoices.getByRole('cell', { name: /^TI\/\d{4}\/\d{5}$/ });
    await expect(serialCell).toBeVisible();
    const serial = (await serialCell.textContent()) ?? '';
    expect(serial.length).toBeLessThanOrEqual(16);
    await expect(invoices.getByRole('button', { name: 'Generate tax invoice' })).toHaveCount(0);

    const [download] = await Promise.all([page.waitForEvent('download'), invoices.getByRole('link', { name: `Download PDF of ${serial}` }).click()]);
    expect(download.suggestedFilename()).toBe(`Invoice-${serial.replaceAll('/', '-')}.pdf`);
    const bytes = await readFile((await download.path()) ?? '');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    for (const expected of [
      'TAX INVOICE',
      'GSTIN: 27AABCH1234K1ZR',
      'State: Maharashtra (27)',
      `Invoice No.: ${serial}`,
      'Sharma Realty Pvt Ltd',
      'GSTIN: 29AAKCS1234M1ZZ',
      'State: Karnataka (29)',
      'Place of Supply: Karnataka (29)',
      'Reverse Charge: No',
      '998365',
      '₹1,10,000.00',
      '₹10,000.00',
      'Total Taxable Value: ₹1,00,000.00',
      'IGST @ 18%: ₹18,000.00',
      'Invoice Total: ₹1,18,000.00',
    ]) {
      expect(text).toContain(expected);
    }

    await invoices.getByRole('button', { name: 'E-mail', exact: true }).click();
    const send = page.getByRole('dialog', { name: `E-mail invoice ${serial}` });
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(notice(page, 'Tax Invoice Shared successfully!')).toBeVisible();
    await expect(invoices).toContainText('sent to rohan.sharma@example.com');
    // Sent once: the dialog says so and re-sends to the POC chosen.
    await invoices.getByRole('button', { name: 'E-mail', exact: true }).click();
    const resend = page.getByRole('dialog', { name: `E-mail invoice ${serial}` });
    await expect(resend.getByText('This invoice has already been sent. Select a POC to send it again.')).toBeVisible();
    await expect(resend.getByRole('button', { name: 'Re-send' })).toBeDisabled();
    await resend.getByLabel('POC').selectOption({ label: 'Rohan Sharma · rohan.sharma@example.com' });
    await resend.getByRole('button', { name: 'Re-send' }).click();
    await expect(notice(page, 'Tax Invoice Shared successfully!').last()).toBeVisible();
  });

  test('the agent sees the invoice and the proforma but no generate button, and the server refuses them', async ({ page }) => {
    await addSavedSession(page, 'agent');
    const termsheetId = await demoTermsheetId(page);
    await page.goto(`/termsheet/${termsheetId}`);
    const invoices = invoicesRegion(page);
    await expect(invoices.getByRole('cell', { name: /^TI\// })).toBeVisible();
    await expect(invoices.getByRole('link', { name: 'Proforma invoice' })).toBeVisible();
    await expect(invoices.getByRole('button', { name: 'Generate tax invoice' })).toHaveCount(0);
    await expect(invoices.getByRole('button', { name: 'E-mail', exact: true })).toHaveCount(0);
    const refused = await page.request.post(`/api/sapna/v1/invoice/tax-invoice?termsheetId=${termsheetId}`, { headers: CONSOLE_REQUEST_HEADERS });
    expect(refused.status()).toBe(403);
  });
});

test('a cancelled termsheet shows why it cannot be edited, hides its edit actions, and the server refuses an edit (409)', async ({ page }) => {
  await addSavedSession(page, 'agent');
  const opportunities = await json<Paged<{ id: number }>>(page.request, '/api/sapna/v1/opportunity/search?size=100&mine=true&bucket=open');
  let termsheetId = 0;
  for (const o of opportunities.results) {
    const termsheets = await json<Paged<{ id: number; statusId: number }>>(page.request, `/api/sapna/v1/termsheet?opportunityId=${o.id}`);
    const draft = termsheets.results.find((t) => t.statusId === 1 || t.statusId === 2);
    if (draft) {
      termsheetId = draft.id;
      break;
    }
  }
  expect(termsheetId, 'a Created or Shared termsheet in the agent book').toBeGreaterThan(0);
  await page.goto(`/termsheet/${termsheetId}`);
  const actions = page.getByRole('region', { name: 'Termsheet actions' });
  await expect(actions.getByRole('button', { name: 'Edit termsheet' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  await actions.getByRole('button', { name: 'Cancel termsheet' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel termsheet' }).click();
  await expect(notice(page, 'Termsheet Updated!')).toBeVisible();
  await expect(actions.getByRole('note')).toHaveText('This termsheet is Cancelled and can no longer be edited.');
  await expect(actions.getByRole('button', { name: 'Edit termsheet' })).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expect(actions.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
  const refused = await page.request.put(`/api/sapna/v1/termsheet/${termsheetId}`, { data: { contactId: 1 }, headers: CONSOLE_REQUEST_HEADERS });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ error: { msg: 'This termsheet is Cancelled and can no longer be edited.' } });
});

test('a termsheet PDF opened once is served by the service worker when offline', async ({ page, context }) => {
  await signInAndWaitForHome(page, 'agent');
  await waitForServiceWorkerControl(page);
  const opportunities = await json<Paged<{ id: number }>>(page.request, '/api/sapna/v1/opportunity/search?size=100&mine=true&bucket=open');
  let termsheetId = 0;
  for (const o of opportunities.results) {
    const termsheets = await json<Paged<{ id: number; statusId: number }>>(page.request, `/api/sapna/v1/termsheet?opportunityId=${o.id}`);
    const draft = termsheets.results.find((t) => t.statusId === 1 || t.statusId === 2);
    if (draft) {
      termsheetId = draft.id;
      break;
    }
  }
  expect(termsheetId).toBeGreaterThan(0);
  const fetchPdf = (url: string) =>
    page.evaluate(async (u) => {
      const res = await fetch(u);
      const bytes = new Uint8Array(await res.arrayBuffer());
      return { status: res.status, type: res.headers.get('content-type'), head: String.fromCharCode(...bytes.slice(0, 5)) };
    }, url);
  // At the list price: a draft of the demo may carry a discount not yet approved, whose PDF is refused (issue 48).
  const url = `/api/sapna/v1/termsheet/${termsheetId}/pdf?atListPrice=true`;
  expect(await fetchPdf(url)).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });
  await context.setOffline(true);
  expect(await fetchPdf(url)).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });
  await context.setOffline(false);
});
