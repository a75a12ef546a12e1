import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLog, entityDocuments, payments } from '../../db/schema/index';
import { describeEachBackend } from '../../testing/harness';
import { paymentActionsFixture } from '../../testing/payment-actions-fixture';

describeEachBackend('payment documents', (backend) => {
  const fixture = paymentActionsFixture(backend, 'pact');
  const { call, db, dealWithMilestone, recorded } = fixture;
  let staff: ReturnType<typeof fixture.staff>;
  let server: ReturnType<typeof fixture.server>;
  beforeAll(() => {
    staff = fixture.staff();
    server = fixture.server();
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
});
