import { z } from 'zod';
import { defineEndpoint } from '../endpoints/endpoint';
import { idParam } from '../endpoints/params';
import { pagedSchema } from '../paging/paged';
import { churnListQuerySchema, churnPocSchema, churnScheduleInputSchema, churnScheduleViewSchema, churnSimulationSchema } from './churn-schedule';

const tags = ['churn'];

/**
 * Manual churn schedules (spec 002 §7; paths ours under /housingAdvert/churn/): `teams` and Admin only, reads too.
 * The churn scheduler that runs them is a background job (server/jobs).
 */
export const churnEndpoints = {
  simulate: defineEndpoint({
    method: 'POST',
    path: '/housingAdvert/churn/simulate-manual-churn-schedule',
    capability: 'teams',
    tags,
    summary: 'Dry run: the profiles and lead count the schedule would churn; writes nothing',
    body: churnScheduleInputSchema,
    response: churnSimulationSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/housingAdvert/churn/create-manual-churn-schedule',
    capability: 'teams',
    tags,
    summary: 'Create a schedule; the server scheduler runs it daily between its dates',
    body: churnScheduleInputSchema,
    response: churnScheduleViewSchema,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/housingAdvert/churn/manual-churn-schedules',
    capability: 'teams',
    tags,
    summary: 'Schedules; filters status, profile_uuid, entity_id, created_by; page, size, sort_order, sort_key',
    query: churnListQuerySchema,
    response: pagedSchema(churnScheduleViewSchema),
  }),
  stop: defineEndpoint({
    method: 'POST',
    path: '/housingAdvert/churn/stop-manual-churn-schedule',
    capability: 'teams',
    tags,
    summary: 'Stop a schedule by id: no further runs; stopping twice changes nothing; 404 when unknown',
    query: z.object({ id: idParam() }),
    response: churnScheduleViewSchema,
  }),
  pocs: defineEndpoint({
    method: 'GET',
    path: '/housingAdvert/churn/manual-churn-pocs',
    capability: 'teams',
    tags,
    summary: "The profile's points of contact (active contacts of its accounts)",
    query: z.object({ profile_uuid: z.string().trim().min(1).max(64) }),
    response: z.object({ results: z.array(churnPocSchema) }),
  }),
};
