import type { BackgroundJobsFilter } from '../../../../domain/jobs/background-jobs';
import type { BackgroundJob } from '../../../../domain/jobs/jobs.endpoints';
import type { Paged } from '../../../../domain/paging/paged';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import { fetchBackgroundJobs } from './background-jobs';

/** The screen's page of jobs under its filter (the fetch is apart, without React: the home card imports it on demand). */
export function useBackgroundJobs(filter: BackgroundJobsFilter, pageIndex: number): Resource<Paged<BackgroundJob>> {
  return useResource(`background-jobs:${filter.outcome ?? ''}:${pageIndex}`, (signal) => fetchBackgroundJobs(filter, { page: pageIndex }, signal), { keepPrevious: true });
}
