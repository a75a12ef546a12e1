import { z } from 'zod';
import {
  calculateResultSchema,
  incentiveCycleSchema,
  incentiveBulkResultSchema,
  incentiveBulkUpdateSchema,
  incentiveRuleInputSchema,
  incentiveRuleSchema,
  incentiveSlabInputSchema,
  incentiveSlabSchema,
  incentiveVersionsQuerySchema,
  participantCategorySchema,
  userIncentiveDetailsSchema,
  userIncentiveSchema,
  userIncentiveUpdateSchema,
  userTargetInputSchema,
  userTargetSchema,
  userTargetUpdateSchema,
} from '../../../domain/incentives/incentive-schemas';
import type { AppInstance } from '../../http';
import { attachmentHeader } from '../../lib/csv/stream-csv';
import { idParam } from '../../shared/route-params';
import { requestContext, runService } from '../../shared/service-context';
import * as setup from './incentive-setup.service';
import * as service from './incentives.service';

const idParams = z.object({ id: idParam() });
const cycleParams = z.object({ cycleId: idParam() });

/**
 * Incentives (issue 13; spec 001 §7 names the calls, these paths are ours and in the OpenAPI document). Every route
 * needs `incentives` (managers, Admin, Finance); the service decides the rest: Admin writes rules and slabs,
 * managers set their team's targets and sign off and approve their team's incentives, Finance marks paid.
 */
