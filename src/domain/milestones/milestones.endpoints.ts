import { z } from 'zod';
import { idParam } from '../endpoints/params';
import { defineEndpoints } from '../endpoints/endpoint';
import { pagedSchema } from '../paging/paged';
import { pageQueryOf } from '../paging/page-query';
import { milestoneCreateInputSchema, milestoneDetailSchema, milestoneUpdateInputSchema } from './milestone-contract';

const params = z.object({ id: idParam() });

/** An opportunity has few termsheets and milestones: one page normally holds them all. */
export const MILESTONE_LIST_SIZE = 100;

/** Milestones of termsheets: reads for whoever reads sales (scope decides the rows), writes for the roles that sell. */
export const milestoneEndpoints = defineEndpoints({ tags: ['milestones'], capability: 'sell' }, {
  create: {
    method: 'POST',
    path: '/sapna/v1/milestone',
    summary: "Create a milestone on a termsheet (idempotent by clientId). UI: 'Milestone created' / 'Unable to create a new milestone'",
    body: milestoneCreateInputSchema,
    response: milestoneDetailSchema,
  },
  update: {
    method: 'PUT',
    path: '/sapna/v1/milestone/:id',
    summary: "Update a milestone; a stale baseVersion is refused with 409. UI: 'Milestone updated'",
    params,
    body: milestoneUpdateInputSchema,
    response: milestoneDetailSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/sapna/v1/milestone/:id',
    summary: "Delete a milestone with no payment outside the rejected group. UI: 'Milestone deleted' / 'Unable to delete milestone'",
    params,
    query: z.object({ baseVersion: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
    response: z.object({ id: z.number().int(), version: z.number().int() }),
  },
  ofOpportunity: {
    method: 'GET',
    path: '/sapna/v1/milestone',
    capability: 'readSales',
    summary: 'The milestones of all the termsheets of an opportunity, with payments and approved and pending payment amounts',
    query: z.object({ opportunityId: idParam(), ...pageQueryOf(MILESTONE_LIST_SIZE, MILESTONE_LIST_SIZE) }),
    response: pagedSchema(milestoneDetailSchema),
  },
});
