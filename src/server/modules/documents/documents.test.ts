import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { changeLog, entityDocuments } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { createDeal, insertMilestone, insertPayment, insertTermsheet } from '../../testing/money-fixtures';
import { createSupportCast } from '../../testing/support-fixtures';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x41)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 2)]);

type Part = { name: string; type: string; bytes: Buffer };
function multipart(fields: Record<string, string>, file?: Part, fileFirst = false) {
  const boundary = '----doctest';
  const fieldParts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  const fileParts = file
    ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, Buffer.from('\r\n')]
    : [];
  const parts = fileFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts];
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeEachBackend('documents', (backend) => {
  let server: TestServer;
  let dir: string;
  let cookies: Record<string, string>;
  let agent: string;
  let otherAgent: string;
  let opportunityId: number;
  let termsheetId: number;
  let paymentId: number;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docs-'));
    server = await startTestServer(backend, { documentsDir: dir, documentMaxBytes: 64 * 1024 });
    ({ cookies } = await createSupportCast(server, 'doc'));
    const db = server.database.db;
    const agentId = await createUser(db, { username: 'doc-owner', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'doc-stranger', roles: ['HOUSING_SALES_AGENT'] });
    agent = await loginAs(server.app, 'doc-owner');
    otherAgent = await loginAs(server.app, 'doc-stranger');
    const deal = await createDeal(db, { agentId });
    opportunityId = deal.opportunityId;
    termsheetId = await insertTermsheet(db, deal);
    paymentId = await insertPayment(db, await insertMilestone(db, termsheetId, { amount: '10000', gst: '1800' }), '5000', 1);
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function upload(cookie: string, fields: Record<string, string>, file?: Part, fileFirst = false) {
    const body = multipart(fields, file, fileFirst);
    const res = await server.app.inject({ method: 'POST', url: '/api/pixie/data/v1/entity/document', headers: { cookie, ...body.headers }, payload: body.payload });
    return { status: res.statusCode, body: res.json() };
  }
  const list = (cookie: string, entityTypeId: number, entityId: number) =>
    server.app.inject({ method: 'GET', url: `/api/pixie/data/v1/entity/document?entityTypeId=${entityTypeId}&entityId=${entityId}`, headers: { cookie } });
  const stored = async () => (await readdir(dir).catch(() => [])).filter((f) => !f.endsWith('.part'));

  it("uploads a Cheque to a payment, refuses the same content again ('Document Already Exists!'), streams it back and deletes it", async () => {
    const fields = { entityTypeId: '4', entityId: String(paymentId), documentType: 'Cheque' };
    const first = await upload(agent, fields, { name: 'cheque.pdf', type: 'application/pdf', bytes: PDF });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ message: 'Document uploaded', document: { documentGroup: 'Payment', documentType: 'Cheque', fileName: 'cheque.pdf', contentType: 'application/pdf', sizeBytes: PDF.length, uploadedByName: 'doc-owner Test' } });
    const again = await upload(cookies.finance!, fields, { name: 'renamed.pdf', type: 'application/pdf', bytes: PDF });
    expect(again).toMatchObject({ status: 409, body: { error: { msg: 'Document Already Exists!' } } });
    expect(await stored()).toHaveLength(1);
    // Another type of the same content is not a duplicate; finance may upload payment documents.
    expect((await upload(cookies.finance!, { ...fields, documentType: 'Deposit Slip' }, { name: 'slip.pdf', type: 'application/pdf', bytes: PDF })).status).toBe(200);

    const listed = await list(cookies.rcm!, 4, paymentId);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().results.map((d: { documentType: string }) => d.documentType)).toEqual(['Cheque', 'Deposit Slip']);
    const file = await server.app.inject({ method: 'GET', url: `/api/pixie/data/v1/entity/document/${first.body.document.id}`, headers: { cookie: cookies.rcm! } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="cheque.pdf"');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // Not in the stranger's book: 404, as if it did not exist.
    expect((await server.app.inject({ method: 'GET', url: `/api/pixie/data/v1/entity/document/${first.body.document.id}`, headers: { cookie: otherAgent } })).statusCode).toBe(404);
    expect((await list(otherAgent, 4, paymentId)).statusCode).toBe(404);

    const del = (cookie: string) => server.app.inject({ method: 'DELETE', url: `/api/pixie/data/v1/entity/document/${first.body.document.id}`, headers: { cookie } });
    expect((await del(cookies.rcm!)).statusCode).toBe(403);
    expect((await del(otherAgent)).statusCode).toBe(404);
    expect((await del(cookies.content!)).statusCode).toBe(403);
    const deleted = await del(agent);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Document deleted');
    expect((await del(agent)).statusCode).toBe(404);
    expect(await stored()).toHaveLength(1);
    // Devices holding the payment pull both changes (the mirror keeps documents: SYNC.md), under the deal's account.
    const changes = await server.database.db
      .select({ op: changeLog.op, accountId: changeLog.accountId })
      .from(changeLog)
      .where(and(eq(changeLog.entity, 'document'), eq(changeLog.entityId, first.body.document.id as number)));
    expect(changes.map((c) => c.op)).toEqual(['upsert', 'delete']);
    expect(new Set(changes.map((c) => c.accountId)).size).toBe(1);
  });

  it('checks the type by content: a .png that is really a zip is refused (415) and nothing is kept', async () => {
    const before = await stored();
    const res = await upload(agent, { entityTypeId: '2', entityId: String(termsheetId), documentType: 'Signed Termsheet' }, { name: 'signed.png', type: 'image/png', bytes: ZIP });
    expect(res).toMatchObject({ status: 415, body: { error: { msg: 'Only gif, jpeg, png and pdf files are allowed.' } } });
    expect(await stored()).toEqual(before);
    const png = await upload(agent, { entityTypeId: '2', entityId: String(termsheetId), documentType: 'Signed Termsheet' }, { name: 'signed.bin', type: 'application/octet-stream', bytes: PNG });
    expect(png.status).toBe(200);
    expect(png.body.document.contentType).toBe('image/png');
  });

  it('refuses too large (413), a wrong document type (400), no file (400), unknown records (404)', async () => {
    const before = await server.database.db.select().from(entityDocuments);
    const files = await stored();
    const fields = { entityTypeId: '1', entityId: String(opportunityId), documentType: 'Package Delivery Done' };
    const big = await upload(agent, fields, { name: 'big.pdf', type: 'application/pdf', bytes: Buffer.concat([PDF, Buffer.alloc(70 * 1024)]) });
    expect(big.status).toBe(413);
    expect(big.body.error.msg).toBe('The file is larger than 10 MB.');
    const wrongType = await upload(agent, { ...fields, documentType: 'Cheque' }, { name: 'a.pdf', type: 'application/pdf', bytes: PDF });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.msg).toBe('A LookupPackage document is one of: Package Delivery Done, Package Assembly Done.');
    expect((await upload(agent, fields)).status).toBe(400);
    expect((await upload(agent, { ...fields, entityId: '987654' }, { name: 'a.pdf', type: 'application/pdf', bytes: PDF })).status).toBe(404);
    expect((await upload(agent, { ...fields, entityTypeId: '3' }, { name: 'a.pdf', type: 'application/pdf', bytes: PDF })).status).toBe(400);
    const json = await server.app.inject({ method: 'POST', url: '/api/pixie/data/v1/entity/document', headers: { cookie: agent, 'content-type': 'application/json' }, payload: '{}' });
    expect(json.statusCode).toBe(415);
    expect(await server.database.db.select().from(entityDocuments)).toEqual(before);
    expect(await stored()).toEqual(files);
  });

  it('permissions: content uploads LookupPackage documents, not termsheet ones; finance not on an opportunity; read-only roles never', async () => {
    const lookup = { entityTypeId: '1', entityId: String(opportunityId), documentType: 'Package Assembly Done' };
    const pdf = (n: number) => ({ name: `p${n}.pdf`, type: 'application/pdf', bytes: Buffer.concat([PDF, Buffer.from([n])]) });
    expect((await upload(cookies.content!, lookup, pdf(1))).status).toBe(200);
    expect((await upload(cookies.content!, { entityTypeId: '2', entityId: String(termsheetId), documentType: 'Signed Termsheet' }, pdf(2))).status).toBe(403);
    expect((await upload(cookies.finance!, lookup, pdf(3))).status).toBe(403);
    for (const who of ['rcm', 'ticketing']) expect((await upload(cookies[who]!, lookup, pdf(4))).status, who).toBe(403);
    expect((await upload(otherAgent, lookup, pdf(5))).status).toBe(404);
    expect((await list(cookies.content!, 1, opportunityId)).json().totalCount).toBe(1);
    expect((await server.app.inject({ method: 'GET', url: '/api/pixie/data/v1/entity/document?entityTypeId=1&entityId=1' })).statusCode).toBe(401);
  });

  it('random bytes and names at the upload route: never a 500, only gif, jpeg, png or pdf content kept', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 0, maxLength: 300 }),
        fc.string({ maxLength: 40 }).map((s) => s.replace(/["\r\n]/g, '')),
        fc.constantFrom('1', '2', '4', 'x', '-1', ''),
        fc.constantFrom('Cheque', 'Signed Termsheet', 'Package Delivery Done', '', '💥'),
        async (bytes, name, entityTypeId, documentType) => {
          const entityId = entityTypeId === '1' ? opportunityId : entityTypeId === '2' ? termsheetId : paymentId;
          const res = await upload(agent, { entityTypeId, entityId: String(entityId), documentType }, { name: name || 'x', type: 'application/octet-stream', bytes: Buffer.from(bytes) });
          expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
          if (res.status === 200) expect(['image/gif', 'image/jpeg', 'image/png', 'application/pdf']).toContain(res.body.document.contentType);
        },
      ),
      { numRuns: 40 },
    );
  });
});
