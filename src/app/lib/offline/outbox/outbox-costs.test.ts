import 'fake-indexeddb/auto';
import type { DBCore, DBCoreCursor, DBCoreTable } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeBook } from '../../../testing/mirror-fixtures';
import { MirrorDb } from '../device/db';
import type { CommentRow } from '../device/mirror-rows';
import { ensureMeta } from '../device/meta';
import { discard } from './outbox-actions';
import { enqueue } from './outbox';
import { pushOutbox } from '../sync/push';
import { readCounts } from '../sync/sync-status';
import type { PushCommand, PushResponse, SyncTransport } from '../sync/transport';
import { uuidv7 } from './uuidv7';

/**
 * Issue 10, "Outbox costs flat": queueing a command costs the same at 500 queued as at 1, and a replay sends
 * large batches with one rebase per answer. Behaviour, not timing: a Dexie middleware counts the rows each step
 * reads from the outbox (rows whose values are read; key counts are not rows) and the shadow scans (one per
 * rebase's undo).
 */

type Reads = { outboxRows: number; shadowScans: number };

/** Counts rows read from the outbox table (get, getMany, query with values, each row a cursor yields). */
function countReads(db: MirrorDb): Reads {
  const reads: Reads = { outboxRows: 0, shadowScans: 0 };
  db.use({
    stack: 'dbcore',
    name: 'count-outbox-reads',
    create(down: DBCore): DBCore {
      return {
        ...down,
        table(name: string): DBCoreTable {
          const table = down.table(name);
          if (name === 'shadows') {
            return {
              ...table,
              async query(req) {
                if (req.values) reads.shadowScans++;
                return table.query(req);
              },
            };
          }
          if (name !== 'outbox') return table;
          return {
            ...table,
            async get(req) {
              const row: unknown = await table.get(req);
              if (row !== undefined) reads.outboxRows++;
              return row;
            },
            async getMany(req) {
              const rows = await table.getMany(req);
              reads.outboxRows += rows.filter((row) => row !== undefined).length;
              return rows;
            },
            async query(req) {
              const answer = await table.query(req);
              if (req.values) reads.outboxRows += answer.result.length;
              return answer;
            },
            async openCursor(req) {
              const cursor = await table.openCursor(req);
              if (!cursor || !req.values) return cursor;
              const seen = new Set<unknown>();
              return Object.create(cursor, {
                value: {
                  get() {
                    if (!seen.has(cursor.primaryKey)) {
                      seen.add(cursor.primaryKey);
                      reads.outboxRows++;
                    }
                    return cursor.value;
                  },
                },
              }) as DBCoreCursor;
            },
          };
        },
      };
    },
  });
  return reads;
}

let db: MirrorDb;
let reads: Reads;
let book: Awaited<ReturnType<typeof writeBook>>;

beforeEach(async () => {
  db = new MirrorDb(`outbox-costs-${uuidv7()}`);
  reads = countReads(db);
  await ensureMeta(db, { userId: 7, userName: 'Agent Seven' });
  book = await writeBook(db);
});
afterEach(() => db.close());

const comment = (text: string) => ({ name: 'addComment' as const, args: { entityTypeId: 3 as const, entityId: book.accountId, activityType: 'Call' as const, text } });

async function queue(n: number, from = 0): Promise<void> {
  for (let i = from; i < from + n; i++) await enqueue(db, comment(`note ${i}`));
}

/** Rows of the outbox a step reads. */
async function outboxRowsRead(step: () => Promise<unknown>): Promise<number> {
  const before = reads.outboxRows;
  await step();
  return reads.outboxRows - before;
}

describe('queueing costs the same however long the queue is', () => {
  it('enqueue reads no queued row, at 1 queued as at 300', async () => {
    await queue(1);
    const atOne = await outboxRowsRead(() => enqueue(db, comment('second')));
    await queue(298, 2);
    expect(await db.outbox.count()).toBe(300);
    const atThreeHundred = await outboxRowsRead(() => enqueue(db, comment('301st')));
    expect(atOne).toBe(0);
    expect(atThreeHundred).toBe(atOne);
  });

  it("the status counts (the engine's live query after each write) read only discarded stand-ins, and stay right", async () => {
    await queue(300);
    expect(await outboxRowsRead(async () => expect(await readCounts(db)).toMatchObject({ pendingCount: 300, failedCount: 0, rejectedCount: 0 }))).toBe(0);

    const rows = await db.outbox.orderBy('seq').limit(3).toArray();
    await db.outbox.update(rows[0]?.id as number, { status: 'failed' });
    await db.outbox.update(rows[1]?.id as number, { status: 'rejected' });
    await discard(db, rows[2]?.id as number);
    const counted = await outboxRowsRead(async () => expect(await readCounts(db)).toMatchObject({ pendingCount: 297, failedCount: 1, rejectedCount: 1 }));
    expect(counted).toBe(1);
  });
});

/** A server that applies every addComment it is sent (as src/server/sync/push.ts answers). */
function applyingServer(): SyncTransport & { requests: PushCommand[][] } {
  const requests: PushCommand[][] = [];
  let nextId = 5000;
  return {
    requests,
    pull: () => Promise.reject(new Error('not in this test')),
    snapshot: () => Promise.reject(new Error('not in this test')),
    push({ commands }): Promise<PushResponse> {
      requests.push(commands);
      const results = commands.map((command) => {
        const a = command.args;
        const row: CommentRow = {
          id: nextId++,
          entityTypeId: a.entityTypeId as number,
          entityId: a.entityId as number,
          accountId: book.accountId,
          activityType: a.activityType as string,
          text: a.text as string,
          callStatusId: null,
          callDurationSeconds: null,
          happenedAt: a.happenedAt as string,
          receivedAt: command.deviceTime,
          authorId: 7,
          authorName: 'Agent Seven',
          clientId: a.clientId as string,
        };
        return { seq: command.seq, mutationId: command.mutationId, outcome: 'applied' as const, result: { changes: [{ entity: 'comment' as const, op: 'upsert' as const, id: row.id, accountId: book.accountId, row }] } };
      });
      return Promise.resolve({ results, lastSeq: commands.at(-1)?.seq ?? 0 });
    },
  };
}

describe('replay', () => {
  it('sends a long queue in one request, in seq order, and rebases once for the answer', async () => {
    await queue(300);
    const server = applyingServer();
    const scansBefore = reads.shadowScans;
    const run = await pushOutbox(db, server, { batchSize: 500 });

    expect(run).toMatchObject({ kind: 'done', applied: 300, rejected: [] });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.map((c) => c.seq)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    expect(reads.shadowScans - scansBefore).toBe(1);
    // Each applied once: the server's rows replaced the optimistic ones; nothing is left queued or shadowed.
    expect(await db.outbox.count()).toBe(0);
    expect(await db.shadows.count()).toBe(0);
    const feed = await db.comments.filter((c) => c.accountId === book.accountId).toArray();
    expect(feed.filter((c) => c.id < 0)).toEqual([]);
    expect(new Set(feed.filter((c) => c.text.startsWith('note ')).map((c) => c.clientId)).size).toBe(300);
  });
});
