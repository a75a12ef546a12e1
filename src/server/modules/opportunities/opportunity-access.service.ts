// The checks every opportunity write passes through, in one place: capability, scope, not-editable status,
// stale base version, and the bookkeeping after a change (version bump, change log).
import { and, eq, sql } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import { isOpportunityEditable, opportunityKindOf, type OpportunityKind } from '../../../domain/opportunities/statuses';
import { opportunities } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../errors';
import type { SessionUser } from '../../shared/http/session-user';
import { opportunityInScope } from '../../scope/scope';
import { recordChange } from '../../shared/sql/change-log';
import type { ServiceContext } from '../../shared/http/service-context';
import { OPPORTUNITY_MESSAGES, opportunityNotEditableMessage } from '../../../domain/opportunities/opportunity-messages';

export type OpportunityRow = typeof opportunities.$inferSelect;

/** The stored kind, read defensively: an unknown value is treated as a general opportunity. */
export function kindOf(opportunity: Pick<OpportunityRow, 'kind'>): OpportunityKind {
  return opportunityKindOf(opportunity.kind);
}

export function isEditable(opportunity: Pick<OpportunityRow, 'kind' | 'statusId'>): boolean {
  return isOpportunityEditable(kindOf(opportunity), opportunity.statusId);
}

/** Writes need the 'sell' capability (defence in depth: the auth hook already refuses read-only users). */
export function assertCanSell(user: SessionUser): void {
  if (!can(user, 'sell')) throw forbidden();
}

/** The opportunity, when it is in the user's scope; otherwise 404 (never 403: out of scope is not there). */
export async function findOpportunityInScope(ctx: ServiceContext, id: number, forUpdate = false): Promise<OpportunityRow> {
  const query = ctx.tx
    .select()
    .from(opportunities)
    .where(and(eq(opportunities.id, id), opportunityInScope(ctx.scope)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(OPPORTUNITY_MESSAGES.opportunityNotFound);
  return row;
}

/** Not-editable statuses per kind (spec 000 §4) are refused by the server, not only hidden. */
export function assertOpportunityEditable(opportunity: OpportunityRow): void {
  if (!isEditable(opportunity)) throw conflict(opportunityNotEditableMessage(opportunity.statusId));
}

/**
 * SYNC.md conflicts: status, amounts and owner refuse a stale base version; other fields are last-write-wins.
 * Callers pass the base only when the change touches one of those.
 */
export function assertFreshBase(opportunity: OpportunityRow, baseVersion: number | undefined): void {
  if (baseVersion !== undefined && baseVersion !== opportunity.version) throw conflict(OPPORTUNITY_MESSAGES.staleVersion);
}

/** sell + in scope + editable, locked for the rest of the transaction. */
export async function loadEditableOpportunity(ctx: ServiceContext, id: number): Promise<OpportunityRow> {
  assertCanSell(ctx.user);
  const opportunity = await findOpportunityInScope(ctx, id, true);
  assertOpportunityEditable(opportunity);
  return opportunity;
}

/**
 * After any change to an opportunity or to what the mirror stores inside it (package, product and project
 * mappings, discountApproved): bump its version, stamp updatedAt, and log an 'opportunity' upsert.
 */
export async function touchOpportunity(ctx: ServiceContext, opportunity: Pick<OpportunityRow, 'id' | 'accountId'>): Promise<void> {
  await ctx.tx
    .update(opportunities)
    .set({ version: sql`${opportunities.version} + 1`, updatedAt: ctx.now })
    .where(eq(opportunities.id, opportunity.id));
  await recordChange(ctx.tx, { entity: 'opportunity', entityId: opportunity.id, accountId: opportunity.accountId, op: 'upsert' });
}

// What other modules may use of this module's messages and package mappings (they import services only).
export { accountNotEditableMessage, OPPORTUNITY_MESSAGES, opportunityNotEditableMessage } from '../../../domain/opportunities/opportunity-messages';
export { packageMappingDetails, type PackageMappingDto } from './opportunities.repo';
