import type { Db, Tx } from '../../db/client';
import { compactDashboardCounts } from './dashboard-facts';
import { compactListCounts } from './list-counts';

/**
 * The counter tables whose triggers append deltas, each with the statement that folds them (one row a key), so a
 * count reads a few rows. Add a table here and the counter-folds job (server/jobs) folds it too.
 */
export const COUNTER_FOLDS: readonly { table: string; fold: (db: Db | Tx) => Promise<number> }[] = [
  // The brand-wide lists' counters.
  { table: 'list_counts', fold: compactListCounts },
  // The whole-brand dashboard tile counters.
  { table: 'dashboard_brand_counts', fold: compactDashboardCounts },
];

/** How often a server folds the counters' deltas (and once when it starts). */
export const COUNTER_FOLD_MS = 30_000;

/** Folds every counter table (a background job, server/jobs: at start and every 30 s). A table whose fold fails is logged and does not stop the others. */
export async function foldCounters(db: Db, log: { error: (obj: object, msg: string) => void }): Promise<void> {
  for (const { table, fold } of COUNTER_FOLDS) {
    await fold(db).catch((error: unknown) => log.error({ err: error }, `${table} compaction failed`));
  }
}
