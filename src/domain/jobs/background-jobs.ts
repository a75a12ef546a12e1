/**
 * The background jobs' screen (issue 51, admin): each job the server runs (server/jobs/jobs.ts) with its interval, its
 * last pass (when, and how it ended) and its next. Held apart from the endpoint's schemas (zod) so the home page's
 * "Failed jobs" card asks the same route with the same filter without them.
 */
export const BACKGROUND_JOBS_PATH = '/sapna/v1/background-jobs';

/** How a job's last finished pass ended. */
export const JOB_OUTCOMES = ['ok', 'failed'] as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[number];
export const JOB_OUTCOME_LABELS: Record<JobOutcome, string> = { ok: 'OK', failed: 'Failed' };

/** The screen's filter, as its URL and the route's query hold it. */
export type BackgroundJobsFilter = { outcome?: JobOutcome | undefined };
