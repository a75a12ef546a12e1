// Issue 10, "Outbox costs flat": queueing one command costs the same at 500 queued as at 1. The outbox's own
// cost, apart from the browser and the server: 500 call comments queued one at a time with enqueue() into a
// real Dexie mirror over fake-indexeddb in Node, while the sync engine's status counts (readCounts, read again
// after writes to the outbox, at most every 100 ms: table-watch.ts watchOutboxCounts) are watched as in the app.
// The browser figure (with the replay of 500 against the real server) is `npm run bench -- offline`.
import { machine } from './cpu';
import type { Suite, Table } from './suite';
import { ms } from './table';

const QUEUED = 500;
const WINDOW = 50;
const TARGET_MS = 5;
const WARM_UP = 100;

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function run(log: (line: string) => void) {
  // Loaded here, not at the top: fake-indexeddb installs a global indexedDB, which only this suite wants.
  // (By name: the package's types do not resolve for its 'auto' entry under the project's module settings.)
  const fakeIndexedDb: string = 'fake-indexeddb/auto';
  await import(fakeIndexedDb);
  const { watchOutboxCounts } = await import('../../src/app/lib/offline/device/table-watch');
  const { MirrorDb } = await import('../../src/app/lib/offline/device/db');
  const { ensureMeta } = await import('../../src/app/lib/offline/device/meta');
  const { enqueue } = await import('../../src/app/lib/offline/outbox/outbox');
  const { readCounts } = await import('../../src/app/lib/offline/sync/sync-status');
  const { writeBook } = await import('../../src/app/testing/mirror-fixtures');

  // Warm-up on a throwaway mirror, so the first window is not the JIT's.
  const warm = new MirrorDb(`bench-outbox-warm-${Date.now()}`);
  await ensureMeta(warm, { userId: 7, userName: 'Agent Seven' });
  const warmBook = await writeBook(warm);
  for (let i = 0; i < WARM_UP; i++) await enqueue(warm, { name: 'addComment', args: { entityTypeId: 3, entityId: warmBook.accountId, activityType: 'Call' as const, text: `warm-up ${i}` } });
  warm.close();
  await warm.delete();

  const db = new MirrorDb(`bench-outbox-${Date.now()}`);
  await ensureMeta(db, { userId: 7, userName: 'Agent Seven' });
  const book = await writeBook(db);
  let statusRuns = 0;
  const unwatch = watchOutboxCounts(db, { next: () => statusRuns++, error: (e) => log(`status read failed: ${String(e)}`) });
  const each: number[] = [];
  try {
    log(`Queueing ${QUEUED} call comments one at a time (fake-indexeddb, the engine's status query subscribed)...`);
    for (let i = 0; i < QUEUED; i++) {
      const started = performance.now();
      await enqueue(db, { name: 'addComment', args: { entityTypeId: 3, entityId: book.accountId, activityType: 'Call' as const, text: `bench note ${i}` } });
      each.push(performance.now() - started);
    }
    const countsAt = performance.now();
    const counts = await readCounts(db);
    const countsMs = performance.now() - countsAt;
    if (counts.pendingCount !== QUEUED) throw new Error(`${counts.pendingCount} commands pending, expected ${QUEUED}`);
    const first = each.slice(0, WINDOW);
    const last = each.slice(-WINDOW);
    const table: Table = {
      title: 'Outbox: queueing one command (issue 10)',
      columns: ['Figure', 'Measured', 'Target', 'Details'],
      rows: [
        [`Queue one command with 0–${WINDOW - 1} queued (mean of ${WINDOW})`, ms(mean(first)), '', `median ${ms(median(first))}`],
        [
          `Queue one command with ${QUEUED - WINDOW}–${QUEUED - 1} queued (mean of ${WINDOW})`,
          ms(mean(last)),
          `< ${TARGET_MS} ms, flat`,
          `median ${ms(median(last))}; ${(mean(last) / mean(first)).toFixed(2)}× the first ${WINDOW}; ${mean(last) < TARGET_MS ? 'MET' : 'NOT MET'}`,
        ],
        [`The status counts at ${QUEUED} queued (readCounts, once)`, ms(countsMs), '', `the status read ran ${statusRuns} times during the ${QUEUED} writes`],
      ],
      notes: [
        `Machine: ${machine()}. Node with fake-indexeddb (an in-memory IndexedDB in JavaScript; slower than the browser's, but the same reads and writes), no server.`,
        `Before the measured run, ${WARM_UP} enqueues into a throwaway mirror warm the JIT. Each enqueue is one Dexie transaction: the next seq from meta, the outbox row, the optimistic comment and its shadow. outbox-costs.test.ts asserts the rows it reads do not grow with the queue.`,
      ],
    };
    return { tables: [table] };
  } finally {
    unwatch();
    db.close();
    await db.delete();
  }
}

export const outboxSuite: Suite = {
  name: 'outbox',
  about: 'issue 10: queueing one command at 0–49 vs 450–499 queued, with the live status query (Node, fake-indexeddb, no server)',
  run,
};
