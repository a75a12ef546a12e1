import { and, eq } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import { opportunityMoneyProblem, termsheetMoneyProblem } from '../../../domain/termsheets/money-editability';
import { opportunityKindOf, type OpportunityKind } from '../../../domain/opportunities/statuses';
import { accounts, opportunities, termsheets } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../errors';
import { opportunityInScope } from '../../scope/scope';
import type { ServiceContext } from '../../shared/http/service-context';

/**
 * Who may touch a termsheet and everything under it (milestones, payments). Reading needs the row in scope
 * (else 404, never 403). Writing also needs the 'sell' capability and, our decision, the same statuses that
 * make the opportunity page read-only: the account (5, 6), the opportunity by its kind (spec 000 §4) and the
 * termsheet (4, 5, 6, spec 001 §4). Money is recorded on the opportunity page, so it follows that page's rule.
 */
export type OpportunityRef = {
  id: number;
  name: string;
  kind: OpportunityKind;
  statusId: number;
  accountId: number;
  accountName: string;
  accountStatusId: number;
  accountHousingProfileId: string | null;
};

export type TermsheetRow = typeof termsheets.$inferSelect;
export type TermsheetRef = { termsheet: TermsheetRow; opportunity: OpportunityRef };

export const NOT_FOUND_MESSAGES = {
  opportunity: 'Opportunity not found.',
  termsheet: 'Termsheet not found.',
  milestone: 'Milestone not found.',
  payment: 'Payment not found.',
  account: 'Account not found.',
} as const;


export function assertCanRead(ctx: ServiceContext): void {
  if (!can(ctx.user, 'readSales')) throw forbidden();
}

export function assertCanSell(ctx: ServiceContext): void {
  if (!can(ctx.user, 'sell')) throw forbidden();
}

/** The opportunity (with its account) when it is in the user's scope; `lock` holds it until the transaction ends. */
export async function findOpportunityInScope(ctx: ServiceContext, opportunityId: number, opts: { lock?: boolean } = {}): Promise<OpportunityRef | null> {
  const query = ctx.tx
    .select({
      id: opportunities.id,
      name: opportunities.name,
      kind: opportunities.kind,
      statusId: opportunities.statusId,
      accountId: opportunities.accountId,
      accountName: accounts.name,
      accountStatusId: accounts.statusId,
      accountHousingProfileId: accounts.housingProfileId,
    })
    .from(opportunities)
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .where(and(eq(opportunities.id, opportunityId), opportunityInScope(ctx.scope)));
  const [row] = opts.lock ? await query.for('update', { of: opportunities }) : await query;
  return row ? { ...row, kind: opportunityKindOf(row.kind) } : null;
}

export async function opportunityInScopeOr404(ctx: ServiceContext, opportunityId: number, opts: { lock?: boolean } = {}): Promise<OpportunityRef> {
  const opportunity = await findOpportunityInScope(ctx, opportunityId, opts);
  if (!opportunity) throw notFound(NOT_FOUND_MESSAGES.opportunity);
  return opportunity;
}

/** The termsheet and its opportunity when in scope, else null. */
export async function findTermsheetInScope(ctx: ServiceContext, termsheetId: number, opts: { lock?: boolean } = {}): Promise<TermsheetRef | null> {
  const query = ctx.tx.select().from(termsheets).where(eq(termsheets.id, termsheetId));
  const [termsheet] = opts.lock ? await query.for('update') : await query;
  const opportunity = termsheet ? await findOpportunityInScope(ctx, termsheet.opportunityId) : null;
  return termsheet && opportunity ? { termsheet, opportunity } : null;
}

export async function termsheetInScopeOr404(ctx: ServiceContext, termsheetId: number, opts: { lock?: boolean } = {}): Promise<TermsheetRef> {
  const ref = await findTermsheetInScope(ctx, termsheetId, opts);
  if (!ref) throw notFound(NOT_FOUND_MESSAGES.termsheet);
  return ref;
}

/**
 * Why the opportunity's money records (termsheets, milestones, payments) may not change, or null when they may.
 * Our decision: the not-editable statuses guard the opportunity's own details; money is collected after a deal
 * closes (status 2, and owner status 8), so only a lost or dropped deal (the lost bucket) or a not-editable
 * account refuses money writes.
 */
export function opportunityWriteProblem(opportunity: OpportunityRef): string | null {
  return opportunityMoneyProblem(opportunity);
}

/** Why the termsheet (and its milestones and payments) may not change, or null when they may. */
export function termsheetWriteProblem(ref: { termsheet: Pick<TermsheetRow, 'statusId'>; opportunity: OpportunityRef }): string | null {
  return termsheetMoneyProblem(ref.termsheet.statusId, ref.opportunity);
}

export function assertOpportunityWritable(opportunity: OpportunityRef): void {
  const problem = opportunityWriteProblem(opportunity);
  if (problem) throw conflict(problem);
}

export function assertTermsheetWritable(ref: { termsheet: Pick<TermsheetRow, 'statusId'>; opportunity: OpportunityRef }): void {
  const problem = termsheetWriteProblem(ref);
  if (problem) throw conflict(problem);
}

// What milestones and payments may use of this module's field rules and queries (they import services only).
export { checkLegalEntityOfAccount } from './termsheet-fields';
export { termsheetStatusesOfOpportunity } from './termsheets.repo';
