import { jobEndpoints as endpoints } from '../../../domain/jobs/jobs.endpoints';
import type { AppInstance } from '../../http';
import { serverJobs } from '../../jobs/jobs';
import { route } from '../../shared/http/endpoint-route';
import { listBackgroundJobs, type DeclaredJob } from './jobs.service';

/** The background jobs' screen (domain/jobs/jobs.endpoints.ts): the jobs this server declares, read by Admin. */
export async function jobsRoutes(api: AppInstance): Promise<void> {
  // The same declarations app.ts starts (their names and intervals only; nothing runs here).
  const declared: DeclaredJob[] = serverJobs(api.deps).map(({ name, everyMs }) => ({ name, everyMs }));
  route(api, endpoints.list).service((ctx, { query }) => listBackgroundJobs(ctx, declared, query));
}
