import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsV4Signer } from 'aws4fetch';
import type { Config } from '../config';

/**
 * Where uploaded documents' bytes live (issue 15): a local folder by default, an S3-compatible bucket when the
 * S3_* settings are given. Keys are ours (random); the database row keeps the name, type and hash. Writes are
 * streamed: no whole file is held in memory.
 */
export interface DocumentStorage {
  readonly kind: 'local' | 's3';
  /** Stores the stream's bytes under the key; rejects (and keeps nothing) when the stream fails. */
  put(key: string, body: Readable): Promise<void>;
  /** The bytes as a stream, or null when there is no such key. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+$/;
function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key ${key}`);
  return key;
}

export function localDocumentStorage(dir: string): DocumentStorage {
  const file = (key: string) => path.join(dir, checkKey(key));
  return {
    kind: 'local',
    async put(key, body) {
      await mkdir(dir, { recursive: true });
      const part = `${file(key)}.part`;
      try {
        await pipeline(body, createWriteStream(part));
        await rename(part, file(key));
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        await stat(file(key));
      } catch {
        return null;
      }
      return createReadStream(file(key));
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

type S3Settings = NonNullable<Config['s3']>;

/**
 * AWS Signature V4 headers for one request to an S3-compatible endpoint (path-style URLs, unsigned payload), signed
 * by aws4fetch (Web Crypto, no dependencies).
 */
export async function signS3Request(s3: S3Settings, method: string, key: string, now: Date, extraHeaders: Record<string, string> = {}): Promise<{ url: string; headers: Headers }> {
  const endpoint = new URL(s3.endpoint);
  const url = `${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${encodeURIComponent(s3.bucket)}/${encodeURIComponent(key)}`;
  const signer = new AwsV4Signer({
    method,
    url,
    headers: extraHeaders,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    service: 's3',
    region: s3.region,
    datetime: now.toISOString().replace(/[-:]|\.\d{3}/g, ''),
  });
  const signed = await signer.sign();
  return { url: signed.url.toString(), headers: signed.headers };
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2...). A PUT needs its length: the upload is first streamed to a
 * temporary file (never held in memory), then sent from it.
 */
export function s3DocumentStorage(s3: S3Settings): DocumentStorage {
  return {
    kind: 's3',
    async put(key, body) {
      const temp = path.join(os.tmpdir(), `doc-${checkKey(key)}`);
      try {
        await pipeline(body, createWriteStream(temp));
        const { size } = await stat(temp);
        const signed = await signS3Request(s3, 'PUT', key, new Date(), { 'content-length': String(size) });
        const res = await fetch(signed.url, {
          method: 'PUT',
          headers: signed.headers,
          body: Readable.toWeb(createReadStream(temp)) as unknown as BodyInit,
          duplex: 'half',
        } as RequestInit);
        if (!res.ok) throw new Error(`S3 PUT ${key}: ${res.status} ${await res.text()}`);
      } finally {
        await rm(temp, { force: true });
      }
    },
    async get(key) {
      const signed = await signS3Request(s3, 'GET', checkKey(key), new Date());
      const res = await fetch(signed.url, { headers: signed.headers });
      if (res.status === 404) return null;
      if (!res.ok || !res.body) throw new Error(`S3 GET ${key}: ${res.status}`);
      return Readable.fromWeb(res.body as WebReadableStream);
    },
    async delete(key) {
      const signed = await signS3Request(s3, 'DELETE', checkKey(key), new Date());
      const res = await fetch(signed.url, { method: 'DELETE', headers: signed.headers });
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key}: ${res.status}`);
    },
  };
}

export function documentStorageFor(config: Pick<Config, 's3' | 'documentsDir'>): DocumentStorage {
  return config.s3 ? s3DocumentStorage(config.s3) : localDocumentStorage(config.documentsDir);
}
