import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { idParam } from '../endpoints/params';
import { pagedSchema } from '../paging/paged';
import { churnListQuerySchema, churnPocSchema, churnScheduleInputSchema, churnScheduleViewSchema, churnSimulationSchema } from './churn-schedule';


/**
 * Manual churn schedules (spec 002 §7; paths ours under /housingAdvert/churn/): `teams` and Admin only, reads too.
 * The churn scheduler that runs them is a background job (server/jobs).
 */
export const churnEndpoints = defineEndpoints({ tags: ['churn'], capability: 'teams' }, {
  simulate: {
    method: 'POST',
    path: '/housingAdvert/churn/simulate-manual-churn-schedule',
    summary: 'Dry run: the profiles and lead count the schedule would churn; writes nothing',
    body: churnScheduleInputSchema,
    response: churnSimulationSchema,
  },
  create: {
    method: 'POST',
    path: '/housingAdvert/churn/create-manual-churn-schedule',
    summary: 'Create a schedule; the server scheduler runs it daily between its dates',
    body: churnScheduleInputSchema,
    response: churnScheduleViewSchema,
  },
  list: {
    method: 'GET',
    path: '/housingAdvert/churn/manual-churn-schedules',
    summary: 'Schedules; filters status, profile_uuid, entity_id, created_by; page, size, sort_order, sort_key',
    query: churnListQuerySchema,
    response: pagedSchema(churnScheduleViewSchema),
  },
  stop: {
    method: 'POST',
    path: '/housingAdvert/churn/stop-manual-churn-schedule',
    summary: 'Stop a schedule by id: no further runs; stopping twice changes nothing; 404 when unknown',
    query: z.object({ id: idParam() }),
    response: churnScheduleViewSchema,
  },
  pocs: {
    method: 'GET',
    path: '/housingAdvert/churn/manual-churn-pocs',
    summary: "The profile's points of contact (active contacts of its accounts)",
    query: z.object({ profile_uuid: z.string().trim().min(1).max(64) }),
    response: z.object({ results: z.array(churnPocSchema) }),
  },
});
