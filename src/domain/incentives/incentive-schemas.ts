import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { nonNegativeAmount, optionalId, requiredIsoDate } from '../validation/zod-fields';
import { INCENTIVE_FREQUENCIES } from './constants';
import { INCENTIVE_TYPES } from './compute';

/** Messages of the incentive screens (spec 001 §8; success notices §8) and ours for the rules of issue 13. */
export const INCENTIVE_MESSAGES = {
  ruleCreated: 'Rule created successfully',
  slabCreated: 'Slab created successfully',
  targetUpdated: 'Target Updated successfully',
  rulesLoadFailed: 'Unable to get incentive rules',
  slabsLoadFailed: 'Unable to get Rules',
  targetsLoadFailed: 'Unable to get Sales Targets',
  cyclesLoadFailed: 'Unable to get Sales Target Setting Cycles',
  incentiveLoadFailed: 'Unable to Fetch Incentive',
  /** Ours. */
  ruleUpdated: 'Rule updated successfully',
  slabUpdated: 'Slab updated successfully',
  minAboveMax: 'Minimum cannot exceed maximum',
  slabOverlap: 'This slab overlaps another slab of the same participant category and effective date',
  notInTeam: 'You can set targets only for your own team',
  notYourTeamIncentive: "You can sign off and approve only your team's incentives",
  noRule: 'No incentive rule is in force for this cycle',
  calculated: 'Incentives calculated',
  updateEmpty: 'Nothing to update',
} as const;

const int = (min = 0) =>
  z.number({ error: (i) => (i.input === undefined || i.input === null ? VALIDATION_MESSAGES.required : VALIDATION_MESSAGES.expectedNumber) }).int({ error: VALIDATION_MESSAGES.expectedNumber }).min(min, { error: `Please enter ${min} or more` }).max(1_000_000_000);

const percent = () =>
  z
    .number({ error: (i) => (i.input === undefined || i.input === null ? VALIDATION_MESSAGES.required : VALIDATION_MESSAGES.expectedNumber) })
    .min(0, { error: 'Please enter a percentage of 0 or more' })
    .max(100_000, { error: 'Please enter a percentage up to 100000' })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: VALIDATION_MESSAGES.amountDecimals });

const amount = () => nonNegativeAmount().refine((v) => v <= 1_000_000_000_000, { error: 'Amount is too large' });

export const incentiveRuleInputSchema = z
  .object({
    allowedMinTarget: amount(),
    allowedMaxTarget: amount(),
    frequency: z.enum(INCENTIVE_FREQUENCIES, { error: 'Please select Monthly or Quarterly' }),
    incentiveCap: amount(),
    effectiveDate: requiredIsoDate(),
    participantAllowedIncentiveTypes: z.array(z.enum(INCENTIVE_TYPES)).min(1, { error: 'Please select at least one incentive type' }),
  })
  .superRefine((v, ctx) => {
    if (typeof v.allowedMinTarget === 'number' && typeof v.allowedMaxTarget === 'number' && v.allowedMinTarget > v.allowedMaxTarget)
      ctx.addIssue({ code: 'custom', path: ['allowedMaxTarget'], message: INCENTIVE_MESSAGES.minAboveMax });
  });
export type IncentiveRuleInput = z.infer<typeof incentiveRuleInputSchema>;

export const incentiveRuleSchema = z.object({
  id: z.number().int(),
  allowedMinTarget: z.number(),
  allowedMaxTarget: z.number(),
  frequency: z.enum(INCENTIVE_FREQUENCIES),
  incentiveCap: z.number(),
  effectiveDate: z.string(),
  endDate: z.string().nullable().describe('The last day (YYYY-MM-DD) it is in force: the day before the next version of its series takes effect; null while none is later (domain/incentives/versions.ts)'),
  participantAllowedIncentiveTypes: z.array(z.string()),
});
export type IncentiveRule = z.infer<typeof incentiveRuleSchema>;

export const participantCategorySchema = z.object({
  designationId: z.number().int().nullable(),
  departmentId: z.number().int().nullable(),
  clientTypeId: z.number().int().nullable(),
});
export type ParticipantCategoryView = z.infer<typeof participantCategorySchema>;

/** A slab whose min exceeds its max is a 422 from the server (slabRangeError), not a field error. */
export const incentiveSlabInputSchema = z.object({
  targetMinPercentage: percent(),
  targetMaxPercentage: percent(),
  accountsClosedMin: int(),
  accountsClosedMax: int(),
  incentivePercentage: percent(),
  effectiveDate: requiredIsoDate(),
  designationId: optionalId(),
  departmentId: optionalId(),
  clientTypeId: optionalId(),
});

export function slabRangeError(v: Pick<z.infer<typeof incentiveSlabInputSchema>, 'targetMinPercentage' | 'targetMaxPercentage' | 'accountsClosedMin' | 'accountsClosedMax'>): string | null {
  if (v.targetMinPercentage > v.targetMaxPercentage) return `Target min % (${v.targetMinPercentage}) cannot exceed target max % (${v.targetMaxPercentage})`;
  if (v.accountsClosedMin > v.accountsClosedMax) return `Accounts closed min (${v.accountsClosedMin}) cannot exceed accounts closed max (${v.accountsClosedMax})`;
  return null;
}
export type IncentiveSlabInput = z.infer<typeof incentiveSlabInputSchema>;

