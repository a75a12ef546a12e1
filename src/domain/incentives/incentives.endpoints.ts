import { z } from 'zod';
import { defineEndpoints, uncheckedAnswer } from '../endpoints/endpoint';
import { idParam } from '../endpoints/params';
import {
  calculateResultSchema,
  incentiveBulkResultSchema,
  incentiveBulkUpdateSchema,
  incentiveCycleSchema,
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
} from './incentive-schemas';

const access = { capability: 'incentives', tags: ['incentives'] } as const;
const idParams = z.object({ id: idParam() });
const cycleParams = z.object({ cycleId: idParam() });

/**
 * Incentives (issue 13; spec 001 §7 names the calls, these paths are ours). Every route needs `incentives`
 * (managers, Admin, Finance); the service decides the rest: Admin writes rules and slabs, managers set their team's
 * targets and sign off and approve their team's incentives, Finance marks paid.
 */
export const incentiveEndpoints = defineEndpoints(access, {
  rules: {
    method: 'GET',
    path: '/sapna/v1/incentive-rules',
    summary: 'Incentive rules, latest effective first: those in force today or later (a newer effective date ends the older rule the day before); history=true adds the retired ones',
    query: incentiveVersionsQuerySchema,
    response: z.array(incentiveRuleSchema),
  },
  createRule: {
    method: 'POST',
    path: '/sapna/v1/incentive-rules',
    summary: "Add a rule (Admin): 'Rule created successfully'",
    body: incentiveRuleInputSchema,
    response: incentiveRuleSchema,
  },
  updateRule: {
    method: 'PUT',
    path: '/sapna/v1/incentive-rules/:id',
    summary: 'Update a rule (Admin)',
    params: idParams,
    body: incentiveRuleInputSchema,
    response: incentiveRuleSchema,
  },
  participantCategories: {
    method: 'GET',
    path: '/sapna/v1/incentive/participant-categories',
    summary: 'Participant categories (designationId, departmentId, clientTypeId) of the slabs and the users',
    response: z.array(participantCategorySchema),
  },
  slabs: {
    method: 'GET',
    path: '/sapna/v1/incentive-slabs',
    summary: "Incentive slabs in force today or later (a category's newer effective date ends its older slabs the day before); history=true adds the retired ones",
    query: incentiveVersionsQuerySchema,
    response: z.array(incentiveSlabSchema),
  },
  createSlab: {
    method: 'POST',
    path: '/sapna/v1/incentive-slabs',
    summary: "Add a slab (Admin): 'Slab created successfully'; min above max 400; overlapping a slab of the same category and date 409",
    body: incentiveSlabInputSchema,
    response: incentiveSlabSchema,
  },
  updateSlab: {
    method: 'PUT',
    path: '/sapna/v1/incentive-slabs/:id',
    summary: 'Update a slab (Admin)',
    params: idParams,
    body: incentiveSlabInputSchema,
    response: incentiveSlabSchema,
  },
  cycles: {
    method: 'GET',
    path: '/sapna/v1/incentive-cycles',
    summary: 'The last cycles (default 3), newest first, at the frequency of the rule in force, bounded by the sales month-closure dates',
    query: z.object({ count: z.coerce.number().int().min(1).max(24).default(3) }),
    response: z.array(incentiveCycleSchema),
  },
  targets: {
    method: 'GET',
    path: '/sapna/v1/user-targets',
    summary: "A cycle's targets of the caller's team (Admin, Finance: the brand); id null where none is set",
    query: z.object({ cycleId: idParam() }),
    response: z.array(userTargetSchema),
  },
  setTarget: {
    method: 'POST',
    path: '/sapna/v1/user-targets',
    summary: "Set a team member's targets for a cycle: 'Target Updated successfully'; outside the rule's bounds 422 (designations 31, 35, 36, 37 relaxed)",
    body: userTargetInputSchema,
    response: userTargetSchema,
  },
  updateTarget: {
    method: 'PUT',
    path: '/sapna/v1/user-targets/:id',
    summary: 'Change a target',
    params: idParams,
    body: userTargetUpdateSchema,
    response: userTargetSchema,
  },
  byCycle: {
    method: 'GET',
    path: '/sapna/v1/user-incentives/by-cycle/:cycleId',
    summary: "A cycle's computed incentives",
    params: cycleParams,
    response: z.array(userIncentiveSchema),
  },
  details: {
    method: 'GET',
    path: '/sapna/v1/user-incentives/get-details/:id',
    summary: 'One incentive with the payment and opportunity ids it counted and its audit',
    params: idParams,
    response: userIncentiveDetailsSchema,
  },
  update: {
    method: 'PUT',
    path: '/sapna/v1/user-incentives/update/:id',
    summary: "Sign off (statusId 3, remark 'Signed Off'), approve (4), or mark paid (paidIncentive, Finance); only forward, else 409",
    params: idParams,
    body: userIncentiveUpdateSchema,
    response: userIncentiveSchema,
  },
  bulkUpdate: {
    method: 'POST',
    path: '/sapna/v1/user-incentives/bulk-update',
    summary: "Sign off, approve or mark paid several incentives of one cycle at once, all or none (each by the single step's rules); answers the rows and their payout",
    body: incentiveBulkUpdateSchema,
    response: incentiveBulkResultSchema,
  },
  calculate: {
    method: 'POST',
    path: '/sapna/v1/user-incentives/calculate/:cycleId',
    summary: "Compute the cycle's incentives from approved payments for everyone not yet signed off (the signed-off are kept); 409 when all are",
    params: cycleParams,
    response: calculateResultSchema,
  },
  csv: {
    method: 'GET',
    path: '/sapna/v1/user-incentives/csv',
    summary: "The cycle's incentives as CSV (UTF-8 with a byte-order mark, streamed)",
    query: z.object({ cycleId: idParam() }),
    produces: ['text/csv'],
    response: uncheckedAnswer<string>(),
  },
});
