import { z } from 'zod';
import { pagedSchema } from '../../../domain/paging/paged';
import {
  churnListQuerySchema,
  churnPocSchema,
  churnScheduleInputSchema,
  churnScheduleViewSchema,
  churnSimulationSchema,
} from '../../../domain/churn/churn-schedule';
import type { AppInstance } from '../../http';
import { idParam } from '../../shared/route-params';
import { runService } from '../../shared/service-context';
import * as service from './churn.service';

const tags = ['churn'];

/**
 * Manual churn schedules (spec 002 §7; paths ours under /housingAdvert/churn/): `teams` and Admin only, reads too.
 * The churn scheduler that runs them is a background job (server/jobs).
 */
export async function churnRoutes(api: AppInstance): Promise<void> {
  api.post(
    '/housingAdvert/churn/simulate-manual-churn-schedule',
    {
      schema: {
        tags,
        summary: 'Dry run: the profiles and lead count the schedule would churn; writes nothing',
        body: churnScheduleInputSchema,
        response: { 200: churnSimulationSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.simulateChurnSchedule(ctx, request.body)),
  );

  api.post(
    '/housingAdvert/churn/create-manual-churn-schedule',
    { schema: { tags, summary: 'Create a schedule; the server scheduler runs it daily between its dates', body: churnScheduleInputSchema, response: { 200: churnScheduleViewSchema } } },
    async (request) => runService(api.db, request, (ctx) => service.createChurnSchedule(ctx, request.body)),
  );

  api.get(
    '/housingAdvert/churn/manual-churn-schedules',
    {
      schema: {
        tags,
        summary: 'Schedules; filters status, profile_uuid, entity_id, created_by; page, size, sort_order, sort_key',
        querystring: churnListQuerySchema,
        response: { 200: pagedSchema(churnScheduleViewSchema) },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.listChurnSchedules(ctx, request.query)),
  );

  api.post(
    '/housingAdvert/churn/stop-manual-churn-schedule',
    {
      schema: {
        tags,
        summary: 'Stop a schedule by id: no further runs; stopping twice changes nothing; 404 when unknown',
        querystring: z.object({ id: idParam() }),
        response: { 200: churnScheduleViewSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.stopChurnSchedule(ctx, request.query.id)),
  );

  api.get(
    '/housingAdvert/churn/manual-churn-pocs',
    {
      schema: {
        tags,
        summary: "The profile's points of contact (active contacts of its accounts)",
        querystring: z.object({ profile_uuid: z.string().trim().min(1).max(64) }),
        response: { 200: z.object({ results: z.array(churnPocSchema) }) },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.churnPocs(ctx, request.query.profile_uuid)),
  );
}