export const incentiveSlabSchema = z.object({
  id: z.number().int(),
  targetMinPercentage: z.number(),
  targetMaxPercentage: z.number(),
  accountsClosedMin: z.number().int(),
  accountsClosedMax: z.number().int(),
  incentivePercentage: z.number(),
  effectiveDate: z.string(),
  endDate: z.string().nullable().describe('The last day (YYYY-MM-DD) it is in force: the day before the next version of its series takes effect; null while none is later (domain/incentives/versions.ts)'),
  designationId: z.number().int().nullable(),
  departmentId: z.number().int().nullable(),
  clientTypeId: z.number().int().nullable(),
});
export type IncentiveSlab = z.infer<typeof incentiveSlabSchema>;

/** Rules and slabs lists: the current versions (in force today or later) by default, every version with history=true. */
export const incentiveVersionsQuerySchema = z.object({
  history: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
});

export const incentiveCycleSchema = z.object({
  id: z.number().int(),
  frequency: z.enum(INCENTIVE_FREQUENCIES),
  name: z.string(),
  year: z.number().int(),
  firstMonth: z.number().int(),
  startDate: z.string().describe('YYYY-MM-DD, from the start of this day (Asia/Kolkata)'),
  endDate: z.string().describe('YYYY-MM-DD, to the end of this day'),
});
export type IncentiveCycleView = z.infer<typeof incentiveCycleSchema>;

export const userTargetInputSchema = z.object({
  userId: z.number().int().positive(),
  cycleId: z.number().int().positive(),
  individualTarget: amount(),
  teamTarget: amount(),
});
export type UserTargetInput = z.infer<typeof userTargetInputSchema>;
export const userTargetUpdateSchema = z.object({ individualTarget: amount(), teamTarget: amount() });
export type UserTargetUpdate = z.infer<typeof userTargetUpdateSchema>;

export const userTargetSchema = z.object({
  id: z.number().int().nullable().describe('null: no target set yet'),
  userId: z.number().int(),
  userName: z.string(),
  designationId: z.number().int().nullable(),
  cycleId: z.number().int(),
  individualTarget: z.number(),
  teamTarget: z.number(),
});
export type UserTargetView = z.infer<typeof userTargetSchema>;

export const userIncentiveSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  cycleId: z.number().int(),
  basis: z.enum(INCENTIVE_TYPES),
  target: z.number(),
  achievement: z.number(),
  accountsClosed: z.number().int(),
  targetPercentage: z.number().nullable(),
  slabId: z.number().int().nullable(),
  incentivePercentage: z.number().nullable(),
  noSlabReason: z.string().nullable(),
  incentiveBeforeCap: z.number(),
  incentive: z.number(),
  statusId: z.number().int(),
  statusName: z.string(),
  remark: z.string().nullable(),
  paidIncentive: z.number().nullable(),
  paidAt: z.string().nullable(),
  computedAt: z.string(),
});
export type UserIncentiveView = z.infer<typeof userIncentiveSchema>;

export const incentiveEventSchema = z.object({ action: z.string(), byUserId: z.number().int(), byName: z.string(), at: z.string(), remark: z.string().nullable() });

export const userIncentiveDetailsSchema = userIncentiveSchema.extend({
  paymentIds: z.array(z.number().int()),
  opportunityIds: z.array(z.number().int()),
  events: z.array(incentiveEventSchema),
});
export type UserIncentiveDetails = z.infer<typeof userIncentiveDetailsSchema>;

/** PUT user-incentives/update/{id}: sign off (3), approve (4), or mark paid with paidIncentive. */
export const userIncentiveUpdateSchema = z
  .object({
    statusId: z.union([z.literal(3), z.literal(4)]).optional(),
    remark: z.string().trim().max(500).optional(),
    paidIncentive: amount().optional(),
  })
  .refine((v) => (v.statusId === undefined) !== (v.paidIncentive === undefined), { error: 'Send either statusId (3 or 4) or paidIncentive' });
export type UserIncentiveUpdate = z.infer<typeof userIncentiveUpdateSchema>;

/** A cycle's (re)computation: `computed` people recomputed; `kept` already signed off (or further), left as they are. */
export const calculateResultSchema = z.object({ cycleId: z.number().int(), computed: z.number().int(), kept: z.number().int(), message: z.string() });

export const INCENTIVE_BULK_ACTIONS = ['signOff', 'approve', 'pay'] as const;
export type IncentiveBulkAction = (typeof INCENTIVE_BULK_ACTIONS)[number];

/**
 * POST user-incentives/bulk-update: one step for several people of one cycle at once (sign off, approve, or mark each
 * paid their incentive after cap), all or none; each person by the same rules as one at a time.
 */
export const incentiveBulkUpdateSchema = z.object({
  cycleId: z.number().int().positive().max(2_147_483_647),
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(2000),
  action: z.enum(INCENTIVE_BULK_ACTIONS),
  remark: z.string().trim().max(500).optional(),
});
export type IncentiveBulkUpdate = z.infer<typeof incentiveBulkUpdateSchema>;

/** The answer of a bulk step: the rows as they now are and what they pay out (rupees). */
export const incentiveBulkResultSchema = z.object({ updated: z.array(userIncentiveSchema), payout: z.number() });
export type IncentiveBulkResult = z.infer<typeof incentiveBulkResultSchema>;

/**
 * A cycle's payout: what the shown incentives pay after cap (paid ones at what was paid), in rupees to the paisa.
 * The payout page shows it beside every bulk step's confirmation.
 */
export function cyclePayout(rows: readonly Pick<UserIncentiveView, 'incentive' | 'paidIncentive'>[]): number {
  return Math.round(rows.reduce((paise, r) => paise + Math.round((r.paidIncentive ?? r.incentive) * 100), 0)) / 100;
}
