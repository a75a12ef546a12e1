import type { MirrorDb } from '../device/db';
import { TABLE_OF, keyOfRow } from '../device/local-types';
import { readMeta, updateMeta } from '../device/meta';
import { MIRRORED_ENTITIES, type MirroredEntity, type MirrorRow } from '../device/mirror-rows';
import { bulkPutQuietly } from '../outbox/quiet-write';
import { mirrorTransaction, queuedCommands, rebase } from '../outbox/rebase';
import { rowsOfPage, type SnapshotEntity, type SnapshotPage, type SyncTransport } from './transport';
import { DAY_MS } from '../../../../domain/format/ist-calendar';

/**
 * Priming (SYNC.md "First sign-in primes the mirror with a progress bar"; also after a `reset`): downloads the
 * user's scope from /snapshot, every entity at once, in large compact pages (a column list and an array of
 * values a row, decoded here, in the sync worker) each written in its own transaction on its table (the next
 * page is fetched while the current one is written; the first pages give the totals for the progress bar). Rows the scope no longer holds are removed at the end. Queued commands stay
 * and stay applied on top. Pulls then start from the cursor of the FIRST page fetched (the reference page),
 * which covers every later page.
 */
export type PrimeProgress = {
  /** The entity being written now. */
  entity: SnapshotEntity | null;
  entities: Record<SnapshotEntity, { done: number; total: number | null }>;
  /** Rows written and rows expected so far (totals of entities not yet answered count as 0). */
  done: number;
  total: number;
  /** 0..1 for the progress bar. */
  fraction: number;
};

export const PRIME_ORDER: readonly MirroredEntity[] = MIRRORED_ENTITIES;

function progressOf(entities: PrimeProgress['entities'], entity: SnapshotEntity | null): PrimeProgress {
  let done = 0;
  let total = 0;
  let unknown = 0;
  for (const e of Object.values(entities)) {
    done += e.done;
    if (e.total === null) unknown++;
    else total += e.total;
  }
  const fraction = total === 0 ? (unknown > 0 ? 0 : 1) : Math.min(unknown > 0 ? 0.99 : 1, done / total);
  return { entity, entities: { ...entities }, done, total, fraction };
}

/**
 * Writes one page: a plain bulkPut when nothing is queued (the fast path of a first sign-in; written quietly,
 * quiet-write.ts: one table-wide change notice instead of one listing every row), else a rebase.
 */
async function writeRows(db: MirrorDb, entity: MirroredEntity, rows: MirrorRow[]): Promise<void> {
  if (rows.length === 0) return;
  const table = db.table(TABLE_OF[entity]);
  const clean = (await db.shadows.count()) === 0 && (await queuedCommands(db)).length === 0;
  if (clean) {
    await bulkPutQuietly(db, TABLE_OF[entity], rows);
    return;
  }
  await mirrorTransaction(db, () =>
    rebase(db, async () => {
      await table.bulkPut(rows);
    }),
  );
}

async function writeReference(db: MirrorDb, page: SnapshotPage): Promise<void> {
  const data = rowsOfPage(page)[0] ?? {};
  await db.transaction('rw', db.reference, db.meta, async () => {
    await db.reference.clear();
    await db.reference.bulkPut(Object.entries(data).map(([key, value]) => ({ key, value })));
    await updateMeta(db, { referenceFetchedAt: new Date().toISOString() });
  });
}

/** Reference data is not in the change log: download it again when it is older than a day. */
export const REFERENCE_MAX_AGE_MS = DAY_MS;

export async function refreshReferenceIfOld(
  db: MirrorDb,
  transport: SyncTransport,
  now: Date = new Date(),
  /** The version the last pull answered: a copy of another version is downloaded again at once. */
  serverVersion?: number,
): Promise<boolean> {
  const fetchedAt = (await readMeta(db)).referenceFetchedAt;
  const held = (await db.reference.get('version'))?.value;
  // A copy without a version (downloaded before versions existed) waits for its daily refresh.
  const changed = serverVersion !== undefined && typeof held === 'number' && held !== serverVersion;
  if (!changed && fetchedAt && now.getTime() - Date.parse(fetchedAt) < REFERENCE_MAX_AGE_MS) return false;
  await writeReference(db, await transport.snapshot({ entity: 'reference', after: null, limit: 1 }));
  return true;
}

