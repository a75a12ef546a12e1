// Request schemas of the opportunity endpoints, shared with the sync push so both validate the same way.
import { z } from 'zod';
import { salesConnectCampaignSchema } from '../reports/sales-connect';
import { BROKER_STAGES, OPPORTUNITY_KINDS } from './statuses';
import { optionalId, requiredId, requiredText } from '../endpoints/input-schemas';
import { OPPORTUNITY_MESSAGES } from './opportunity-messages';

export const baseVersionSchema = z.number().int().positive().optional().describe('The version the change was based on (SYNC.md)');

export const opportunityKindSchema = z.enum(OPPORTUNITY_KINDS as [string, ...string[]], { error: OPPORTUNITY_MESSAGES.kindInvalid });

export const createOpportunityBody = z.object({
  name: requiredText(200),
  typeId: requiredId(),
  accountId: requiredId(),
  cityId: requiredId(),
  kind: opportunityKindSchema.optional().describe('Defaults from the account client type: 1 builder, 2 broker, 3 owner, else general'),
  clientId: z.uuid().optional().describe('Client-generated id: a replayed create returns the same opportunity'),
  campaign: salesConnectCampaignSchema
    .optional()
    .describe('The Sales Connect campaign the opportunity came from (spec 001 §9: direct_partners_page, call_center_number); absent for any other opportunity'),
});
export type CreateOpportunityInput = z.infer<typeof createOpportunityBody>;

export const updateOpportunityBody = z.object({
  name: requiredText(200).optional(),
  typeId: optionalId(),
  cityId: optionalId(),
  statusId: z.number({ error: OPPORTUNITY_MESSAGES.statusInvalid }).int(OPPORTUNITY_MESSAGES.statusInvalid).optional(),
  brokerStage: z.enum(BROKER_STAGES, { error: OPPORTUNITY_MESSAGES.brokerStageInvalid }).nullable().optional(),
  baseVersion: baseVersionSchema,
});
export type UpdateOpportunityInput = z.infer<typeof updateOpportunityBody>;

export const markLostBody = z.object({
  opportunityId: requiredId(),
  lostReason: requiredText(1000),
  createChild: z.boolean().optional().default(false),
  childName: z.string().trim().max(200).optional(),
  baseVersion: baseVersionSchema,
});
export type MarkLostInput = z.infer<typeof markLostBody>;

