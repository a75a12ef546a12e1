import { z } from 'zod';
import { parseEntityIds, validateEntityIdSearch } from '../validation/entity-id-search';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { optionalId } from '../validation/zod-fields';

/**
 * rm-migration (issue 13): move accounts, with their open opportunities, from one relationship manager to another.
 * The relationship managers are chosen by department, branch and domain; the accounts by their ids typed as a
 * comma list, checked with every entity-id search alert of spec 000 §5 (validateEntityIdSearch).
 */

export const RM_MIGRATION_MESSAGES = {
  /** Spec 001 §8 "Assign/owner cases". */
  failedToAssign: 'Failed to assign accounts!',
  /** Issue 13: an account that cannot be moved (unknown, not the chosen manager's, or not the user's to reassign). */
  unableToMap: 'Unable to map account',
  // Ours:
  moved: (accounts: number, opportunities: number) => `${accounts} accounts and ${opportunities} open opportunities reassigned`,
  selectFrom: 'Please select the relationship manager to move accounts from.',
  selectTo: 'Please select the relationship manager to move accounts to.',
  sameAgent: 'Choose a different relationship manager to move the accounts to.',
  offline: 'Reassigning accounts needs a connection.',
} as const;

/** The entity names the search offers (spec 000 §9 entity ids: account 3). Accounts are what rm-migration moves. */
export const RM_ENTITY_NAMES = ['Account'] as const;

const selection = z.union([z.number(), z.string().max(20)]).nullish();

/** PUT /sapna/v1/account/mass-update-assignment. */
export const massAssignmentInputSchema = z
  .object({
    departmentId: selection,
    branchId: selection,
    domainId: selection,
    entityName: z.string().max(40).nullish(),
    entityIds: z.string().max(2000).nullish(),
    fromAgentId: optionalId(),
    toAgentId: optionalId(),
  })
  .check((ctx) => {
    const v = ctx.value;
    const alert = validateEntityIdSearch({ departmentId: v.departmentId, branchId: v.branchId, domainId: v.domainId, entityName: v.entityName, entityIds: v.entityIds });
    if (alert) {
      ctx.issues.push({ code: 'custom', message: alert, input: ctx.value, path: ['entityIds'] });
      return;
    }
    if (!(RM_ENTITY_NAMES as readonly string[]).includes(ctx.value.entityName ?? '')) {
      ctx.issues.push({ code: 'custom', message: VALIDATION_MESSAGES.positiveId, input: ctx.value, path: ['entityName'] });
    }
    if (v.fromAgentId == null) ctx.issues.push({ code: 'custom', message: RM_MIGRATION_MESSAGES.selectFrom, input: v, path: ['fromAgentId'] });
    else if (v.toAgentId == null) ctx.issues.push({ code: 'custom', message: RM_MIGRATION_MESSAGES.selectTo, input: v, path: ['toAgentId'] });
    else if (v.fromAgentId === v.toAgentId) {
      ctx.issues.push({ code: 'custom', message: RM_MIGRATION_MESSAGES.sameAgent, input: ctx.value, path: ['toAgentId'] });
    }
  });
export type MassAssignmentInput = z.infer<typeof massAssignmentInputSchema>;
/** A request the schema accepted: both managers are chosen. */
export type CheckedMassAssignment = MassAssignmentInput & { fromAgentId: number; toAgentId: number };

/** The ids of a valid request (the schema has checked them). */
export function entityIdsOf(input: Pick<MassAssignmentInput, 'entityIds'>): number[] {
  const parsed = parseEntityIds(input.entityIds);
  return parsed.ok ? [...new Set(parsed.ids)] : [];
}

export const massAssignmentResultSchema = z.object({
  accountIds: z.array(z.number().int()),
  opportunityIds: z.array(z.number().int()),
  message: z.string(),
});
export type MassAssignmentResult = z.infer<typeof massAssignmentResultSchema>;

/** GET /sapna/v1/account/relationship-managers: the managers of a department, branch and domain. */
export const relationshipManagerQuerySchema = z.object({
  departmentId: z.coerce.number().int().positive().max(2_147_483_647),
  branchId: z.coerce.number().int().positive().max(2_147_483_647),
  domainId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const relationshipManagerSchema = z.object({ userId: z.number().int(), name: z.string(), email: z.string(), accounts: z.number().int() });
export type RelationshipManager = z.infer<typeof relationshipManagerSchema>;
