import type { AppDeps } from '../http';
import { runChurnSchedulerOnce } from '../modules/churn/churn.service';
import { erpConnectorFor, runErpWorkerPasses } from '../modules/erp/erp-worker';
import { COUNTER_FOLD_MS, foldCounters } from '../shared/sql/counter-folds';
import { purgeChangeLog } from '../sync/horizon';
import type { Job } from './scheduler';

/** How often the change log is trimmed to the retention (sync/horizon.ts). */
const CHANGE_LOG_PURGE_MS = 60 * 60 * 1000;

/**
 * Every background job of the server, declared once: app.ts starts them when the server is ready and stops them when
 * it closes (scheduler.ts; on PostgreSQL one process runs each tick). Add a job here, nowhere else.
 */
export function serverJobs({ config, database: { db } }: Pick<AppDeps, 'config' | 'database'>): Job[] {
  const jobs: Job[] = [
    // The counter tables' deltas (list_counts, dashboard_brand_counts), folded at start and every 30 s.
    { name: 'counter-folds', everyMs: COUNTER_FOLD_MS, atStart: true, run: ({ log }) => foldCounters(db, log) },
    // Tombstone retention: the change log trimmed hourly.
    { name: 'change-log-purge', everyMs: CHANGE_LOG_PURGE_MS, run: () => purgeChangeLog(db, new Date()) },
  ];
  // The ERP outbox worker (ERP_WORKER_INTERVAL_MS; off in tests).
  if (config.erpWorkerIntervalMs > 0) {
    const connector = erpConnectorFor(config, db);
    jobs.push({ name: 'erp-worker', everyMs: config.erpWorkerIntervalMs, run: ({ signal }) => runErpWorkerPasses(db, connector, signal) });
  }
  // Manual churn schedules' runs (CHURN_SCHEDULER_INTERVAL_MS; off in tests).
  if (config.churnSchedulerIntervalMs > 0) {
    jobs.push({ name: 'churn-scheduler', everyMs: config.churnSchedulerIntervalMs, run: () => runChurnSchedulerOnce(db) });
  }
  return jobs;
}
