import { z } from 'zod';
import type { AppInstance } from '../../http';
import { runService } from '../../shared/service-context';
import { pagedSchema, pageQueryOf } from '../../shared/paged';
import { listMilestonesOfOpportunity, MILESTONE_LIST_SIZE } from './milestone-queries';
import { milestoneCreateInputSchema, milestoneDetailSchema, milestoneUpdateInputSchema } from '../../../domain/milestones/milestone-contract';
import { createMilestone, deleteMilestone, updateMilestone } from './milestones.service';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export async function milestonesRoutes(api: AppInstance): Promise<void> {
  api.post(
    '/sapna/v1/milestone',
    {
      schema: {
        tags: ['milestones'],
        summary: "Create a milestone on a termsheet (idempotent by clientId). UI: 'Milestone created' / 'Unable to create a new milestone'",
        body: milestoneCreateInputSchema,
        response: { 200: milestoneDetailSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => createMilestone(ctx, request.body)),
  );

  api.put(
    '/sapna/v1/milestone/:id',
    {
      schema: {
        tags: ['milestones'],
        summary: "Update a milestone; a stale baseVersion is refused with 409. UI: 'Milestone updated'",
        params: idParams,
        body: milestoneUpdateInputSchema,
        response: { 200: milestoneDetailSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => updateMilestone(ctx, request.params.id, request.body)),
  );

  api.delete(
    '/sapna/v1/milestone/:id',
    {
      schema: {
        tags: ['milestones'],
        summary: "Delete a milestone with no payment outside the rejected group. UI: 'Milestone deleted' / 'Unable to delete milestone'",
        params: idParams,
        querystring: z.object({ baseVersion: z.coerce.number().int().positive().optional() }),
        response: { 200: z.object({ id: z.number().int(), version: z.number().int() }) },
      },
    },
    async (request) => runService(api.db, request, (ctx) => deleteMilestone(ctx, request.params.id, request.query.baseVersion)),
  );

  api.get(
    '/sapna/v1/milestone',
    {
      schema: {
        tags: ['milestones'],
        summary: 'The milestones of all the termsheets of an opportunity, with payments and approved and pending payment amounts',
        querystring: z.object({ opportunityId: z.coerce.number().int().positive(), ...pageQueryOf(MILESTONE_LIST_SIZE, MILESTONE_LIST_SIZE) }),
        response: { 200: pagedSchema(milestoneDetailSchema) },
      },
    },
    async (request) =>
      runService(api.db, request, (ctx) => listMilestonesOfOpportunity(ctx, request.query.opportunityId, request.query.page, request.query.size)),
  );
}
