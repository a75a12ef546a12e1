import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invoiceSerialCounters, invoices, termsheets } from '../../db/schema/index';
import { describeOnBothBackends, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { createStaff } from '../../testing/money-fixtures';
import { createGstDeal, invoiceCount } from '../../testing/invoice-fixtures';
import { financialYearOf } from '../../../domain/invoices/serial';

describeOnBothBackends('invoices', (backend) => {
  let server: TestServer;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let finance: string;
  let admin: string;
  let ticketing: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await createStaff(server.app, server.database.db, 'inv');
    await createUser(server.database.db, { username: 'inv-finance', roles: ['FINANCE'] });
    await createUser(server.database.db, { username: 'inv-admin', roles: ['HOUSING_SALES_MANAGER', 'ADMIN'] });
    await createUser(server.database.db, { username: 'inv-ticketing', roles: ['TICKETING'] });
    finance = await loginAs(server.app, 'inv-finance');
    admin = await loginAs(server.app, 'inv-admin');
    ticketing = await loginAs(server.app, 'inv-ticketing');
  });
  afterAll(async () => server?.close());

  async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) {
    const res = await server.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
    const isPdf = String(res.headers['content-type']).startsWith('application/pdf');
    return { status: res.statusCode, body: isPdf ? null : res.json(), raw: res.rawPayload, headers: res.headers };
  }
  const db = () => server.database.db;
  const deal = (opts: Omit<Parameters<typeof createGstDeal>[1], 'agentId'> = {}) => createGstDeal(db(), { agentId: staff.agentId, ...opts });
  const pdfText = async (bytes: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
  const fy = financialYearOf(new Date()).replace(/^\d\d(\d\d)-(\d\d)$/, '$1$2');

  it('generates an inter-state tax invoice: IGST 18% on the value after discount, serial of the financial year', async () => {
    const d = await deal();
    const { status, body } = await call('POST', `/sapna/v1/invoice/tax-invoice?termsheetId=${d.termsheetId}`, finance);
    expect(status).toBe(200);
    expect(body.msg).toBe('Tax Invoice generated successfully.');
    expect(body.invoice).toMatchObject({
      kind: 'tax',
      termsheetId: d.termsheetId,
      status: 'Generated',
      supplier: { gstin: '27AABCH1234K1ZR', stateCode: '27', stateName: 'Maharashtra' },
      recipient: { name: 'Skyline Builders Pvt Ltd', gstin: '29ABCDE1234F1ZW', stateCode: '29', stateName: 'Karnataka', registered: true },
      placeOfSupply: { stateCode: '29', stateName: 'Karnataka' },
      reverseCharge: false,
      sac: '998365',
      lines: [{ quantity: 1, value: 45000, discount: 5000.55, taxableValue: 39999.45 }],
      taxableValue: 39999.45,
      cgst: 0,
      sgst: 0,
      igst: 7199.9, // 18% of 39,999.45 = 7,199.901 → 7,199.90
      total: 47199.35,
      totalText: '47199.35',
      sentTo: null,
    });
    expect(body.invoice.serial).toMatch(new RegExp(`^TI/${fy}/\\d{5}$`));
    expect(body.invoice.serial.length).toBeLessThanOrEqual(16);
  });

  it('splits CGST 9% + SGST 9% within the supplier state, rounding each to the paisa', async () => {
    const d = await deal({ gstin: '27ABCDE1234F1Z0' });
    const { body } = await call('POST', `/sapna/v1/invoice/tax-invoice?termsheetId=${d.termsheetId}`, admin);
    // 9% of 39,999.45 = 3,599.9505 → 3,599.95 each.
    expect(body.invoice).toMatchObject({ placeOfSupply: { stateCode: '27' }, cgst: 3599.95, sgst: 3599.95, igst: 0, totalTax: 7199.9, total: 47199.35 });
  });

  it('prints the CGST Rule 46 particulars in the PDF, with the rupee sign', async () => {
    const d = await deal();
    const { body } = await call('POST', `/sapna/v1/invoice/tax-invoice?termsheetId=${d.termsheetId}`, finance);
    const pdf = await call('GET', `/sapna/v1/invoice/${body.invoice.id}/pdf`, staff.agent);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`attachment; filename="Invoice-${body.invoice.serial.replaceAll('/', '-')}.pdf"`);
    const text = await pdfText(pdf.raw);
    for (const expected of [
      'TAX INVOICE',
      'Housing Marketplace Pvt Ltd',
      'GSTIN: 27AABCH1234K1ZR',
      'State: Maharashtra (27)',
      `Invoice No.: ${body.invoice.serial}`,
      'Skyline Builders Pvt Ltd',
      'GSTIN: 29ABCDE1234F1ZW',
      'State: Karnataka (29)',
      'Place of Supply: Karnataka (29)',
      'Reverse Charge: No',
      '998365',
      '₹45,000.00',
      '₹5,000.55',
      'Total Taxable Value: ₹39,999.45',
      'IGST @ 18%: ₹7,199.90',
      'Invoice Total: ₹47,199.35',
      'Authorised Signatory',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('CGST');
  });

  it('refuses a registered legal entity without GSTIN (422), and takes an unregistered one\'s state from its billing city', async () => {
    const before = await invoiceCount(db());
    const noGstin = await deal({ gstin: null });
    expect(await call('POST', `/sapna/v1/invoice/tax-invoice?termsheetId=${noGstin.termsheetId}`, finance)).toMatchObject({
      status: 422,
      body: { error: { msg: 'This legal entity is registered for GST: add its GSTIN (with a valid state code) before generating a tax invoice.' } },
    });
    const badState = await deal({ gstin: '99ABCDE1234F1Z5' });
    expect((await call('POST', `/sapna/v1/invoice/tax-invoice?termsheetId=${badState.termsheetId}`, finance)).status).toBe(422);
    const unregisteredNoCity = await deal({ gstin: null, unregistered: true });
    expect((await call('POST', `/sapna/v1/invoice/tax-invoice?termsheetId=${unregisteredNoCity.termsheetId}`, finance)).body.error.msg).toBe(
      "The recipient's state is unknown: add a billing address in a known city before generating a tax invoice.",
    );
    expect(await invoiceCount(db())).toBe(before);
    const unregistered = await deal({ gstin: null, unregistered: true, billingState: 'Maharashtra' });
    const ok = await call('POST', `/sapna/v1/invoice/tax-invoice?termsheetId=${unregistered.termsheetId}`, finance);
    expect(ok.body.invoice).toMatchObject({ recipient: { gstin: null, registered: false, stateCode: '27' }, cgst: 3599.95, sgst: 3599.95 });
    const text = await pdfText((await call('GET', `/sapna/v1/invoice/${ok.body.invoice.id}/pdf`, finance)).raw);
    expect(text).toContain('GSTIN: Unregistered');
  });

  it('refuses a termsheet not approved or completed (409), a second tax invoice (409), an unknown termsheet (404)', async () => {
    const draft = await deal({ termsheetStatusId: 1 });
    expect(await call('POST', `/sapna/v1/invoice/tax-invoice?termsheetId=${draft.termsheetId}`, finance)).toMatchObject({
      status: 409,
      body: { error: { msg: 'A tax invoice can be generated only for an approved or completed termsheet.' } },
    });
    const d = await deal({ termsheetStatusId: 4 });
    expect((await call('POST', `/sapna/v1/invoice/tax-invoice?termsheetId=${d.termsheetId}`, finance)).status).toBe(200);
    expect(await call('POST', `/sapna/v1/invoice/tax-invoice?termsheetId=${d.termsheetId}`, finance)).toMatchObject({
      status: 409,
      body: { error: { msg: 'A tax invoice has already been generated for this termsheet.' } },
    });
    expect((await call('POST', '/sapna/v1/invoice/tax-invoice?termsheetId=999999', finance)).status).toBe(404);
    expect((await call('GET', '/sapna/v1/invoice/999999/pdf', finance)).status).toBe(404);
  });

  it('lets only Finance and Admin generate, e-mail and cancel; read-only users are refused every write (403)', async () => {
    const d = await deal({ digislateAmount: '5000' });
    const before = await invoiceCount(db());
    for (const cookie of [staff.agent, staff.rcm, staff.content, ticketing]) {
      expect((await call('POST', `/sapna/v1/invoice/tax-invoice?termsheetId=${d.termsheetId}`, cookie)).status).toBe(403);
      expect((await call('POST', `/sapna/v1/invoice/generate-digislate-invoice?termsheetId=${d.termsheetId}`, cookie)).status).toBe(403);
    }
    expect(await invoiceCount(db())).toBe(before);
    const { body } = await call('POST', `/sapna/v1/invoice/generate-digislate-invoice?termsheetId=${d.termsheetId}`, finance);
    for (const cookie of [staff.agent, staff.rcm, ticketing]) {
      expect((await call('DELETE', `/sapna/v1/digislate-invoice/${body.invoice.id}`, cookie)).status).toBe(403);
      expect((await call('POST', `/sapna/v1/invoice/${body.invoice.id}/email`, cookie, {})).status).toBe(403);
    }
    // Reading is anyone's in scope; another agent's termsheet is not found.
    expect((await call('GET', `/sapna/v1/invoice?termsheetId=${d.termsheetId}`, staff.rcm)).body.results).toHaveLength(1);
    expect((await call('GET', `/sapna/v1/invoice?termsheetId=${d.termsheetId}`, staff.other)).status).toBe(404);
    expect((await call('GET', `/sapna/v1/invoice/${body.invoice.id}/pdf`, staff.other)).status).toBe(404);
  });

  it('generates and cancels a digislate invoice in its own series; a second cancel fails', async () => {
    const d = await deal({ digislateAmount: '5000' });
    const generated = await call('POST', `/sapna/v1/invoice/generate-digislate-invoice?termsheetId=${d.termsheetId}`, finance);
    expect(generated.status).toBe(200);
    expect(generated.body.invoice.serial).toMatch(new RegExp(`^DI/${fy}/\\d{5}$`));
    expect((await call('POST', `/sapna/v1/invoice/generate-digislate-invoice?termsheetId=${d.termsheetId}`, finance)).body.error.msg).toBe(
      'A digislate invoice has already been generated for this termsheet.',
    );
    const cancelled = await call('DELETE', `/sapna/v1/digislate-invoice/${generated.body.invoice.id}`, finance);
    expect(cancelled.body).toMatchObject({ msg: 'Digislate invoice cancelled', invoice: { status: 'Cancelled' } });
    expect(await call('DELETE', `/sapna/v1/digislate-invoice/${generated.body.invoice.id}`, finance)).toMatchObject({
      status: 409,
      body: { error: { msg: 'Invoice cancelation failed' } },
    });
    // The cancelled one keeps its serial; a new one takes the next.
    const again = await call('POST', `/sapna/v1/invoice/generate-digislate-invoice?termsheetId=${d.termsheetId}`, finance);
    expect(again.body.invoice.serial).not.toBe(generated.body.invoice.serial);
    const tax = await call('POST', `/sapna/v1/invoice/tax-invoice?termsheetId=${d.termsheetId}`, finance);
    expect((await call('DELETE', `/sapna/v1/digislate-invoice/${tax.body.invoice.id}`, finance)).status).toBe(404);
    expect((await call('DELETE', '/sapna/v1/digislate-invoice/999999', finance)).status).toBe(404);
  });

  it('e-mails the invoice with its PDF; says when it was already sent and re-sends to a chosen POC', async () => {
    const noEmail = await deal({ contactEmail: null });
    const first = await call('POST', `/sapna/v1/invoice/tax-invoice?termsheetId=${noEmail.termsheetId}`, finance);
    expect((await call('POST', `/sapna/v1/invoice/${first.body.invoice.id}/email`, finance, {})).body.error.msg).toBe('This point of contact has no e-mail address.');

    const d = await deal();
    const { body } = await call('POST', `/sapna/v1/invoice/tax-invoice?termsheetId=${d.termsheetId}`, finance);
    const sentBefore = server.mailer.sent.length;
    const sent = await call('POST', `/sapna/v1/invoice/${body.invoice.id}/email`, finance, {});
    expect(sent.body).toMatchObject({ msg: 'Tax Invoice Shared successfully!', invoice: { sentTo: 'asha@example.test' } });
    const mail = server.mailer.sent[sentBefore];
    expect(mail).toMatchObject({ to: 'asha@example.test', attachments: [{ contentType: 'application/pdf' }] });
    expect(await pdfText(mail?.attachments?.[0]?.content ?? Buffer.alloc(0))).toContain(body.invoice.serial);
    expect(await call('POST', `/sapna/v1/invoice/${body.invoice.id}/email`, finance, {})).toMatchObject({
      status: 409,
      body: { error: { msg: 'This invoice has already been sent. Select a POC to send it again.' } },
    });
    expect((await call('POST', `/sapna/v1/invoice/${body.invoice.id}/email`, finance, { resend: true })).body.error.msg).toBe('Please select a POC to send the invoice to.');
    const resent = await call('POST', `/sapna/v1/invoice/${body.invoice.id}/email`, finance, { resend: true, contactId: d.contactId });
    expect(resent.body.msg).toBe('Tax Invoice Shared successfully!');
    expect(server.mailer.sent.length).toBe(sentBefore + 2);
    const stranger = await deal();
    expect((await call('POST', `/sapna/v1/invoice/${body.invoice.id}/email`, finance, { resend: true, contactId: stranger.contactId })).body.error.msg).toBe(
      'Please select a point of contact of this account.',
    );
  });

  it('gives a proforma invoice PDF to the seller, without a serial, and none for a cancelled termsheet', async () => {
    const d = await deal({ termsheetStatusId: 1 });
    const pdf = await call('GET', `/sapna/v1/termsheet/${d.termsheetId}/proforma-invoice`, staff.agent);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('Proforma-Invoice-Termsheet-');
    const text = await pdfText(pdf.raw);
    expect(text).toContain('PROFORMA INVOICE');
    expect(text).toContain('Invoice No.: Proforma (not a tax invoice)');
    expect(text).toContain('IGST @ 18%: ₹7,199.90');
    await db().update(termsheets).set({ statusId: 5 }).where(eq(termsheets.id, d.termsheetId));
    expect((await call('GET', `/sapna/v1/termsheet/${d.termsheetId}/proforma-invoice`, staff.agent)).body.error.msg).toBe('No proforma invoice for a Cancelled termsheet.');
    expect((await call('GET', `/sapna/v1/termsheet/${d.termsheetId}/proforma-invoice`, staff.other)).status).toBe(404);
  });

  it('numbers 50 concurrent tax invoices consecutively, with no gap and no duplicate', async () => {
    const deals = [];
    for (let i = 0; i < 50; i++) deals.push(await deal());
    const answers = await Promise.all(deals.map((d) => call('POST', `/sapna/v1/invoice/tax-invoice?termsheetId=${d.termsheetId}`, finance)));
    expect(answers.map((a) => a.status)).toEqual(deals.map(() => 200));
    const numbers = answers.map((a) => Number(String(a.body.invoice.serial).split('/')[2])).sort((a, b) => a - b);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(numbers.map((_, i) => first + i));
    const rows = await db().select().from(invoices).where(eq(invoices.series, 'TI'));
    const all = rows.map((r) => r.number).sort((a, b) => a - b);
    expect(all).toEqual(all.map((_, i) => i + 1));
    const [counter] = await db().select().from(invoiceSerialCounters).where(eq(invoiceSerialCounters.series, 'TI'));
    expect(counter?.lastNumber).toBe(all.length);
  });
});
