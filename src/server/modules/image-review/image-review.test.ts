import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listingImages, listings } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createSupportCast } from '../../testing/support-fixtures';

const PNG = (n: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, n)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 3)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 0x41)]);
const ZIP_NAMED_PNG = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 2)]);

type File = { name: string; type: string; bytes: Buffer };
function multipart(fields: [string, string][], files: File[]) {
  const boundary = '----imgtest';
  const parts = [
    ...fields.map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    ...files.flatMap((f) => [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`), f.bytes, Buffer.from('\r\n')]),
  ];
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeEachBackend('image review', (backend) => {
  let server: TestServer;
  let dir: string;
  let cookies: Record<string, string>;
  let listingId: number;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'images-'));
    server = await startTestServer(backend, { documentsDir: dir, documentMaxBytes: 64 * 1024 });
    ({ cookies } = await createSupportCast(server, 'img'));
    const [listing] = await server.database.db
      .insert(listings)
      .values({ profileUuid: 'img-profile', listingType: 'BUY', title: '2 BHK in Baner', status: 'ACTIVE', price: '7500000', inventoryCanonicalUrl: '/buy/1', dateAdded: new Date() })
      .returning({ id: listings.id });
    listingId = listing!.id;
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const upload = async (cookie: string, fields: [string, string][], files: File[]) => {
    const body = multipart(fields, files);
    const res = await server.app.inject({ method: 'POST', url: '/api/housingAP/image-review/create_multiple_files_self_upload', headers: { cookie, ...body.headers }, payload: body.payload });
    return { status: res.statusCode, body: res.json() };
  };
  const queue = async (cookie: string, body: Record<string, unknown> = {}) => server.app.inject({ method: 'POST', url: '/api/housingAP/image-review/flat-files', headers: { cookie }, payload: body });
  const feedback = async (cookie: string, body: Record<string, unknown>) => server.app.inject({ method: 'PATCH', url: '/api/housingAP/image-review/feedback', headers: { cookie }, payload: body });
  const stored = async () => (await readdir(dir).catch(() => [])).filter((f) => !f.endsWith('.part'));
  const imageRows = () => server.database.db.select().from(listingImages);

  it('self-upload takes several images in one request and reports each file: uploaded, duplicate, not an image by content', async () => {
    const res = await upload(cookies.content!, [['listingId', String(listingId)]], [
      { name: 'front.png', type: 'image/png', bytes: PNG(1) },
      { name: 'kitchen.jpg', type: 'image/jpeg', bytes: JPEG },
      { name: 'again.png', type: 'image/png', bytes: PNG(1) },
      { name: 'sneaky.png', type: 'image/png', bytes: ZIP_NAMED_PNG },
      { name: 'brochure.pdf', type: 'application/pdf', bytes: PDF },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.results.map((r: { fileName: string; status: string; message: string }) => [r.fileName, r.status, r.message])).toEqual([
      ['front.png', 'uploaded', 'Uploaded'],
      ['kitchen.jpg', 'uploaded', 'Uploaded'],
      ['again.png', 'refused', 'This image is already on the listing.'],
      ['sneaky.png', 'refused', 'Only gif, jpeg, png and pdf files are allowed.'],
      ['brochure.pdf', 'refused', 'Only gif, jpeg and png images can be reviewed.'],
    ]);
    // Only the two accepted files are kept.
    expect(await stored()).toHaveLength(2);
    expect((await imageRows()).map((r) => [r.fileName, r.status])).toEqual([
      ['front.png', 'pending'],
      ['kitchen.jpg', 'pending'],
    ]);
  });

  it('the queue lists pending images oldest first with their listing; an image streams back with its type', async () => {
    const res = await queue(cookies.content!, { status: 'pending', listingId });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.totalCount).toBe(2);
    expect(page.results.map((r: { fileName: string; listingTitle: string; uploadedByName: string }) => [r.fileName, r.listingTitle, r.uploadedByName])).toEqual([
      ['front.png', '2 BHK in Baner', 'img-content Test'],
      ['kitchen.jpg', '2 BHK in Baner', 'img-content Test'],
    ]);
    const file = await server.app.inject({ method: 'GET', url: `/api/housingAP/image-review/files/${page.results[0].id}`, headers: { cookie: cookies.content! } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG(1))).toBe(true);
  });

  it('a rejection needs a reason; approve and reject are kept with who, when and the feedback', async () => {
    const [front, kitchen] = (await queue(cookies.content!, { listingId })).json().results as { id: number }[];
    const noReason = await feedback(cookies.content!, { imageId: front!.id, status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.msg).toContain('Choose a reason to reject the image.');
    const unknownReason = await feedback(cookies.content!, { imageId: front!.id, status: 'rejected', rejectReasonId: 999 });
    expect(unknownReason.statusCode).toBe(404);
    expect((await imageRows()).every((r) => r.status === 'pending')).toBe(true);

    const reasons = (await server.app.inject({ method: 'GET', url: '/api/housingAP/image-review/reject-reasons', headers: { cookie: cookies.content! } })).json().results as { id: number; reason: string }[];
    const watermark = reasons.find((r) => r.reason === 'Watermark or logo of another site')!;
    const rejected = await feedback(cookies.content!, { imageId: front!.id, status: 'rejected', rejectReasonId: watermark.id, feedback: 'Crop the logo and upload again' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      message: 'Image rejected.',
      image: { status: 'rejected', rejectReason: 'Watermark or logo of another site', feedback: 'Crop the logo and upload again', reviewedByName: 'img-content Test' },
    });
    const approved = await feedback(cookies.admin!, { imageId: kitchen!.id, status: 'approved', rejectReasonId: watermark.id });
    expect(approved.json()).toMatchObject({ message: 'Image approved.', image: { status: 'approved', rejectReason: null } });

    expect((await queue(cookies.content!, { listingId })).json().totalCount).toBe(0);
    const decided = (await queue(cookies.content!, { status: 'rejected', listingId })).json();
    expect(decided.results.map((r: { fileName: string }) => r.fileName)).toEqual(['front.png']);
    expect(decided.results[0].reviewedAt).not.toBeNull();
  });

  it('is for content users only: sellers, finance and read-only users are refused and nothing changes', async () => {
    for (const who of ['agent', 'finance', 'rcm', 'ticketing'] as const) {
      expect((await queue(cookies[who]!)).statusCode, who).toBe(403);
      expect((await upload(cookies[who]!, [['listingId', String(listingId)]], [{ name: 'x.png', type: 'image/png', bytes: PNG(9) }])).status, who).toBe(403);
      expect((await feedback(cookies[who]!, { imageId: 1, status: 'approved' })).statusCode, who).toBe(403);
    }
    expect(await imageRows()).toHaveLength(2);
  });

  it('refuses an unknown listing (404), files before the listing (400), no files (400) and an unknown image (404)', async () => {
    expect((await upload(cookies.content!, [['listingId', '99999999']], [{ name: 'x.png', type: 'image/png', bytes: PNG(5) }])).status).toBe(404);
    expect((await upload(cookies.content!, [], [{ name: 'x.png', type: 'image/png', bytes: PNG(5) }])).status).toBe(400);
    const none = await upload(cookies.content!, [['listingId', String(listingId)]], []);
    expect(none).toMatchObject({ status: 400, body: { error: { msg: 'Choose at least one image to upload.' } } });
    expect((await feedback(cookies.content!, { imageId: 99999999, status: 'approved' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/housingAP/image-review/files/99999999', headers: { cookie: cookies.content! } })).statusCode).toBe(404);
    expect(await imageRows()).toHaveLength(2);
  });

  it('never answers 500 to random queue filters and feedback bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom('status', 'listingId', 'page', 'size', 'imageId', 'rejectReasonId', 'feedback'), fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.double())), async (body) => {
        const a = await queue(cookies.content!, body);
        const b = await feedback(cookies.content!, body);
        return a.statusCode < 500 && b.statusCode < 500;
      }),
      { numRuns: 40 },
    );
  });
});
