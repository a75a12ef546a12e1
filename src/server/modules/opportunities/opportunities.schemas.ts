// Request schemas of the opportunity routes, shared with the sync push so both validate the same way.
import { z } from 'zod';
import { FAILURE_MESSAGES } from '../../../domain/errors/messages';
import { BROKER_STAGES, OPPORTUNITY_KINDS } from '../../../domain/opportunities/statuses';
import { VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import { OPPORTUNITY_MESSAGES } from './opportunity-messages';

const numericString = /^\s*-?\d+(\.\d+)?\s*$/;

/** '' and null read as absent; numeric strings (query and path parameters) as numbers. */
function idInput(value: unknown): unknown {
  if (value === '' || value === null) return undefined;
  if (typeof value === 'string' && numericString.test(value)) return Number(value);
  return value;
}

/** A dropdown id: missing → 'This field is required.', anything but a positive integer → 'Invalid ID selected in dropdown field'. */
export const requiredId = () =>
  z.preprocess(
    idInput,
    z
      .number({ error: (issue) => (issue.input === undefined ? VALIDATION_MESSAGES.required : FAILURE_MESSAGES.invalidDropdownId) })
      .int(FAILURE_MESSAGES.invalidDropdownId)
      .positive(FAILURE_MESSAGES.invalidDropdownId),
  );

export const optionalId = () => z.preprocess(idInput, z.number({ error: FAILURE_MESSAGES.invalidDropdownId }).int(FAILURE_MESSAGES.invalidDropdownId).positive(FAILURE_MESSAGES.invalidDropdownId).optional());

export const requiredText = (max = 500) =>
  z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .max(max, `Please enter at most ${max} characters.`);

export const baseVersionSchema = z.number().int().positive().optional().describe('The version the change was based on (SYNC.md)');

export const opportunityKindSchema = z.enum(OPPORTUNITY_KINDS as [string, ...string[]], { error: OPPORTUNITY_MESSAGES.kindInvalid });

export const createOpportunityBody = z.object({
  name: requiredText(200),
  typeId: requiredId(),
  accountId: requiredId(),
  cityId: requiredId(),
  kind: opportunityKindSchema.optional().describe('Defaults from the account client type: 1 builder, 2 broker, 3 owner, else general'),
  clientId: z.uuid().optional().describe('Client-generated id: a replayed create returns the same opportunity'),
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

export const idParams = z.object({ id: requiredId() });
