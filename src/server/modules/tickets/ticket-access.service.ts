import { and, eq } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import { opportunityPagePath } from '../../../domain/opportunities/statuses';
import { ENTITY_TYPES } from '../../../domain/reference/ids';
import { accounts, tickets } from '../../db/schema/index';
import { ApiError, forbidden, notFound } from '../../errors';
import { isAccountInReadScope } from '../../scope/scope';
import type { ServiceContext } from '../../shared/http/service-context';
import { findOpportunityInScope, kindOf } from '../opportunities/opportunity-access.service';

export type TicketRow = typeof tickets.$inferSelect;

export const TICKET_NOT_FOUND = 'Ticket not found.';

/**
 * The console page of the ticket's account or opportunity, or null when it is outside the user's read scope (a
 * merged-away or deleted record reads as out of scope).
 */
export async function entityPathInScope(ctx: ServiceContext, ticket: Pick<TicketRow, 'entityTypeId' | 'entityId'>): Promise<string | null> {
  if (ticket.entityTypeId === ENTITY_TYPES.ACCOUNT) {
    const [account] = await ctx.tx.select().from(accounts).where(eq(accounts.id, ticket.entityId));
    return account && (await isAccountInReadScope(ctx.tx, ctx.scope, account)) ? `/account/${account.id}` : null;
  }
  try {
    const opportunity = await findOpportunityInScope(ctx, ticket.entityId);
    return opportunityPagePath(kindOf(opportunity), opportunity.id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The record's page whatever the scope (a Ticketing user follows the link; the page itself applies the scope). */
export function entityPath(ticket: Pick<TicketRow, 'entityTypeId' | 'entityId'>): string {
  return ticket.entityTypeId === ENTITY_TYPES.ACCOUNT ? `/account/${ticket.entityId}` : `/opportunity/${ticket.entityId}`;
}

export type TicketAccess = { ticket: TicketRow; works: boolean; entityPath: string };

/**
 * Who sees a ticket (issue 52): the Ticketing team of its brand (every ticket of the brand), its raiser, and
 * whoever reads the account or opportunity it was raised on. Anyone else: 404, as scope hides rows.
 */
export async function loadTicket(ctx: ServiceContext, ticketId: number, opts: { forUpdate?: boolean } = {}): Promise<TicketAccess> {
  const query = ctx.tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), eq(tickets.domainId, ctx.user.domainId)));
  const [ticket] = opts.forUpdate ? await query.for('update') : await query;
  if (!ticket) throw notFound(TICKET_NOT_FOUND);
  const works = can(ctx.user, 'workTickets');
  const inScope = await entityPathInScope(ctx, ticket);
  if (!works && !inScope && ticket.reporterId !== ctx.user.id) throw notFound(TICKET_NOT_FOUND);
  return { ticket, works, entityPath: inScope ?? entityPath(ticket) };
}

/** Moving and assigning: the Ticketing team only (the route declares it too; defence in depth). */
export function requireWorkTickets(ctx: ServiceContext): void {
  if (!can(ctx.user, 'workTickets')) throw forbidden();
}

/** Commenting: the Ticketing team, and sellers who see the ticket (its raiser, the book it was raised in). */
export function canCommentOn(ctx: ServiceContext, access: TicketAccess): boolean {
  return access.works || can(ctx.user, 'sell');
}
