import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { pagedSchema } from '../paging/paged';
import { pageQuery } from '../paging/page-query';
import { BACKGROUND_JOBS_PATH, JOB_OUTCOMES } from './background-jobs';


const instant = z.string().nullable();

/** One background job on the Background jobs screen. */
export const backgroundJobSchema = z.object({
  name: z.string(),
  /** How often it runs, in milliseconds (each wall-clock multiple of it). */
  everyMs: z.number().int(),
  /** The last pass's start and end (ISO instants); null when none has run (or, the end, while the pass runs). */
  lastStartedAt: instant,
  lastFinishedAt: instant,
  /** How the last finished pass ended; null when none has finished. */
  lastOutcome: z.enum(JOB_OUTCOMES).nullable(),
  /** The failed pass's error message. */
  lastError: z.string().nullable(),
  /** A pass started after the last one finished: running now, or cut short by a stop of the server. */
  running: z.boolean(),
  /** When the next pass is due (the next wall-clock multiple of the interval). */
  nextRunAt: z.string(),
});
export type BackgroundJob = z.infer<typeof backgroundJobSchema>;

/** The background jobs (server/jobs): Admin only ('people', Admin's alone; PERMISSIONS.md). */
export const jobEndpoints = defineEndpoints({ tags: ['jobs'], documentFailures: true, capability: 'people' }, {
  list: {
    method: 'GET',
    path: BACKGROUND_JOBS_PATH,
    summary:
      "The server's background jobs with their interval, last pass (start, end, outcome 'ok' or 'failed', the error) and next pass, by name; outcome=failed keeps the jobs whose last pass failed. Admin (path ours)",
    query: z.object({ outcome: z.enum(JOB_OUTCOMES).optional(), ...pageQuery }),
    response: pagedSchema(backgroundJobSchema),
  },
});
