import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, contacts, dynamicProperties, entityDocuments, paymentStatusChanges, payments, refunds, termsheets } from '../../db/schema/index';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createDeal, createStaff, insertMilestone, insertPayment, insertTermsheet, type Deal } from '../../testing/money-fixtures';

describeEachBackend('payment actions', (backend) => {
  let server: TestServer;
  let documentsDir: string;
  let staff: Awaited<ReturnType<typeof createStaff>> & { finance: string; ticketing: string; lookupView: string; admin: string };

  beforeAll(async () => {
    documentsDir = await mkdtemp(path.join(os.tmpdir(), 'pact-docs-'));
    server = await startTestServer(backend, { documentsDir });
    const base = await createStaff(server.app, server.database.db, 'pact');
    await createUser(server.database.db, { username: 'pact-finance', roles: ['FINANCE'] });
    await createUser(server.database.db, { username: 'pact-ticketing', roles: ['TICKETING'] });
    await createUser(server.database.db, { username: 'pact-lookup', roles: ['LOOKUP_VIEW'] });
    await createUser(server.database.db, { username: 'pact-admin', roles: ['HOUSING_SALES_MANAGER', 'ADMIN'] });
    staff = {
      ...base,
      finance: await loginAs(server.app, 'pact-finance'),
      ticketing: await loginAs(server.app, 'pact-ticketing'),
      lookupView: await loginAs(server.app, 'pact-lookup'),
      admin: await loginAs(server.app, 'pact-admin'),
    };
  });
  afterAll(async () => {
    await server?.close();
    await rm(documentsDir, { recursive: true, force: true });
  });

  async function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
    const res = await server.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
    let body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes
    try {
      body = res.json();
    } catch {
      body = res.body;
    }
    return { status: res.statusCode, body, headers: res.headers };
  }
  const db = () => server.database.db;
  async function dealWithMilestone(opts: { amount?: string; gst?: string } = {}): Promise<Deal & { termsheetId: number; milestoneId: number }> {
    const deal = await createDeal(db(), { agentId: staff.agentId });
    const termsheetId = await insertTermsheet(db(), deal, 1);
    const milestoneId = await insertMilestone(db(), termsheetId, { amount: opts.amount ?? '10000.00', gst: opts.gst ?? '1800.00' });
    return { ...deal, termsheetId, milestoneId };
  }
  const paymentBody = (milestoneId: number) => ({ milestoneId, amount: 5000, modeOfPaymentId: 1, paymentType: 'normal', pinCode: '560001' });
  async function recorded(milestoneId: number, amount = 5000): Promise<number> {
    const res = await call('POST', '/sapna/v1/payment', staff.agent, { ...paymentBody(milestoneId), amount });
    expect(res.status).toBe(200);
    return res.body.id as number;
  }
  const statusOf = async (id: number) => (await db().select({ s: payments.statusId }).from(payments).where(eq(payments.id, id)))[0]?.s;

  describe('finance status changes', () => {
    it('approves, rejects and sends back to RAM with an audited history; the milestone counts status 6 only', async () => {
      const deal = await dealWithMilestone();
      const a = await recorded(deal.milestoneId, 1000);
      const b = await recorded(deal.milestoneId, 2000);
      const c = await recorded(deal.milestoneId, 3000);
      const approve = await call('PUT', `/sapna/v1/payment/${a}/status`, staff.finance, { action: 'approve' });
      expect(approve.status).toBe(200);
      expect(approve.body).toMatchObject({ message: 'Payment status updated', payment: { id: a, statusId: 6, statusName: 'Approved', editable: false } });
      expect((await call('PUT', `/sapna/v1/payment/${b}/status`, staff.finance, { action: 'reject', remark: 'Cheque bounced' })).body.payment.statusId).toBe(7);
      const sentBack = await call('PUT', `/sapna/v1/payment/${c}/status`, staff.admin, { action: 'sendBackToRam', remark: 'Wrong PIN' });
      expect(sentBack.body, JSON.stringify(sentBack.body)).toMatchObject({ payment: { statusId: 9 } });
      const details = await call('GET', `/sapna/v1/payment-details/${b}`, staff.agent);
      expect(details.body.statusHistory).toEqual([
        expect.objectContaining({ fromStatusId: null, toStatusId: 1, toStatusName: 'Pending', changedByName: 'pact-agent Test' }),
        expect.objectContaining({ fromStatusId: 1, fromStatusName: 'Pending', toStatusId: 7, toStatusName: 'Rejected', remark: 'Cheque bounced', changedByName: 'pact-finance Test' }),
      ]);
      expect(details.body.actions).toMatchObject({ changeStatus: false, recollect: true, refund: false });
      const listed = await call('GET', `/sapna/v1/milestone?opportunityId=${deal.opportunityId}`, staff.agent);
      expect(listed.body.results[0]).toMatchObject({ approvedPaymentAmount: 1000, pendingPaymentAmount: 3000 });
    });

    it('refuses: a remark missing (400), not with finance (409), a stale version (409), sellers and read-only roles (403), unknown (404)', async () => {
      const deal = await dealWithMilestone();
      const id = await recorded(deal.milestoneId);
      expect(await call('PUT', `/sapna/v1/payment/${id}/status`, staff.finance, { action: 'reject' })).toMatchObject({ status: 400, body: { error: { msg: 'Please enter a remark.' } } });
      expect(await call('PUT', `/sapna/v1/payment/${id}/status`, staff.finance, { action: 'approve', baseVersion: 9 })).toMatchObject({
        status: 409,
        body: { error: { msg: 'This payment was changed by someone else. Please review and try again.' } },
      });
      for (const who of [staff.agent, staff.content]) expect((await call('PUT', `/sapna/v1/payment/${id}/status`, who, { action: 'approve' })).status).toBe(403);
      for (const who of [staff.rcm, staff.ticketing, staff.lookupView]) expect((await call('PUT', `/sapna/v1/payment/${id}/status`, who, { action: 'approve' })).status).toBe(403);
      expect((await call('PUT', '/sapna/v1/payment/999999/status', staff.finance, { action: 'approve' })).status).toBe(404);
      expect((await call('PUT', `/sapna/v1/payment/${id}/status`, staff.finance, { action: 'close' })).status).toBe(400);
      expect(await statusOf(id)).toBe(1);
      await call('PUT', `/sapna/v1/payment/${id}/status`, staff.finance, { action: 'sendBackToRam', remark: 'fix' });
      expect(await call('PUT', `/sapna/v1/payment/${id}/status`, staff.finance, { action: 'approve' })).toMatchObject({
        status: 409,
        body: { error: { msg: 'Only a pending payment that is with finance can be approved, rejected or sent back to RAM.' } },
      });
      // The agent sends it to RCM again: back with finance, in 1, audited.
      const resent = await call('PUT', `/sapna/v1/payment/${id}?sendToRCM=true`, staff.agent, {});
      expect(resent.body).toMatchObject({ statusId: 1, sendToRcm: true });
      const history = await db().select().from(paymentStatusChanges).where(eq(paymentStatusChanges.paymentId, id));
      expect(history.map((h) => [h.fromStatusId, h.toStatusId])).toEqual([[null, 1], [1, 9], [9, 1]]);
    });
  });

  describe('recollect and represent', () => {
    it("recollects a rejected (7) payment once: 'Payment Recollected'; represents a bounced (8) one: 'Payment Represented'", async () => {
      const deal = await dealWithMilestone();
      const rejected = await insertPayment(db(), deal.milestoneId, '4000.00', 7);
      const res = await call('POST', `/sapna/v1/payment/${rejected}/recollect`, staff.agent, { paymentType: 'Recollection', pinCode: '560001' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'Payment Recollected', payment: { paymentType: 'Recollection', statusId: 1, amount: 4000, modeOfPaymentId: 1 } });
      const [created] = await db().select().from(payments).where(eq(payments.id, res.body.payment.id));
      expect(created?.originalPaymentId).toBe(rejected);
      expect((await call('GET', `/sapna/v1/payment-details/${rejected}`, staff.agent)).body).toMatchObject({ recollectedByPaymentId: created?.id, actions: { recollect: false } });
      expect(await call('POST', `/sapna/v1/payment/${rejected}/recollect`, staff.agent, { paymentType: 'Recollection', pinCode: '560001' })).toMatchObject({
        status: 409,
        body: { error: { msg: 'This payment was already recollected or represented.' } },
      });
      const bounced = await insertPayment(db(), deal.milestoneId, '100.00', 8);
      const rep = await call('POST', `/sapna/v1/payment/${bounced}/recollect`, staff.agent, { paymentType: 'Representation', pinCode: 110001, amount: 50 });
      expect(rep.body).toMatchObject({ message: 'Payment Represented', payment: { paymentType: 'Representation', amount: 50 } });
    });

    it('refuses: not rejected (409), PIN missing or invalid, amount zero or above due (400), read-only and finance (403), other books (404)', async () => {
      const deal = await dealWithMilestone({ amount: '1000.00', gst: '0.00' });
      const pending = await insertPayment(db(), deal.milestoneId, '100.00', 1);
      expect((await call('POST', `/sapna/v1/payment/${pending}/recollect`, staff.agent, { paymentType: 'Recollection', pinCode: '560001' })).body.error.msg).toBe(
        'Only a rejected payment (status 7 or 8) can be recollected or represented.',
      );
      const rejected = await insertPayment(db(), deal.milestoneId, '500.00', 7);
      const cases: [object, string][] = [
        [{}, 'PIN Code is mandatory for adding Payment'],
        [{ pinCode: '012345' }, 'PIN is not valid'],
        [{ pinCode: '560001', amount: 0 }, 'Please enter an amount greater than 0'],
        [{ pinCode: '560001', amount: 901 }, 'Payment amount exceeds the amount due on this milestone.'],
      ];
      for (const [body, msg] of cases) {
        expect(await call('POST', `/sapna/v1/payment/${rejected}/recollect`, staff.agent, { paymentType: 'Recollection', ...body }), msg).toMatchObject({ status: 400, body: { error: { msg } } });
      }
      for (const who of [staff.rcm, staff.ticketing, staff.lookupView, staff.finance]) {
        expect((await call('POST', `/sapna/v1/payment/${rejected}/recollect`, who, { paymentType: 'Recollection', pinCode: '560001' })).status).toBe(403);
      }
      expect((await call('POST', `/sapna/v1/payment/${rejected}/recollect`, staff.other, { paymentType: 'Recollection', pinCode: '560001' })).status).toBe(404);
      expect((await db().select().from(payments).where(eq(payments.milestoneId, deal.milestoneId))).length).toBe(2);
    });
  });

  describe('refunds', () => {
    it('refunds part then the rest of an approved payment; shown on the payment; refuses above what was approved', async () => {
      const deal = await dealWithMilestone();
      const id = await insertPayment(db(), deal.milestoneId, '1000.00', 6);
      const part = await call('POST', '/sapna/refund', staff.finance, { paymentId: id, amount: 300.1, remark: 'Overpaid' });
      expect(part).toMatchObject({ status: 200, body: { message: 'Refund recorded', refund: { paymentId: id, milestoneId: deal.milestoneId, amount: 300.1, remark: 'Overpaid' } } });
      // A partial refund: Partially Refunded (14), collected = amount less the refund (the ledger).
      expect(await statusOf(id)).toBe(14);
      expect(await call('POST', '/sapna/refund', staff.finance, { paymentId: id, amount: 699.91 })).toMatchObject({
        status: 400,
        body: { error: { msg: 'Refund amount exceeds the approved amount not yet refunded.' } },
      });
      expect((await call('GET', `/sapna/v1/payment-details/${id}`, staff.finance)).body).toMatchObject({ refundedAmount: 300.1, collectedAmount: 699.9, refundableAmount: 699.9, actions: { refund: true } });
      expect((await call('POST', '/sapna/refund', staff.finance, { paymentId: id, amount: 699.9 })).status).toBe(200);
      expect(await statusOf(id)).toBe(10);
      const details = await call('GET', `/sapna/v1/payment-details/${id}`, staff.agent);
      expect(details.body).toMatchObject({ refundedAmount: 1000, collectedAmount: 0, refundableAmount: 0, actions: { refund: false } });
      expect(details.body.refunds).toHaveLength(2);
      // Shown under the payment's milestone too (the opportunity and termsheet pages read milestones so).
      const milestone = (await call('GET', `/sapna/v1/milestone?opportunityId=${deal.opportunityId}`, staff.agent)).body.results[0];
      expect(milestone.refundDetails.map((r: { amount: number }) => r.amount)).toEqual([300.1, 699.9]);
      expect(milestone.approvedPaymentAmount).toBe(0);
      expect(await call('POST', '/sapna/refund', staff.finance, { paymentId: id, amount: 1 })).toMatchObject({ status: 409, body: { error: { msg: 'Only an approved payment can be refunded.' } } });
    });

    it('refuses zero amounts (400), content and read-only roles (403), unknown payments (404), changing nothing (a seller’s refund goes for approval: refund-approvals.test.ts)', async () => {
      const deal = await dealWithMilestone();
      const id = await insertPayment(db(), deal.milestoneId, '1000.00', 6);
      expect((await call('POST', '/sapna/refund', staff.finance, { paymentId: id, amount: 0 })).body.error.msg).toBe('Please enter an amount greater than 0');
      for (const who of [staff.content, staff.rcm, staff.ticketing, staff.lookupView]) expect((await call('POST', '/sapna/refund', who, { paymentId: id, amount: 1 })).status).toBe(403);
      expect((await call('POST', '/sapna/refund', staff.finance, { paymentId: 999999, amount: 1 })).status).toBe(404);
      expect(await db().select().from(refunds).where(eq(refunds.paymentId, id))).toEqual([]);
    });
  });

  describe('documents', () => {
    function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
      const boundary = '----paytest';
      const parts: Buffer[] = [];
      for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
      if (file) {
        parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
        parts.push(file.bytes, Buffer.from('\r\n'));
      }
      parts.push(Buffer.from(`--${boundary}--\r\n`));
      return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    }
    async function upload(paymentId: number, cookie: string, fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
      const body = multipart(fields, file);
      const res = await server.app.inject({ method: 'POST', url: `/api/sapna/v1/payment/${paymentId}/document`, headers: { cookie, ...body.headers }, payload: body.payload });
      return { status: res.statusCode, body: res.json() };
    }
    const pdf = { name: 'cheque.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4 cheque') };

    // Issue 52: one document store. The payment page's routes go through the document service: what one path
    // uploads the other lists, and the same rules hold on both (one of each kind, content sniffed, locked once approved).
    async function postToDocumentApi(paymentId: number, cookie: string, documentType: string, file: { name: string; type: string; bytes: Buffer }) {
      const body = multipart({ entityTypeId: '4', entityId: String(paymentId), documentType }, file);
      const res = await server.app.inject({ method: 'POST', url: '/api/pixie/data/v1/entity/document', headers: { cookie, ...body.headers }, payload: body.payload });
      return { status: res.statusCode, body: res.json() };
    }
    const del = async (url: string, cookie: string) => {
      const res = await server.app.inject({ method: 'DELETE', url: `/api${url}`, headers: { cookie } });
      return { status: res.statusCode, body: res.json() };
    };
    const png = { name: 'slip.png', type: 'image/png', bytes: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') };
    const paymentDocs = (id: number) =>
      db()
        .select({ id: entityDocuments.id })
        .from(entityDocuments)
        .where(and(eq(entityDocuments.entityTypeId, 4), eq(entityDocuments.entityId, id)))
        .orderBy(entityDocuments.id);

    it('uploads each kind once (409 for a second, whichever path), lists and downloads them', async () => {
      const deal = await dealWithMilestone();
      const id = await recorded(deal.milestoneId);
      const res = await upload(id, staff.agent, { documentType: 'Cheque' }, pdf);
      expect(res).toMatchObject({ status: 200, body: { message: 'Document uploaded', document: { documentType: 'Cheque', fileName: 'cheque.pdf', sizeBytes: pdf.bytes.length } } });
      expect(await upload(id, staff.finance, { documentType: 'Cheque' }, pdf)).toMatchObject({ status: 409, body: { error: { msg: 'Document Already Exists!' } } });
      const otherCheque = { ...pdf, bytes: Buffer.from('%PDF-1.4 another cheque') };
      expect(await upload(id, staff.finance, { documentType: 'Cheque' }, otherCheque)).toMatchObject({ status: 409, body: { error: { msg: 'Document Already Exists!' } } });
      expect(await postToDocumentApi(id, staff.finance, 'Cheque', otherCheque)).toMatchObject({ status: 409, body: { error: { msg: 'Document Already Exists!' } } });
      // The content decides the type, not the name.
      const approval = await upload(id, staff.finance, { documentType: 'Credit Approval' }, { ...pdf, name: 'ok.png', type: 'image/png' });
      expect(approval).toMatchObject({ status: 200, body: { document: { contentType: 'application/pdf' } } });
      const details = await call('GET', `/sapna/v1/payment-details/${id}`, staff.rcm);
      expect(details.body.documents.map((d: { documentType: string }) => d.documentType)).toEqual(['Cheque', 'Credit Approval']);
      for (const url of [`/api/sapna/v1/payment/${id}/document/${res.body.document.id}`, `/api/pixie/data/v1/entity/document/${res.body.document.id}`]) {
        const file = await server.app.inject({ method: 'GET', url, headers: { cookie: staff.rcm } });
        expect(file.statusCode, url).toBe(200);
        expect(file.headers['content-disposition']).toBe('attachment; filename="cheque.pdf"');
        expect(file.rawPayload.equals(pdf.bytes)).toBe(true);
      }
      expect((await call('GET', `/sapna/v1/payment/${id}/document/999999`, staff.agent)).status).toBe(404);
      expect((await call('GET', `/sapna/v1/payment/${id}/document/${res.body.document.id}`, staff.other)).status).toBe(404);
      // Another payment's path does not serve it.
      const other = await recorded(deal.milestoneId, 1000);
      expect((await call('GET', `/sapna/v1/payment/${other}/document/${res.body.document.id}`, staff.agent)).status).toBe(404);
    });

    it('refuses a bad type, a missing file, a disguised or foreign file on every upload path, read-only roles, other books', async () => {
      const deal = await dealWithMilestone();
      const id = await recorded(deal.milestoneId);
      expect((await upload(id, staff.agent, { documentType: 'Receipt' }, pdf)).body.error.msg).toBe(
        'Please select a document type: Cheque, Deposit Slip, Demand Draft or Credit Approval.',
      );
      expect((await upload(id, staff.agent, { documentType: 'Cheque' })).body.error.msg).toBe('Please choose a file to upload.');
      // The content is sniffed on both paths, whatever the name and declared type say (spec 000 §5).
      const disguised = { name: 'cheque.png', type: 'image/png', bytes: Buffer.from('just some text, not an image at all') };
      const program = { name: 'x.exe', type: 'application/octet-stream', bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]) };
      for (const file of [disguised, program]) {
        const refused = { status: 415, body: { error: { msg: 'Only gif, jpeg, png and pdf files are allowed.' } } };
        expect(await upload(id, staff.agent, { documentType: 'Cheque' }, file), file.name).toMatchObject(refused);
        expect(await postToDocumentApi(id, staff.agent, 'Cheque', file), file.name).toMatchObject(refused);
      }
      for (const who of [staff.rcm, staff.ticketing, staff.lookupView]) expect((await upload(id, who, { documentType: 'Cheque' }, pdf)).status).toBe(403);
      expect((await upload(id, staff.other, { documentType: 'Cheque' }, pdf)).status).toBe(404);
      expect((await call('GET', `/sapna/v1/payment-details/${id}`, staff.agent)).body.documents).toEqual([]);
      expect(await paymentDocs(id)).toEqual([]);
    });

    it('what the document API posts for a payment shows on its page, and what the page uploads the document API lists', async () => {
      const deal = await dealWithMilestone();
      const id = await recorded(deal.milestoneId);
      const own = await upload(id, staff.agent, { documentType: 'Cheque' }, pdf);
      const posted = await postToDocumentApi(id, staff.finance, 'Deposit Slip', png);
      expect(posted.status).toBe(200);
      const details = await call('GET', `/sapna/v1/payment-details/${id}`, staff.rcm);
      expect(details.body.documents).toMatchObject([
        { id: own.body.document.id, documentType: 'Cheque', fileName: 'cheque.pdf', contentType: 'application/pdf', uploadedByName: 'pact-agent Test' },
        { id: posted.body.document.id, documentType: 'Deposit Slip', fileName: 'slip.png', contentType: 'image/png', sizeBytes: png.bytes.length, uploadedByName: 'pact-finance Test' },
      ]);
      const listed = await call('GET', `/pixie/data/v1/entity/document?entityTypeId=4&entityId=${id}`, staff.rcm);
      expect(listed.body.results).toMatchObject([
        { id: own.body.document.id, documentGroup: 'Payment', documentType: 'Cheque', fileName: 'cheque.pdf' },
        { id: posted.body.document.id, documentGroup: 'Payment', documentType: 'Deposit Slip', fileName: 'slip.png' },
      ]);
      const file = await server.app.inject({ method: 'GET', url: `/api/pixie/data/v1/entity/document/${posted.body.document.id}`, headers: { cookie: staff.rcm } });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(png.bytes)).toBe(true);
      // Devices mirroring the deal's account pull the page's upload too (one store, one change log).
      expect(await db().select({ accountId: changeLog.accountId }).from(changeLog).where(and(eq(changeLog.entity, 'document'), eq(changeLog.entityId, own.body.document.id)))).toEqual([
        { accountId: deal.accountId },
      ]);
      // Another payment does not show it.
      const other = await recorded(deal.milestoneId, 1000);
      expect((await call('GET', `/sapna/v1/payment-details/${other}`, staff.rcm)).body.documents).toEqual([]);
    });

    it('deletes and replaces a wrong document until the payment is approved; then 409 and nothing removed; 404 out of scope', async () => {
      const deal = await dealWithMilestone();
      const id = await recorded(deal.milestoneId);
      const wrong = await upload(id, staff.agent, { documentType: 'Cheque' }, pdf);
      expect((await call('GET', `/sapna/v1/payment-details/${id}`, staff.agent)).body.actions.deleteDocument).toBe(true);
      expect((await call('GET', `/sapna/v1/payment-details/${id}`, staff.rcm)).body.actions.deleteDocument).toBe(false);
      // Read-only roles 403, other books 404, an unknown document 404: nothing removed.
      expect((await del(`/sapna/v1/payment/${id}/document/${wrong.body.document.id}`, staff.rcm)).status).toBe(403);
      expect((await del(`/sapna/v1/payment/${id}/document/${wrong.body.document.id}`, staff.other)).status).toBe(404);
      expect((await del(`/sapna/v1/payment/${id}/document/999999`, staff.agent)).body.error.msg).toBe('Document not found.');
      expect(await paymentDocs(id)).toHaveLength(1);
      // Replace: delete, then upload the same type.
      expect(await del(`/sapna/v1/payment/${id}/document/${wrong.body.document.id}`, staff.agent)).toEqual({ status: 200, body: { message: 'Document deleted', id: wrong.body.document.id } });
      const right = await upload(id, staff.agent, { documentType: 'Cheque' }, { ...pdf, name: 'right.pdf', bytes: Buffer.from('%PDF-1.4 right cheque') });
      expect(right.status).toBe(200);
      const posted = await postToDocumentApi(id, staff.agent, 'Deposit Slip', png);
      const postedWrong = await postToDocumentApi(id, staff.finance, 'Demand Draft', png);
      // Either path deletes a document of either origin.
      expect((await del(`/sapna/v1/payment/${id}/document/${postedWrong.body.document.id}`, staff.finance)).body.message).toBe('Document deleted');
      expect((await call('GET', `/sapna/v1/payment-details/${id}`, staff.agent)).body.documents.map((d: { fileName: string }) => d.fileName)).toEqual(['right.pdf', 'slip.png']);

      expect((await call('PUT', `/sapna/v1/payment/${id}/status`, staff.finance, { action: 'approve' })).status).toBe(200);
      const locked = 'This payment is approved: its documents can no longer be deleted or replaced.';
      expect(await del(`/sapna/v1/payment/${id}/document/${right.body.document.id}`, staff.agent)).toEqual({ status: 409, body: { error: expect.objectContaining({ msg: locked }) } });
      expect((await del(`/pixie/data/v1/entity/document/${right.body.document.id}`, staff.finance)).body.error.msg).toBe(locked);
      expect((await del(`/pixie/data/v1/entity/document/${posted.body.document.id}`, staff.finance)).body.error.msg).toBe(locked);
      expect((await call('GET', `/sapna/v1/payment-details/${id}`, staff.finance)).body).toMatchObject({ actions: { deleteDocument: false } });
      expect(await paymentDocs(id)).toEqual([{ id: right.body.document.id }, { id: posted.body.document.id }]);
      // Refunded (14) stays locked too.
      await db().update(payments).set({ statusId: 14 }).where(eq(payments.id, id));
      expect((await del(`/sapna/v1/payment/${id}/document/${right.body.document.id}`, staff.finance)).status).toBe(409);
    });

    it("migration 0059 moves the payment page's old documents into the store: bytes, name, type, uploader, date; downloadable and deletable", async () => {
      const deal = await dealWithMilestone();
      const id = await recorded(deal.milestoneId);
      const already = await postToDocumentApi(id, staff.agent, 'Deposit Slip', png);
      // The old table as migration 0013 made it, with a cheque, a copy of what the document API already holds, and an unknown uploader.
      await db().execute(
        sql.raw(`CREATE TABLE payment_documents (id integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY, payment_id integer NOT NULL, document_type text NOT NULL,
          file_name text NOT NULL, content_type text NOT NULL, size_bytes integer NOT NULL, content bytea NOT NULL, uploaded_by_id integer, created_at timestamp with time zone DEFAULT now() NOT NULL)`),
      );
      const at = new Date('2026-01-02T03:04:05.000Z');
      await db().execute(sql`insert into payment_documents (payment_id, document_type, file_name, content_type, size_bytes, content, uploaded_by_id, created_at) values
        (${id}, 'Cheque', 'old-cheque.pdf', 'application/pdf', ${pdf.bytes.length}, ${pdf.bytes}, ${staff.agentId}, ${at}),
        (${id}, 'Deposit Slip', 'same-slip.png', 'image/png', ${png.bytes.length}, ${png.bytes}, ${staff.agentId}, ${at}),
        (${id}, 'Credit Approval', 'approval.pdf', 'application/pdf', ${pdf.bytes.length}, ${Buffer.from('%PDF-1.4 approval')}, 999999, ${at})`);
      const migration = await readFile(fileURLToPath(new URL('../../db/migrations/0059_one-document-store.sql', import.meta.url)), 'utf8');
      for (const statement of migration.split('--> statement-breakpoint').filter((s) => s.includes('payment_documents'))) await db().execute(sql.raw(statement));
      expect(await queryTableExists('payment_documents')).toBe(false);

      const docs = (await call('GET', `/sapna/v1/payment-details/${id}`, staff.agent)).body.documents;
      expect(docs).toEqual([
        { id: expect.any(Number), documentType: 'Cheque', fileName: 'old-cheque.pdf', contentType: 'application/pdf', sizeBytes: pdf.bytes.length, uploadedByName: 'pact-agent Test', createdAt: at.toISOString() },
        { id: expect.any(Number), documentType: 'Credit Approval', fileName: 'approval.pdf', contentType: 'application/pdf', sizeBytes: 17, uploadedByName: null, createdAt: at.toISOString() },
        expect.objectContaining({ id: already.body.document.id, fileName: 'slip.png' }),
      ]);
      const file = await server.app.inject({ method: 'GET', url: `/api/pixie/data/v1/entity/document/${docs[0].id}`, headers: { cookie: staff.rcm } });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(pdf.bytes)).toBe(true);
      // The same content again is a duplicate of the moved one; devices pull the moved ones.
      expect((await upload(id, staff.agent, { documentType: 'Cheque' }, pdf)).status).toBe(409);
      expect(await db().select({ op: changeLog.op }).from(changeLog).where(and(eq(changeLog.entity, 'document'), eq(changeLog.entityId, docs[0].id)))).toEqual([{ op: 'upsert' }]);
      expect((await del(`/sapna/v1/payment/${id}/document/${docs[0].id}`, staff.agent)).body.message).toBe('Document deleted');
      expect((await upload(id, staff.agent, { documentType: 'Cheque' }, pdf)).status).toBe(200);
    });
    async function queryTableExists(table: string): Promise<boolean> {
      const result = (await db().execute(sql`select to_regclass(${table}) is not null as present`)) as unknown as { rows: { present: boolean }[] };
      return result.rows[0]!.present;
    }
  });

  describe('payment links', () => {
    // Account-link sharing is an owner agent's (or an admin's) on the allow-list, with the dynamic property on
    // (spec 000 §6; dynamic-properties/account-link-sharing.test.ts walks the gate); the pre-payment link is a seller's.
    let owner = '';
    let ownerDeal: () => Promise<Deal & { termsheetId: number; milestoneId: number }>;
    beforeAll(async () => {
      const ownerId = await createUser(db(), { username: 'pact-owner', roles: ['HOUSING_OWNER_AGENT'] });
      owner = await loginAs(server.app, 'pact-owner');
      await db().update(dynamicProperties).set({ value: true }).where(eq(dynamicProperties.key, 'accountLinkSharing.enabled'));
      await db().update(dynamicProperties).set({ value: ['pact-owner@example.test'] }).where(eq(dynamicProperties.key, 'accountLinkSharing.allowList'));
      ownerDeal = async () => {
        const deal = await createDeal(db(), { agentId: ownerId, kind: 'owner' });
        const termsheetId = await insertTermsheet(db(), deal, 1);
        return { ...deal, termsheetId, milestoneId: await insertMilestone(db(), termsheetId, { amount: '10000.00', gst: '1800.00' }) };
      };
    });

    it("shares the account's payment link and sends a pre-payment link through the mail edge", async () => {
      const deal = await ownerDeal();
      await db().update(contacts).set({ email: 'asha@example.test' }).where(eq(contacts.id, deal.contactId));
      server.mailer.sent.length = 0;
      const shared = await call('POST', '/sapna/v1/account/share-payment-link', owner, { accountId: deal.accountId });
      expect(shared.body).toMatchObject({ message: 'Link shared successfully', sentTo: 'asha@example.test' });
      expect(shared.body.link).toContain(`account=${deal.accountId}`);
      expect(shared.body.link).toContain('amountPaise=1180000');
      const pre = await call('POST', `/sapna/v1/opportunity/${deal.opportunityId}/pre-payment-link`, owner, { amount: 2500 });
      expect(pre.body).toMatchObject({ message: 'Pre Payment Link Sent Successfully', sentTo: 'asha@example.test' });
      expect(server.mailer.sent.map((m) => m.to)).toEqual(['asha@example.test', 'asha@example.test']);
      expect(server.mailer.sent[1]?.text).toContain('₹2,500');
      // What is owed counts a partly refunded payment (14) at what it kept (the ledger): 11,800 − (6,000 − 1,000).
      const paid = await insertPayment(db(), deal.milestoneId, '6000.00', 6);
      expect((await call('POST', '/sapna/refund', staff.finance, { paymentId: paid, amount: 1000 })).status).toBe(200);
      const owed = await call('POST', '/sapna/v1/account/share-payment-link', owner, { accountId: deal.accountId });
      expect(owed.body.link).toContain('amountPaise=680000');
      const reshare = await call('GET', `/sapna/v2/opportunity/reshare-payment-link?opportunityId=${deal.opportunityId}`, owner);
      expect(reshare.body.link).toContain(`opportunity=${deal.opportunityId}`);
      // A field agent still sends the pre-payment link of their own deal.
      const agentDeal = await dealWithMilestone();
      expect((await call('POST', `/sapna/v1/opportunity/${agentDeal.opportunityId}/pre-payment-link`, staff.agent, { amount: 2500, email: 'a@b.co' })).status).toBe(200);
    });

    it('refuses: no e-mail or zero amount (400), read-only roles, finance and field agents (403), other books (404)', async () => {
      const deal = await ownerDeal();
      expect((await call('POST', '/sapna/v1/account/share-payment-link', owner, { accountId: deal.accountId })).body.error.msg).toBe(
        'No contact with an e-mail address for this account.',
      );
      expect((await call('POST', `/sapna/v1/opportunity/${deal.opportunityId}/pre-payment-link`, owner, { amount: 0, email: 'a@b.co' })).body.error.msg).toBe(
        'Please enter an amount greater than 0',
      );
      for (const who of [staff.rcm, staff.ticketing, staff.lookupView, staff.finance, staff.agent]) {
        expect((await call('POST', '/sapna/v1/account/share-payment-link', who, { accountId: deal.accountId, email: 'a@b.co' })).status).toBe(403);
        expect((await call('POST', `/sapna/v1/opportunity/${deal.opportunityId}/pre-payment-link`, who, { amount: 1, email: 'a@b.co' })).status).toBe(who === staff.agent ? 404 : 403);
      }
      const agentDeal = await dealWithMilestone();
      expect((await call('POST', '/sapna/v1/account/share-payment-link', owner, { accountId: agentDeal.accountId, email: 'a@b.co' })).status).toBe(404);
      expect((await call('POST', `/sapna/v1/opportunity/${agentDeal.opportunityId}/pre-payment-link`, staff.other, { amount: 1, email: 'a@b.co' })).status).toBe(404);
    });
  });

  it('cancelled termsheets make recollection unavailable', async () => {
    const deal = await dealWithMilestone();
    const rejected = await insertPayment(db(), deal.milestoneId, '100.00', 7);
    await db().update(termsheets).set({ statusId: 5 }).where(eq(termsheets.id, deal.termsheetId));
    expect((await call('GET', `/sapna/v1/payment-details/${rejected}`, staff.agent)).body.actions.recollect).toBe(false);
    expect((await call('POST', `/sapna/v1/payment/${rejected}/recollect`, staff.agent, { paymentType: 'Recollection', pinCode: '560001' })).status).toBe(409);
  });
});