/**
 * Removes rows the fresh download did not contain (they left the scope while the device was away), from the tables
 * that held rows when it began: a table that was empty then holds only what the download brought and what queued
 * commands wrote meanwhile (which a sweep would take out and the rebase put back). A first sign-in sweeps nothing:
 * reading every key back took 110-155 ms at the end of the benchmark scope's prime.
 */
async function sweep(db: MirrorDb, seen: Map<MirroredEntity, Set<number>>, held: readonly MirroredEntity[]): Promise<void> {
  if (held.length === 0) return;
  await mirrorTransaction(db, () =>
    rebase(db, async () => {
      for (const entity of held) {
        const table = db.table(TABLE_OF[entity]);
        const keep = seen.get(entity) ?? new Set<number>();
        const keys = (await table.toCollection().primaryKeys()) as number[];
        const gone = keys.filter((key) => !keep.has(key));
        if (gone.length > 0) await table.bulkDelete(gone);
      }
    }),
  );
}

/** The mirrored entities whose tables hold any row. */
async function entitiesHeld(db: MirrorDb): Promise<MirroredEntity[]> {
  const tables = PRIME_ORDER.map((entity) => db.table(TABLE_OF[entity]));
  const counts = await db.transaction('r', tables, () => Promise.all(tables.map((table) => table.count())));
  return PRIME_ORDER.filter((_, i) => (counts[i] ?? 0) > 0);
}

export async function prime(
  db: MirrorDb,
  transport: SyncTransport,
  opts: { limit: number; onProgress?: (progress: PrimeProgress) => void },
): Promise<void> {
  await updateMeta(db, { primed: false });
  const held = await entitiesHeld(db);
  const entities = Object.fromEntries(
    (['reference', ...PRIME_ORDER] as SnapshotEntity[]).map((e) => [e, { done: 0, total: null as number | null }]),
  ) as PrimeProgress['entities'];
  // The bar never moves back while later totals arrive.
  let shown = 0;
  const report = (entity: SnapshotEntity | null) => {
    const progress = progressOf(entities, entity);
    shown = Math.max(shown, progress.fraction);
    opts.onProgress?.({ ...progress, fraction: shown });
  };
  report(null);

  const reference = await transport.snapshot({ entity: 'reference', after: null, limit: opts.limit });
  const cursor = reference.cursor;
  await writeReference(db, reference);
  entities.reference = { done: 1, total: 1 };
  report('reference');

  // Every entity streams at once (each writes its own table, so the writes overlap with each other and with
  // the network); within an entity the next page is fetched while the current one is written.
  const seen = new Map<MirroredEntity, Set<number>>(PRIME_ORDER.map((e) => [e, new Set<number>()]));
  const streams = await Promise.allSettled(
    PRIME_ORDER.map(async (entity) => {
      const keys = seen.get(entity) as Set<number>;
      let page = await transport.snapshot({ entity, after: null, limit: opts.limit });
      // The page's rows, built here in the worker from its columns and values (transport.ts rowsOfPage).
      let rows = rowsOfPage(page) as MirrorRow[];
      entities[entity] = { done: 0, total: page.totalCount ?? rows.length };
      report(entity);
      for (;;) {
        const next = page.hasMore ? transport.snapshot({ entity, after: page.nextAfter, limit: opts.limit }) : null;
        // Awaited below; a failure is thrown there, not reported as unhandled meanwhile.
        next?.catch(() => undefined);
        await writeRows(db, entity, rows);
        for (const row of rows) keys.add(keyOfRow(TABLE_OF[entity], row));
        entities[entity] = { done: keys.size, total: Math.max(entities[entity].total ?? 0, keys.size) };
        report(entity);
        if (!next) return;
        page = await next;
        rows = rowsOfPage(page) as MirrorRow[];
      }
    }),
  );
  // Every stream has ended (none keeps writing behind a failure); the first failure fails the download.
  const failure = streams.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failure) throw failure.reason;
  await sweep(db, seen, held);
  await updateMeta(db, { cursor, primed: true });
  report(null);
}
