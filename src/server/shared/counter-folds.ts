import type { Db, Tx } from '../db/client';
import type { AppInstance } from '../http';
import { compactDashboardCounts } from './dashboard-facts';
import { compactListCounts } from './list-counts';

/**
 * The counter tables whose triggers append deltas, each with the statement that folds them (one row a key), so a
 * count reads a few rows. Add a table here and the one timer below folds it too.
 */
export const COUNTER_FOLDS: readonly { table: string; fold: (db: Db | Tx) => Promise<number> }[] = [
  // The brand-wide lists' counters.
  { table: 'list_counts', fold: compactListCounts },
  // The whole-brand dashboard tile counters.
  { table: 'dashboard_brand_counts', fold: compactDashboardCounts },
];

/** How often a server folds the counters' deltas (and once when it starts). */
export const COUNTER_FOLD_MS = 30_000;

/**
 * Folds every counter table when the server is ready and every 30 s after, until it closes (every process may;
 * folding is idempotent). A table whose fold fails is logged and does not stop the others.
 */
export function foldCountersWhileUp(api: AppInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const foldAll = async () => {
    for (const { table, fold } of COUNTER_FOLDS) {
      await fold(api.db).catch((error: unknown) => api.log.error({ err: error }, `${table} compaction failed`));
    }
  };
  api.addHook('onReady', async () => {
    await foldAll();
    timer = setInterval(() => void foldAll(), COUNTER_FOLD_MS);
    timer.unref();
  });
  api.addHook('onClose', async () => clearInterval(timer));
}