export async function incentivesRoutes(api: AppInstance): Promise<void> {
  const tags = ['incentives'];
  const run = <T>(request: Parameters<typeof runService>[1], fn: Parameters<typeof runService<T>>[2]) => runService(api.db, request, fn);

  api.get(
    '/sapna/v1/incentive-rules',
    {
      schema: {
        tags,
        summary: 'Incentive rules, latest effective first: those in force today or later (a newer effective date ends the older rule the day before); history=true adds the retired ones',
        querystring: incentiveVersionsQuerySchema,
        response: { 200: z.array(incentiveRuleSchema) },
      },
    },
    async (request) => run(request, (ctx) => setup.listRules(ctx, request.query.history)),
  );
  api.post(
    '/sapna/v1/incentive-rules',
    { schema: { tags, summary: "Add a rule (Admin): 'Rule created successfully'", body: incentiveRuleInputSchema, response: { 200: incentiveRuleSchema } } },
    async (request) => run(request, (ctx) => setup.createRule(ctx, request.body)),
  );
  api.put(
    '/sapna/v1/incentive-rules/:id',
    { schema: { tags, summary: 'Update a rule (Admin)', params: idParams, body: incentiveRuleInputSchema, response: { 200: incentiveRuleSchema } } },
    async (request) => run(request, (ctx) => setup.updateRule(ctx, request.params.id, request.body)),
  );
  api.get(
    '/sapna/v1/incentive/participant-categories',
    { schema: { tags, summary: 'Participant categories (designationId, departmentId, clientTypeId) of the slabs and the users', response: { 200: z.array(participantCategorySchema) } } },
    async (request) => run(request, (ctx) => setup.participantCategories(ctx)),
  );
  api.get(
    '/sapna/v1/incentive-slabs',
    {
      schema: {
        tags,
        summary: "Incentive slabs in force today or later (a category's newer effective date ends its older slabs the day before); history=true adds the retired ones",
        querystring: incentiveVersionsQuerySchema,
        response: { 200: z.array(incentiveSlabSchema) },
      },
    },
    async (request) => run(request, (ctx) => setup.listSlabs(ctx, request.query.history)),
  );
  api.post(
    '/sapna/v1/incentive-slabs',
    {
      schema: {
        tags,
        summary: "Add a slab (Admin): 'Slab created successfully'; min above max 400; overlapping a slab of the same category and date 409",
        body: incentiveSlabInputSchema,
        response: { 200: incentiveSlabSchema },
      },
    },
    async (request) => run(request, (ctx) => setup.createSlab(ctx, request.body)),
  );
  api.put(
    '/sapna/v1/incentive-slabs/:id',
    { schema: { tags, summary: 'Update a slab (Admin)', params: idParams, body: incentiveSlabInputSchema, response: { 200: incentiveSlabSchema } } },
    async (request) => run(request, (ctx) => setup.updateSlab(ctx, request.params.id, request.body)),
  );
  api.get(
    '/sapna/v1/incentive-cycles',
    {
      schema: {
        tags,
        summary: 'The last cycles (default 3), newest first, at the frequency of the rule in force, bounded by the sales month-closure dates',
        querystring: z.object({ count: z.coerce.number().int().min(1).max(24).default(3) }),
        response: { 200: z.array(incentiveCycleSchema) },
      },
    },
    async (request) => run(request, (ctx) => setup.recentCycles(ctx, request.query.count)),
  );
  api.get(
    '/sapna/v1/user-targets',
    {
      schema: {
        tags,
        summary: "A cycle's targets of the caller's team (Admin, Finance: the brand); id null where none is set",
        querystring: z.object({ cycleId: idParam() }),
        response: { 200: z.array(userTargetSchema) },
      },
    },
    async (request) => run(request, (ctx) => setup.listTargets(ctx, request.query.cycleId)),
  );
  api.post(
    '/sapna/v1/user-targets',
    {
      schema: {
        tags,
        summary: "Set a team member's targets for a cycle: 'Target Updated successfully'; outside the rule's bounds 422 (designations 31, 35, 36, 37 relaxed)",
        body: userTargetInputSchema,
        response: { 200: userTargetSchema },
      },
    },
    async (request) => run(request, (ctx) => setup.setTarget(ctx, request.body)),
  );
  api.put(
    '/sapna/v1/user-targets/:id',
    { schema: { tags, summary: 'Change a target', params: idParams, body: userTargetUpdateSchema, response: { 200: userTargetSchema } } },
    async (request) => run(request, (ctx) => setup.updateTarget(ctx, request.params.id, request.body)),
  );
  api.get(
    '/sapna/v1/user-incentives/by-cycle/:cycleId',
    { schema: { tags, summary: "A cycle's computed incentives", params: cycleParams, response: { 200: z.array(userIncentiveSchema) } } },
    async (request) => run(request, (ctx) => service.incentivesByCycle(ctx, request.params.cycleId)),
  );
  api.get(
    '/sapna/v1/user-incentives/get-details/:id',
    { schema: { tags, summary: 'One incentive with the payment and opportunity ids it counted and its audit', params: idParams, response: { 200: userIncentiveDetailsSchema } } },
    async (request) => run(request, (ctx) => service.incentiveDetails(ctx, request.params.id)),
  );
  api.put(
    '/sapna/v1/user-incentives/update/:id',
    {
      schema: {
        tags,
        summary: "Sign off (statusId 3, remark 'Signed Off'), approve (4), or mark paid (paidIncentive, Finance); only forward, else 409",
        params: idParams,
        body: userIncentiveUpdateSchema,
        response: { 200: userIncentiveSchema },
      },
    },
    async (request) => run(request, (ctx) => service.updateIncentive(ctx, request.params.id, request.body)),
  );
  api.post(
    '/sapna/v1/user-incentives/bulk-update',
    {
      schema: {
        tags,
        summary: "Sign off, approve or mark paid several incentives of one cycle at once, all or none (each by the single step's rules); answers the rows and their payout",
        body: incentiveBulkUpdateSchema,
        response: { 200: incentiveBulkResultSchema },
      },
    },
    async (request) => run(request, (ctx) => service.bulkUpdateIncentives(ctx, request.body)),
  );
  api.post(
    '/sapna/v1/user-incentives/calculate/:cycleId',
    {
      schema: {
        tags,
        summary: "Compute the cycle's incentives from approved payments for everyone not yet signed off (the signed-off are kept); 409 when all are",
        params: cycleParams,
        response: { 200: calculateResultSchema },
      },
    },
    async (request) => run(request, (ctx) => service.calculateCycle(ctx, request.params.cycleId)),
  );
  api.get(
    '/sapna/v1/user-incentives/csv',
    {
      schema: {
        tags,
        summary: "The cycle's incentives as CSV (UTF-8 with a byte-order mark, streamed)",
        querystring: z.object({ cycleId: idParam() }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const prepared = await api.db.transaction(async (tx) => service.prepareIncentiveCsv(await requestContext(tx, request), request.query.cycleId));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(`incentives-${prepared.cycle.startDate}-${prepared.cycle.endDate}.csv`))
        .send(prepared.stream(api.db));
    },
  );
}
