import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { termsheets } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { createStaff } from '../../testing/money-fixtures';
import { createGstDeal } from '../../testing/invoice-fixtures';

describeEachBackend('termsheet lifecycle', (backend) => {
  let server: TestServer;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let finance: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await createStaff(server.app, server.database.db, 'tsa');
    await createUser(server.database.db, { username: 'tsa-finance', roles: ['FINANCE'] });
    finance = await loginAs(server.app, 'tsa-finance');
  });
  afterAll(async () => server?.close());

  async function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
    const res = await server.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
    const isPdf = String(res.headers['content-type']).startsWith('application/pdf');
    return { status: res.statusCode, body: isPdf ? null : res.json(), raw: res.rawPayload, headers: res.headers };
  }
  const deal = (opts: Omit<Parameters<typeof createGstDeal>[1], 'agentId'> = {}) => createGstDeal(server.database.db, { agentId: staff.agentId, termsheetStatusId: 1, ...opts });
  const statusOf = async (id: number) => (await server.database.db.select().from(termsheets).where(eq(termsheets.id, id)))[0];

  it('downloads the termsheet PDF in status 1 and 2 only, with the legal entity and "Not Available" for a missing address', async () => {
    const d = await deal();
    const pdf = await call('GET', `/sapna/v1/termsheet/${d.termsheetId}/pdf`, staff.rcm);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`attachment; filename="Termsheet-${d.termsheetId}.pdf"`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.raw)), { mergePages: true });
    for (const expected of ['ORDER FORM', 'Skyline Builders Pvt Ltd', 'GSTIN: 29ABCDE1234F1ZW', 'Shipping address: Not Available', 'Premium', '₹39,999.45', 'GST @ 18%: ₹7,199.90']) {
      expect(text).toContain(expected);
    }
    const page = await call('GET', `/sapna/v3/termsheet-page/${d.termsheetId}`, staff.agent);
    expect(page.body).toMatchObject({ pdfAllowed: true, sentToRcm: false, sharedAt: null });
    for (const statusId of [3, 4, 5, 6, 7]) {
      await server.database.db.update(termsheets).set({ statusId }).where(eq(termsheets.id, d.termsheetId));
      const refused = await call('GET', `/sapna/v1/termsheet/${d.termsheetId}/pdf`, staff.agent);
      expect(refused.status).toBe(409);
      expect(refused.body.error.msg).toMatch(/^The termsheet PDF can be downloaded only while the termsheet is Created or Shared/);
    }
    expect((await call('GET', `/sapna/v1/termsheet/${d.termsheetId}/pdf`, staff.other)).status).toBe(404);
    expect((await call('GET', '/sapna/v1/termsheet/999999/pdf', staff.agent)).status).toBe(404);
  });

  it('shares by mail with the PDF attached ("Termsheet will be shared shortly"); Created becomes Shared', async () => {
    const d = await deal();
    const before = server.mailer.sent.length;
    const shared = await call('POST', `/sapna/v1/termsheet/${d.termsheetId}/share`, staff.agent, {});
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ msg: 'Termsheet will be shared shortly', termsheet: { statusId: 2, statusName: 'Shared' } });
    expect(shared.body.termsheet.sharedAt).not.toBeNull();
    await vi.waitFor(() => expect(server.mailer.sent.length).toBe(before + 1));
    expect(server.mailer.sent[before]).toMatchObject({ to: 'asha@example.test', attachments: [{ filename: `Termsheet-${d.termsheetId}.pdf`, contentType: 'application/pdf' }] });
    const noEmail = await deal({ contactEmail: null });
    expect((await call('POST', `/sapna/v1/termsheet/${noEmail.termsheetId}/share`, staff.agent, {})).body.error.msg).toBe(
      'Please select a contact with an e-mail address to share the termsheet with.',
    );
    expect((await call('POST', `/sapna/v1/termsheet/${d.termsheetId}/share`, staff.rcm, {})).status).toBe(403);
    expect((await call('POST', `/sapna/v1/termsheet/${d.termsheetId}/share`, finance, {})).status).toBe(403);
    expect((await call('POST', `/sapna/v1/termsheet/${d.termsheetId}/share`, staff.other, {})).status).toBe(404);
    expect((await call('POST', `/sapna/v1/termsheet/${d.termsheetId}/share`, staff.agent, { contactId: 'x' })).status).toBe(400);
  });

  it('refuses every lifecycle write on a termsheet in status 4, 5 or 6 (409, nothing changed)', async () => {
    for (const [statusId, name] of [
      [4, 'Completed'],
      [5, 'Cancelled'],
      [6, 'Rejected'],
    ] as const) {
      const d = await deal({ termsheetStatusId: statusId });
      const before = await statusOf(d.termsheetId);
      for (const [method, path, body] of [
        ['POST', 'share', {}],
        ['PUT', 'send-to-rcm', undefined],
        ['PUT', 'correct-rcm-case', undefined],
        ['PUT', 'status', { statusId: 5 }],
        ['PUT', '', { contactId: d.contactId }],
      ] as const) {
        const res = await call(method, `/sapna/v1/termsheet/${d.termsheetId}${path ? `/${path}` : ''}`, staff.agent, body);
        expect(res.status, `${path} in ${statusId}`).toBe(409);
        expect(res.body.error.msg).toBe(`This termsheet is ${name} and can no longer be edited.`);
      }
      expect(await statusOf(d.termsheetId)).toEqual(before);
    }
  });

  it('sends to RCM; RCM approves or sends back to RAM; the agent corrects the RCM case', async () => {
    const d = await deal();
    expect((await call('PUT', `/sapna/v1/termsheet/${d.termsheetId}/status`, finance, { statusId: 3 })).body.error.msg).toBe(
      'This termsheet is not with RCM: send it to RCM first.',
    );
    expect(await call('PUT', `/sapna/v1/termsheet/${d.termsheetId}/correct-rcm-case`, staff.agent)).toMatchObject({
      status: 409,
      body: { error: { msg: 'Unable to fix the RCM Case!' } },
    });
    const sent = await call('PUT', `/sapna/v1/termsheet/${d.termsheetId}/send-to-rcm`, staff.agent);
    expect(sent.body).toMatchObject({ msg: 'Termsheet sent to RCM', termsheet: { sentToRcm: true, statusId: 1 } });
    expect((await call('PUT', `/sapna/v1/termsheet/${d.termsheetId}/send-to-rcm`, staff.agent)).body.error.msg).toBe('This termsheet has already been sent to RCM.');
    expect((await call('PUT', `/sapna/v1/termsheet/${d.termsheetId}/status`, staff.agent, { statusId: 7, reason: 'x' })).status).toBe(403);
    expect((await call('PUT', `/sapna/v1/termsheet/${d.termsheetId}/send-to-rcm`, staff.rcm)).status).toBe(403);
    // Sending back to RAM needs a reason (issue 48): refused without one, nothing changed.
    for (const reason of [undefined, '  ']) {
      expect(await call('PUT', `/sapna/v1/termsheet/${d.termsheetId}/status`, finance, { statusId: 7, reason })).toMatchObject({
        status: 400,
        body: { error: { msg: 'Please give the reason for sending the termsheet back to RAM.' } },
      });
    }
    expect(await statusOf(d.termsheetId)).toMatchObject({ statusId: 1, sentBackReason: null });
    const back = await call('PUT', `/sapna/v1/termsheet/${d.termsheetId}/status`, finance, { statusId: 7, reason: 'PAN on the legal entity does not match the GSTIN' });
    expect(back.body).toMatchObject({
      msg: 'Termsheet Updated!',
      termsheet: { statusId: 7, statusName: 'Sent to RAM', sentToRcm: false, sentBackReason: 'PAN on the legal entity does not match the GSTIN' },
    });
    const shown = await call('GET', `/sapna/v3/termsheet-page/${d.termsheetId}`, staff.agent);
    expect(shown.body.sentBackReason).toBe('PAN on the legal entity does not match the GSTIN');
    const corrected = await call('PUT', `/sapna/v1/termsheet/${d.termsheetId}/correct-rcm-case`, staff.agent);
    expect(corrected.body).toMatchObject({ msg: 'Termsheet sent to RCM', termsheet: { statusId: 2, sentToRcm: true, sentBackReason: null } });
    const approved = await call('PUT', `/sapna/v1/termsheet/${d.termsheetId}/status`, finance, { statusId: 3 });
    expect(approved.body.termsheet).toMatchObject({ statusId: 3, statusName: 'Approved', pdfAllowed: false });
    const accepted = await call('PUT', `/sapna/v1/termsheet/${d.termsheetId}/status`, staff.agent, { acceptanceStatusId: 5 });
    expect(accepted.body.termsheet).toMatchObject({ acceptanceStatusName: 'Accepted' });
    expect((await call('PUT', `/sapna/v1/termsheet/${d.termsheetId}/status`, staff.agent, {})).status).toBe(400);
    expect((await call('PUT', `/sapna/v1/termsheet/${d.termsheetId}/status`, staff.agent, { statusId: 4 })).status).toBe(400);
    const cancelled = await call('PUT', `/sapna/v1/termsheet/${d.termsheetId}/status`, staff.agent, { statusId: 5 });
    expect(cancelled.body.termsheet).toMatchObject({ statusId: 5, editable: false });
    expect((await call('PUT', '/sapna/v1/termsheet/999999/send-to-rcm', staff.agent)).status).toBe(404);
  });
});
