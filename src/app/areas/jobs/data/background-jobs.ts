import type { BackgroundJobsFilter } from '../../../../domain/jobs/background-jobs';
import { jobEndpoints, type BackgroundJob } from '../../../../domain/jobs/jobs.endpoints';
import type { Paged } from '../../../../domain/paging/paged';
import { call } from '../../../lib/api/call';

/**
 * GET /sapna/v1/background-jobs (jobEndpoints.list) under the screen's filter: the list and the home card ("Failed
 * jobs", outcome=failed, one row asked for) both read it here.
 */
export function fetchBackgroundJobs(filter: BackgroundJobsFilter, page: { page: number; size?: number }, signal: AbortSignal, notify = true): Promise<Paged<BackgroundJob>> {
  const query = { ...(filter.outcome ? { outcome: filter.outcome } : {}), page: page.page, ...(page.size ? { size: page.size } : {}) };
  return call(jobEndpoints.list, { query, signal, notify });
}
