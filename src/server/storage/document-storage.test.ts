import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3DocumentStorage, signS3Request } from './document-storage';

/**
 * The SigV4 signature of a request, written out from AWS's description (no library) so the fake bucket below can
 * check what the storage sends. Checked itself against AWS's worked example first.
 */
function referenceSignature(secret: string, region: string, method: string, path: string, headers: Record<string, string>, signedHeaders: string[], amzDate: string): string {
  const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
  const canonicalHeaders = signedHeaders.map((h) => `${h}:${(headers[h] ?? '').trim()}\n`).join('');
  const canonicalRequest = [method, path, '', canonicalHeaders, signedHeaders.join(';'), headers['x-amz-content-sha256']].join('\n');
  const day = amzDate.slice(0, 8);
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, `${day}/${region}/s3/aws4_request`, createHash('sha256').update(canonicalRequest).digest('hex')].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(stringToSign).digest('hex');
}

const AWS_EXAMPLE_SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';

describe('S3 request signing', () => {
  it("the reference matches AWS's worked example (GET Object, Signature Version 4)", () => {
    const headers = { host: 'examplebucket.s3.amazonaws.com', range: 'bytes=0-9', 'x-amz-content-sha256': createHash('sha256').update('').digest('hex'), 'x-amz-date': '20130524T000000Z' };
    expect(referenceSignature(AWS_EXAMPLE_SECRET, 'us-east-1', 'GET', '/test.txt', headers, Object.keys(headers), '20130524T000000Z')).toBe(
      'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs a path-style request with an unsigned payload, as the reference does', async () => {
    const s3 = { endpoint: 'http://minio.local:9000', bucket: 'docs', accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: AWS_EXAMPLE_SECRET, region: 'ap-south-1' };
    const signed = await signS3Request(s3, 'GET', 'abc-123', new Date('2026-12-07T06:30:05.123Z'));
    expect(signed.url).toBe('http://minio.local:9000/docs/abc-123');
    expect(signed.headers.get('x-amz-date')).toBe('20261207T063005Z');
    expect(signed.headers.get('x-amz-content-sha256')).toBe('UNSIGNED-PAYLOAD');
    const headers = { host: 'minio.local:9000', 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD', 'x-amz-date': '20261207T063005Z' };
    const signature = referenceSignature(AWS_EXAMPLE_SECRET, 'ap-south-1', 'GET', '/docs/abc-123', headers, Object.keys(headers), '20261207T063005Z');
    expect(signed.headers.get('authorization')).toBe(
      `AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20261207/ap-south-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=${signature}`,
    );
  });
});

describe('S3 document storage against a fake bucket', () => {
  const secret = 'fake-secret';
  const objects = new Map<string, string>();
  const refused: string[] = [];
  let server: Server;
  let endpoint = '';

  /** Rejects (403) a request whose signature the reference does not reproduce, as S3 would. */
  function signatureHolds(req: IncomingMessage): boolean {
    const match = /^AWS4-HMAC-SHA256 Credential=fake-key\/(\d{8})\/ap-south-1\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(req.headers.authorization ?? '');
    if (!match) return false;
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    const amzDate = headers['x-amz-date'] ?? '';
    return amzDate.startsWith(match[1]!) && referenceSignature(secret, 'ap-south-1', req.method!, req.url!, headers, match[2]!.split(';'), amzDate) === match[3];
  }

  beforeAll(async () => {
    server = createServer((req, res) => {
      void (async () => {
        if (!signatureHolds(req)) {
          refused.push(`${req.method} ${req.url}`);
          res.writeHead(403).end('SignatureDoesNotMatch');
          return;
        }
        const key = req.url!;
        if (req.method === 'PUT') {
          objects.set(key, await text(req));
          res.writeHead(200).end();
        } else if (req.method === 'GET') {
          const body = objects.get(key);
          if (body === undefined) res.writeHead(404).end('NoSuchKey');
          else res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(body);
        } else if (req.method === 'DELETE') {
          objects.delete(key);
          res.writeHead(204).end();
        } else res.writeHead(405).end();
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('stores, reads back and deletes a document under its key, each request signed', async () => {
    const storage = s3DocumentStorage({ endpoint, bucket: 'docs', accessKeyId: 'fake-key', secretAccessKey: secret, region: 'ap-south-1' });
    await storage.put('doc-1', Readable.from([Buffer.from('first part, '), Buffer.from('second part')]));
    expect(objects.get('/docs/doc-1')).toBe('first part, second part');
    expect(await text((await storage.get('doc-1'))!)).toBe('first part, second part');
    await storage.delete('doc-1');
    expect(await storage.get('doc-1')).toBeNull();
    expect(refused).toEqual([]);
  });

  it('fails loudly when the bucket refuses the credentials', async () => {
    const storage = s3DocumentStorage({ endpoint, bucket: 'docs', accessKeyId: 'fake-key', secretAccessKey: 'wrong', region: 'ap-south-1' });
    await expect(storage.put('doc-2', Readable.from([Buffer.from('x')]))).rejects.toThrow('S3 PUT doc-2: 403 SignatureDoesNotMatch');
    await expect(storage.get('doc-2')).rejects.toThrow('S3 GET doc-2: 403');
    expect(objects.has('/docs/doc-2')).toBe(false);
  });
});
