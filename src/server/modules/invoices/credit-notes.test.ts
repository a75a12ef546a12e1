import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invoices, milestones, termsheets } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { createStaff, insertMilestone } from '../../testing/money-fixtures';
import { createGstDeal, invoiceCount } from '../../testing/invoice-fixtures';
import { financialYearOf } from '../../../domain/invoices/serial';

// Issue 48: tax invoices follow their termsheet (credit notes), the digislate invoice is its own document, and the
// termsheet PDF is an order form.
describeEachBackend('credit notes, digislate invoice, order form', (backend) => {
  let server: TestServer;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let finance: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await createStaff(server.app, server.database.db, 'cn');
    await createUser(server.database.db, { username: 'cn-finance', roles: ['FINANCE'] });
    finance = await loginAs(server.app, 'cn-finance');
  });
  afterAll(async () => server?.close());

  async function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
    const res = await server.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
    const isPdf = String(res.headers['content-type']).startsWith('application/pdf');
    return { status: res.statusCode, body: isPdf ? null : res.json(), raw: res.rawPayload };
  }
  const db = () => server.database.db;
  const pdfText = async (bytes: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
  const fy = financialYearOf(new Date()).replace(/^\d\d(\d\d)-(\d\d)$/, '$1$2');
  const statusOf = async (id: number) => (await db().select().from(termsheets).where(eq(termsheets.id, id)))[0]?.statusId;
  async function invoiced() {
    const d = await createGstDeal(db(), { agentId: staff.agentId });
    const tax = await call('POST', `/sapna/v1/invoice/tax-invoice?termsheetId=${d.termsheetId}`, finance);
    return { d, tax: tax.body.invoice };
  }

  it('refuses to cancel a termsheet with a live tax invoice (nothing changes) until Finance credits it', async () => {
    const { d, tax } = await invoiced();
    const refused = await call('PUT', `/sapna/v1/termsheet/${d.termsheetId}/status`, staff.agent, { statusId: 5 });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: { msg: `This termsheet has tax invoice ${tax.serial}: Finance must credit it (credit note) before the termsheet can be cancelled.` } },
    });
    expect(await statusOf(d.termsheetId)).toBe(3);
    const credited = await call('POST', `/sapna/v1/invoice/${tax.id}/credit-note`, finance, { reason: 'Customer withdrew' });
    expect(credited.status).toBe(200);
    expect((await call('PUT', `/sapna/v1/termsheet/${d.termsheetId}/status`, staff.agent, { statusId: 5 })).status).toBe(200);
    expect(await statusOf(d.termsheetId)).toBe(5);
  });

  it('credits a tax invoice in full: its own CN serial, the invoice Credited, the termsheet cancelled in the same step', async () => {
    const { d, tax } = await invoiced();
    const res = await call('POST', `/sapna/v1/invoice/${tax.id}/credit-note`, finance, { reason: 'Termsheet cancelled', cancelTermsheet: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      msg: 'Credit note issued',
      invoice: {
        kind: 'credit',
        status: 'Generated',
        termsheetId: d.termsheetId,
        creditedInvoice: { id: tax.id, serial: tax.serial, invoiceDate: tax.invoiceDate },
        reason: 'Termsheet cancelled',
        taxableValue: 39999.45,
        igst: 7199.9,
        total: 47199.35,
      },
    });
    expect(res.body.invoice.serial).toMatch(new RegExp(`^CN/${fy}/\\d{5}$`));
    expect(await statusOf(d.termsheetId)).toBe(5);
    const list = await call('GET', `/sapna/v1/invoice?termsheetId=${d.termsheetId}`, staff.agent);
    expect(list.body.results.map((i: { kind: string; status: string }) => [i.kind, i.status])).toEqual([
      ['tax', 'Credited'],
      ['credit', 'Generated'],
    ]);

    const text = await pdfText((await call('GET', `/sapna/v1/invoice/${res.body.invoice.id}/pdf`, staff.agent)).raw);
    for (const expected of [
      'CREDIT NOTE',
      `Credit Note No.: ${res.body.invoice.serial}`,
      `Against Tax Invoice: ${tax.serial}`,
      'Tax Invoice Date:',
      'Reason: Termsheet cancelled',
      'GSTIN: 27AABCH1234K1ZR',
      'GSTIN: 29ABCDE1234F1ZW',
      'Taxable Value Credited: ₹39,999.45',
      'IGST @ 18%: ₹7,199.90',
      'Credit Note Total: ₹47,199.35',
      'Authorised Signatory',
    ]) {
      expect(text).toContain(expected);
    }
    expect(await pdfText((await call('GET', `/sapna/v1/invoice/${tax.id}/pdf`, staff.agent)).raw)).toContain('TAX INVOICE (CREDITED)');
  });

  it('refuses a second credit, a credit of a digislate invoice, a missing reason and non-finance callers, taking no serial', async () => {
    const { tax } = await invoiced();
    const before = await invoiceCount(db());
    expect(await call('POST', `/sapna/v1/invoice/${tax.id}/credit-note`, finance, { reason: ' ' })).toMatchObject({
      status: 400,
      body: { error: { msg: 'Please give the reason for the credit note.' } },
    });
    for (const cookie of [staff.agent, staff.rcm]) expect((await call('POST', `/sapna/v1/invoice/${tax.id}/credit-note`, cookie, { reason: 'x' })).status).toBe(403);
    expect(await invoiceCount(db())).toBe(before);
    await call('POST', `/sapna/v1/invoice/${tax.id}/credit-note`, finance, { reason: 'Wrong rate' });
    expect(await call('POST', `/sapna/v1/invoice/${tax.id}/credit-note`, finance, { reason: 'Again' })).toMatchObject({
      status: 409,
      body: { error: { msg: 'This tax invoice has already been credited.' } },
    });
    const withDigislate = await createGstDeal(db(), { agentId: staff.agentId, digislateAmount: '5000' });
    const digislate = await call('POST', `/sapna/v1/invoice/generate-digislate-invoice?termsheetId=${withDigislate.termsheetId}`, finance);
    expect(await call('POST', `/sapna/v1/invoice/${digislate.body.invoice.id}/credit-note`, finance, { reason: 'x' })).toMatchObject({
      status: 409,
      body: { error: { msg: 'Only a tax invoice can be credited.' } },
    });
    const credits = await db().select().from(invoices).where(eq(invoices.creditedInvoiceId, tax.id));
    expect(credits).toHaveLength(1);
  });

  it("invoices the milestones' digislate amounts only, titled DIGISLATE INVOICE; none to invoice is refused", async () => {
    const d = await createGstDeal(db(), { agentId: staff.agentId, digislateAmount: '5000' });
    const second = await insertMilestone(db(), d.termsheetId, { amount: '20000', gst: '3600', name: 'Handover' });
    await db().update(milestones).set({ digislateAmount: '2500.50' }).where(eq(milestones.id, second));
    const res = await call('POST', `/sapna/v1/invoice/generate-digislate-invoice?termsheetId=${d.termsheetId}`, finance);
    expect(res.body.invoice).toMatchObject({
      kind: 'digislate',
      lines: [
        { description: 'Digislate: Launch', value: 5000, discount: 0, taxableValue: 5000 },
        { description: 'Digislate: Handover', value: 2500.5, discount: 0, taxableValue: 2500.5 },
      ],
      taxableValue: 7500.5,
      igst: 1350.09,
      total: 8850.59,
    });
    const text = await pdfText((await call('GET', `/sapna/v1/invoice/${res.body.invoice.id}/pdf`, staff.agent)).raw);
    expect(text).toContain('DIGISLATE INVOICE');
    expect(text).not.toContain('TAX INVOICE');
    expect(text).not.toContain('₹39,999.45');
    const none = await createGstDeal(db(), { agentId: staff.agentId });
    expect(await call('POST', `/sapna/v1/invoice/generate-digislate-invoice?termsheetId=${none.termsheetId}`, finance)).toMatchObject({
      status: 422,
      body: { error: { msg: "This termsheet's milestones have no digislate amount to invoice." } },
    });
  });

  it('prints the termsheet as an order form: supplier, buyer, products, prices, payment schedule with due dates, terms, acceptance', async () => {
    const d = await createGstDeal(db(), { agentId: staff.agentId, termsheetStatusId: 1, digislateAmount: '5000' });
    const pdf = await call('GET', `/sapna/v1/termsheet/${d.termsheetId}/pdf`, staff.agent);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.raw);
    for (const expected of [
      'ORDER FORM',
      'Supplier',
      'Housing Marketplace Pvt Ltd',
      'GSTIN: 27AABCH1234K1ZR',
      'Buyer',
      'Legal name: Skyline Builders Pvt Ltd',
      'GSTIN: 29ABCDE1234F1ZW',
      'Billing address: 12 MG Road, Bengaluru',
      'Premium: Pro Listing',
      '90 days',
      '₹45,000.00',
      '₹5,000.55',
      '₹39,999.45',
      '₹7,199.90',
      '₹47,199.35',
      'Net value (excl. GST): ₹39,999.45',
      'Order total (incl. GST): ₹47,199.35',
      'Payment schedule',
      'Launch',
      // Starts 1 Apr 2025, due within the 30-day window: 1 May 2025.
      '01 May 2025',
      '₹11,800.00',
      'Terms',
      'payable within 30 days of its start date',
      'Acceptance',
      'For Skyline Builders Pvt Ltd',
      'Authorised Signatory',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
