// The prime's client share (issue 10): on the benchmark host the server and PostgreSQL build the snapshot pages on
// the same two cores as Chromium, which a phone's server does not. This proxy sits in front of the built server and
// answers GET /api/sync/v1/snapshot from pages recorded beforehand (the server's own answers, brotli as it sent
// them; a page too small to compress as it is), so a second prime measures the device's work (download, decode,
// IndexedDB writes) with the server's answers ready; every other request goes through to the server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { SNAPSHOT_ENTITIES } from '../../src/domain/sync/sync-wire';

const SNAPSHOT_PATH = '/api/sync/v1/snapshot';

type Recorded = { headers: http.OutgoingHttpHeaders; body: Buffer };

/** A page's key: its query parameters sorted, empty ones left out (the app leaves `after` out on a first page). */
function keyOf(query: URLSearchParams): string {
  return [...query.entries()]
    .filter(([, value]) => value !== '')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

function get(url: string, cookie: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { cookie, 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}

export type SnapshotRecorder = {
  baseUrl: string;
  /** Records every page (reference data and each entity's compact pages) of the signed-in user's scope, as the engine asks. */
  record(cookie: string, limit: number): Promise<{ pages: number; bytes: number }>;
  /** Snapshot requests answered from the recording, and ones that were not recorded (sent to the server). */
  served(): { recorded: number; missed: number };
  close(): Promise<void>;
};

export async function startSnapshotRecorder(upstream: string, port: number): Promise<SnapshotRecorder> {
  const pages = new Map<string, Recorded>();
  let recorded = 0;
  let missed = 0;
  const target = new URL(upstream);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy');
    const page = req.method === 'GET' && url.pathname === SNAPSHOT_PATH ? pages.get(keyOf(url.searchParams)) : undefined;
    // A page under the server's compression threshold was recorded as it is.
    const encoding = page?.headers['content-encoding'];
    if (page && (encoding === undefined || String(req.headers['accept-encoding'] ?? '').includes(String(encoding)))) {
      recorded++;
      res.writeHead(200, page.headers);
      res.end(page.body);
      return;
    }
    if (url.pathname === SNAPSHOT_PATH) missed++;
    const forward = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    async record(cookie, limit) {
      let bytes = 0;
      for (const entity of SNAPSHOT_ENTITIES) {
        let after: string | null = null;
        for (;;) {
          const query = new URLSearchParams({ entity, limit: String(limit), format: 'columns' });
          if (after !== null) query.set('after', after);
          const answer = await get(`${upstream}${SNAPSHOT_PATH}?${query.toString()}`, cookie);
          if (answer.status !== 200) throw new Error(`Recording ${SNAPSHOT_PATH}?${query.toString()}: ${answer.status}`);
          const headers: http.OutgoingHttpHeaders = {};
          for (const name of ['content-type', 'content-encoding', 'vary', 'cache-control']) {
            const value = answer.headers[name];
            if (value !== undefined) headers[name] = value;
          }
          headers['content-length'] = answer.body.length;
          pages.set(keyOf(query), { headers, body: answer.body });
          bytes += answer.body.length;
          // The page's own paging fields, read from the decompressed JSON.
          const text = answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body;
          const json = JSON.parse(text.toString('utf8')) as { hasMore?: boolean; nextAfter?: number | null };
          if (!json.hasMore || json.nextAfter === null || json.nextAfter === undefined) break;
          after = String(json.nextAfter);
        }
      }
      return { pages: pages.size, bytes };
    },
    served: () => ({ recorded, missed }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
