import { and, asc, eq, inArray } from 'drizzle-orm';
import { ROLES } from '../../../domain/auth/roles';
import type { TicketAssignee, TicketHistoryKind, TicketView } from '../../../domain/tickets/ticket-answers';
import { findCategory } from '../../../domain/tickets/ticket-categories';
import { canMoveTicket, nextTicketStatuses, ticketMoveRefusal, ticketPagePath, ticketStatusName, TICKET_STATUSES } from '../../../domain/tickets/ticket-statuses';
import { ticketComments, ticketHistory, tickets, userRoles, users } from '../../db/schema/index';
import { badRequest, conflict, forbidden } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { userDisplayName } from '../../shared/sql/user-names.sql';
import { notifyUser } from '../notifications/notifications.service';
import { canCommentOn, loadTicket, requireWorkTickets, type TicketRow } from './ticket-access.service';

export const TICKET_MESSAGES = {
  notTicketingUser: 'Please choose a Ticketing user of this brand.',
  closed: 'A Closed ticket cannot be changed.',
  alreadyAssigned: (name: string) => `The ticket is already assigned to ${name}.`,
  alreadyUnassigned: 'The ticket is already unassigned.',
} as const;

async function namesOf(ctx: ServiceContext, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await ctx.tx.select({ id: users.id, name: userDisplayName() }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Writes the history row of one change, in the change's transaction. */
async function recordChange(
  ctx: ServiceContext,
  ticketId: number,
  kind: TicketHistoryKind,
  change: { fromStatusId?: number; toStatusId?: number; fromAssigneeId?: number | null; toAssigneeId?: number | null; commentId?: number } = {},
): Promise<void> {
  await ctx.tx.insert(ticketHistory).values({ ticketId, kind, actorId: ctx.user.id, createdAt: ctx.now, ...change });
}

export { recordChange as recordTicketChange };

/** GET {ticket prefix}/api/v1/ticket/:id: the ticket page (issue 52). */
export async function ticketView(ctx: ServiceContext, ticketId: number): Promise<TicketView> {
  const access = await loadTicket(ctx, ticketId);
  const t = access.ticket;
  const comments = await ctx.tx.select().from(ticketComments).where(eq(ticketComments.ticketId, t.id)).orderBy(asc(ticketComments.createdAt), asc(ticketComments.id));
  const history = await ctx.tx.select().from(ticketHistory).where(eq(ticketHistory.ticketId, t.id)).orderBy(asc(ticketHistory.createdAt), asc(ticketHistory.id));
  const names = await namesOf(ctx, [t.reporterId, t.assigneeId, ...comments.map((c) => c.authorId), ...history.flatMap((h) => [h.actorId, h.fromAssigneeId, h.toAssigneeId])]);
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? `User ${id}`));
  const category = findCategory(t.categoryId);
  const subCategory = category?.subCategories.find((s) => s.id === t.subCategoryId);
  const attributeName = (id: number) => subCategory?.attributes.find((a) => a.id === id)?.name ?? `Attribute ${id}`;
  const assigneeWord = (id: number | null) => nameOf(id) ?? 'Unassigned';
  return {
    id: t.id,
    key: t.key,
    summary: t.summary,
    status: ticketStatusName(t.statusId),
    status_id: t.statusId,
    assignee: nameOf(t.assigneeId),
    assignee_id: t.assigneeId,
    category_id: t.categoryId,
    category: category?.name ?? `Category ${t.categoryId}`,
    sub_category_id: t.subCategoryId,
    sub_category: subCategory?.name ?? null,
    description: t.description,
    reporter: nameOf(t.reporterId) ?? '',
    reporter_id: t.reporterId,
    entity_type_id: t.entityTypeId,
    entity_id: t.entityId,
    entity_path: access.entityPath,
    attributes: t.attributes.map((a) => ({ attribute_id: a.attribute_id, name: attributeName(a.attribute_id), attribute_value: a.attribute_value })),
    comments: comments.map((c) => ({ id: c.id, author: nameOf(c.authorId) ?? '', author_id: c.authorId, comment: c.body, created_at: c.createdAt.toISOString() })),
    history: history.map((h) => ({
      id: h.id,
      kind: h.kind as TicketHistoryKind,
      actor: nameOf(h.actorId) ?? '',
      from: h.kind === 'status' ? ticketStatusName(h.fromStatusId ?? 0) : h.kind === 'assignee' ? assigneeWord(h.fromAssigneeId) : null,
      to: h.kind === 'status' || h.kind === 'created' ? ticketStatusName(h.toStatusId ?? TICKET_STATUSES.OPEN) : h.kind === 'assignee' ? assigneeWord(h.toAssigneeId) : null,
      created_at: h.createdAt.toISOString(),
    })),
    next_statuses: access.works ? nextTicketStatuses(t.statusId).map((id) => ({ id, name: ticketStatusName(id) })) : [],
    can_assign: access.works && t.statusId !== TICKET_STATUSES.CLOSED,
    can_comment: canCommentOn(ctx, access),
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}

/** Tells the raiser their ticket moved (kind 'ticket_updated'), unless they moved it themselves. */
async function notifyRaiser(ctx: ServiceContext, ticket: TicketRow, fromStatusId: number, toStatusId: number): Promise<void> {
  if (ticket.reporterId === ctx.user.id) return;
  await notifyUser(ctx.tx, ticket.reporterId, {
    kind: 'ticket_updated',
    title: `Ticket ${ticket.key} is ${ticketStatusName(toStatusId)}`,
    body: `Ticket ${ticket.key} (${ticket.summary}) moved from ${ticketStatusName(fromStatusId)} to ${ticketStatusName(toStatusId)}.`,
    link: ticketPagePath(ticket.id),
  });
}

/** PUT {ticket prefix}/api/v1/ticket/:id/status: moves a ticket as TICKET_TRANSITIONS allows (409 otherwise). */
export async function moveTicket(ctx: ServiceContext, ticketId: number, toStatusId: number): Promise<TicketView> {
  requireWorkTickets(ctx);
  const { ticket } = await loadTicket(ctx, ticketId, { forUpdate: true });
  if (!canMoveTicket(ticket.statusId, toStatusId)) throw conflict(ticketMoveRefusal(ticket.statusId, toStatusId));
  await ctx.tx.update(tickets).set({ statusId: toStatusId, updatedAt: ctx.now }).where(eq(tickets.id, ticket.id));
  await recordChange(ctx, ticket.id, 'status', { fromStatusId: ticket.statusId, toStatusId });
  await notifyRaiser(ctx, ticket, ticket.statusId, toStatusId);
  return ticketView(ctx, ticket.id);
}

/** The Ticketing users of the caller's brand, active ones, by name: who a ticket may be assigned to. */
export async function ticketAssignees(ctx: ServiceContext): Promise<TicketAssignee[]> {
  return ctx.tx
    .select({ id: users.id, name: userDisplayName() })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, ROLES.TICKETING.id)))
    .where(and(eq(users.domainId, ctx.user.domainId), eq(users.status, 1)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** PUT {ticket prefix}/api/v1/ticket/:id/assignee: assigns to a Ticketing user of the brand, or unassigns (null). */
export async function assignTicket(ctx: ServiceContext, ticketId: number, assigneeId: number | null): Promise<TicketView> {
  requireWorkTickets(ctx);
  const { ticket } = await loadTicket(ctx, ticketId, { forUpdate: true });
  if (assigneeId !== null && !(await ticketAssignees(ctx)).some((a) => a.id === assigneeId)) throw badRequest(TICKET_MESSAGES.notTicketingUser);
  if (ticket.statusId === TICKET_STATUSES.CLOSED) throw conflict(TICKET_MESSAGES.closed);
  if (ticket.assigneeId === assigneeId) {
    if (assigneeId === null) throw conflict(TICKET_MESSAGES.alreadyUnassigned);
    throw conflict(TICKET_MESSAGES.alreadyAssigned((await namesOf(ctx, [assigneeId])).get(assigneeId) ?? `User ${assigneeId}`));
  }
  await ctx.tx.update(tickets).set({ assigneeId, updatedAt: ctx.now }).where(eq(tickets.id, ticket.id));
  await recordChange(ctx, ticket.id, 'assignee', { fromAssigneeId: ticket.assigneeId, toAssigneeId: assigneeId });
  if (assigneeId !== null && assigneeId !== ctx.user.id) {
    await notifyUser(ctx.tx, assigneeId, {
      kind: 'ticket_updated',
      title: `Ticket ${ticket.key} is assigned to you`,
      body: `Ticket ${ticket.key} (${ticket.summary}) was assigned to you.`,
      link: ticketPagePath(ticket.id),
    });
  }
  return ticketView(ctx, ticket.id);
}

/** POST {ticket prefix}/api/v1/ticket/:id/comment: the Ticketing team, or a seller who sees the ticket. */
export async function commentOnTicket(ctx: ServiceContext, ticketId: number, body: string): Promise<TicketView> {
  const access = await loadTicket(ctx, ticketId, { forUpdate: true });
  if (!canCommentOn(ctx, access)) throw forbidden();
  const [comment] = await ctx.tx.insert(ticketComments).values({ ticketId: access.ticket.id, authorId: ctx.user.id, body, createdAt: ctx.now }).returning({ id: ticketComments.id });
  await ctx.tx.update(tickets).set({ updatedAt: ctx.now }).where(eq(tickets.id, access.ticket.id));
  await recordChange(ctx, access.ticket.id, 'comment', { commentId: comment!.id });
  // The raiser and the assignee hear of a comment they did not write.
  const t = access.ticket;
  for (const userId of new Set([t.reporterId, t.assigneeId])) {
    if (userId === null || userId === ctx.user.id) continue;
    await notifyUser(ctx.tx, userId, {
      kind: 'ticket_updated',
      title: `New comment on ticket ${t.key}`,
      body: `Ticket ${t.key} (${t.summary}): ${body.length > 140 ? `${body.slice(0, 139)}…` : body}`,
      link: ticketPagePath(t.id),
    });
  }
  return ticketView(ctx, access.ticket.id);
}
