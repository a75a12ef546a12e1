import { inArray } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import type { JobOutcome } from '../../../domain/jobs/background-jobs';
import type { BackgroundJob } from '../../../domain/jobs/jobs.endpoints';
import { jobTicks } from '../../db/schema/index';
import { forbidden } from '../../errors';
import { nextTickAt, type Job } from '../../jobs/scheduler';
import type { ServiceContext } from '../../shared/http/service-context';
import { pagingOf, type Paged } from '../../shared/http/paged';

/** A job as the screen knows it: its declaration's name and interval (server/jobs/jobs.ts). */
export type DeclaredJob = Pick<Job, 'name' | 'everyMs'>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const outcomeOf = (text: string | null): JobOutcome | null => (text === 'ok' || text === 'failed' ? text : null);

/**
 * GET /sapna/v1/background-jobs: the jobs this server runs, in their declaration's order, each with its last pass as
 * job_ticks records it (scheduler.ts) and its next; `outcome` keeps those whose last finished pass ended so. Admin.
 */
export async function listBackgroundJobs(
  ctx: ServiceContext,
  declared: readonly DeclaredJob[],
  query: { outcome?: JobOutcome | undefined; page: number; size: number },
): Promise<Paged<BackgroundJob>> {
  if (!can(ctx.user, 'people')) throw forbidden();
  const names = declared.map((job) => job.name);
  const rows = names.length === 0 ? [] : await ctx.tx.select().from(jobTicks).where(inArray(jobTicks.name, names));
  const byName = new Map(rows.map((row) => [row.name, row]));
  const now = ctx.now.getTime();
  const jobs: BackgroundJob[] = declared.map(({ name, everyMs }) => {
    const row = byName.get(name);
    const started = row?.lastStartedAt ?? null;
    const finished = row?.lastFinishedAt ?? null;
    return {
      name,
      everyMs,
      lastStartedAt: iso(started),
      lastFinishedAt: iso(finished),
      lastOutcome: outcomeOf(row?.lastOutcome ?? null),
      lastError: row?.lastError ?? null,
      running: started !== null && (finished === null || finished < started),
      nextRunAt: new Date(nextTickAt(now, everyMs)).toISOString(),
    };
  });
  const matching = query.outcome ? jobs.filter((job) => job.lastOutcome === query.outcome) : jobs;
  const { offset, limit } = pagingOf(query.page, query.size);
  return { results: matching.slice(offset, offset + limit), totalCount: matching.length, page: query.page, size: query.size };
}
