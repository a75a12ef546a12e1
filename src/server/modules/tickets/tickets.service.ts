import { aliasedTable, and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { FAILURE_MESSAGES } from '../../../domain/errors/messages';
import { ENTITY_TYPES, TICKET_CREATE_DEFAULTS } from '../../../domain/reference/ids';
import { TABLE_SIZE } from '../../../domain/reference/limits';
import { requiredFieldMessage } from '../../../domain/validation/messages';
import { queryRows } from '../../db/client';
import { tickets, users } from '../../db/schema/index';
import { badRequest } from '../../errors';
import { loadAccountForActivity, loadAccountInScope, requireSell } from '../accounts/account-access.service';
import type { Paged } from '../accounts/account-search.service';
import { parseInput } from '../../shared/http/parse-input';
import { findOpportunityInScope } from '../opportunities/opportunity-access.service';
import type { ServiceContext } from '../../shared/http/service-context';
import { ticketPagePath, ticketStatusName } from '../../../domain/tickets/ticket-statuses';
import { containsPattern, offsetPage } from '../../shared/http/paged';
import { fullName } from '../../shared/sql/user-names.sql';
import { recordTicketChange } from './ticket-lifecycle.service';
import { requireWorkTickets } from './ticket-access.service';
import { ticketCreateSchema, type Ticket, type TicketCreated, type TicketCreateInput, type TicketQueueFilter, type TicketQueueRow } from '../../../domain/tickets/ticket-answers';
import { findCategory } from '../../../domain/tickets/ticket-categories';

export { ticketCreateSchema };
export type { TicketCreateInput };

export type { TicketCreated };

/** The ticket's entity in the user's scope (404 otherwise), with its brand. */
async function resolveReference(ctx: ServiceContext, entityType: number, entityId: number, forWrite: boolean): Promise<{ domainId: number }> {
  if (entityType === ENTITY_TYPES.ACCOUNT) {
    const account = forWrite ? await loadAccountForActivity(ctx, entityId) : await loadAccountInScope(ctx, entityId);
    return { domainId: account.domainId };
  }
  const opportunity = await findOpportunityInScope(ctx, entityId);
  return { domainId: opportunity.domainId };
}

/** POST {ticket prefix}/api/v1/ticket/create. The key is 'CRM-{id}'. */
export async function createTicket(ctx: ServiceContext, input: TicketCreateInput, publicUrl?: string): Promise<TicketCreated> {
  requireSell(ctx);
  const data = parseInput(ticketCreateSchema, input);
  const category = findCategory(data.category_id);
  const subCategory = category?.subCategories.find((s) => s.id === data.sub_category_id);
  if (!category || !subCategory) throw badRequest(FAILURE_MESSAGES.invalidDropdownId);
  const values = new Map<number, string>();
  for (const attribute of data.ticket_attributes) {
    if (!subCategory.attributes.some((a) => a.id === attribute.attribute_id)) throw badRequest(FAILURE_MESSAGES.invalidDropdownId);
    values.set(attribute.attribute_id, attribute.attribute_value.trim());
  }
  const missing = subCategory.attributes.find((a) => a.required && !values.get(a.id));
  if (missing) throw badRequest(requiredFieldMessage(missing.name));

  const reference = data.ticket_reference;
  const entity = await resolveReference(ctx, reference.entity_type_id, reference.entity_id, true);
  const [next] = await queryRows<{ id: string | number }>(ctx.tx, sql`select nextval(pg_get_serial_sequence('tickets', 'id')) as id`);
  const id = Number(next!.id);
  const key = `CRM-${id}`;
  await ctx.tx.insert(tickets).values({
    id,
    key,
    summary: data.summary,
    categoryId: category.id,
    subCategoryId: subCategory.id,
    reporterId: ctx.user.id,
    ...TICKET_CREATE_DEFAULTS,
    entityTypeId: reference.entity_type_id,
    entityId: reference.entity_id,
    link: reference.link || null,
    description: data.description || null,
    attributes: [...values].map(([attribute_id, attribute_value]) => ({ attribute_id, attribute_value })),
    domainId: entity.domainId,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  await recordTicketChange(ctx, id, 'created', { toStatusId: TICKET_CREATE_DEFAULTS.statusId });
  // site_link opens the ticket's own page (issue 52), not the record it was raised on.
  return { id, key, site_link: `${publicUrl?.replace(/\/$/, '') ?? ''}${ticketPagePath(id)}` };
}

export type TicketListItem = Ticket;

const assignee = aliasedTable(users, 'assignee');
const reporter = aliasedTable(users, 'reporter');

const listColumns = {
  ticket: tickets,
  assignee: fullName(assignee),
  reporter: fullName(reporter),
};

type ListRow = { ticket: typeof tickets.$inferSelect; assignee: string | null; reporter: string | null };

function listItem({ ticket: t, assignee: assigneeName }: ListRow): TicketListItem {
  return {
    id: t.id,
    key: t.key,
    summary: t.summary,
    status: ticketStatusName(t.statusId),
    status_id: t.statusId,
    assignee: assigneeName,
    category_id: t.categoryId,
    sub_category_id: t.subCategoryId,
    description: t.description,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}

/** A page of the tickets the condition selects, newest first, 10 a page, each row presented. */
function listPage<T>(ctx: ServiceContext, where: SQL | undefined, page: number, present: (row: ListRow) => T): Promise<Paged<T>> {
  return offsetPage(
    { page, size: TABLE_SIZE },
    ctx.tx
      .select(listColumns)
      .from(tickets)
      .leftJoin(assignee, eq(assignee.id, tickets.assigneeId))
      .leftJoin(reporter, eq(reporter.id, tickets.reporterId))
      .where(where)
      .orderBy(desc(tickets.createdAt), desc(tickets.id)),
    ctx.tx.select({ n: count() }).from(tickets).where(where),
    (rows) => rows.map(present),
  );
}

/** GET {ticket prefix}/api/v1/ticket/search: an entity's tickets, newest first, 10 a page. */
export async function searchTickets(
  ctx: ServiceContext,
  query: { entity_type_id: number; entity_id: number; page?: number },
): Promise<Paged<TicketListItem>> {
  await resolveReference(ctx, query.entity_type_id, query.entity_id, false);
  return listPage(ctx, and(eq(tickets.entityTypeId, query.entity_type_id), eq(tickets.entityId, query.entity_id)), query.page ?? 0, listItem);
}

/**
 * GET {ticket prefix}/api/v1/ticket/queue (issue 52): the Ticketing team's queue, every ticket of the brand newest
 * first, 10 a page, by key or summary text, status, category and assignee (a user id, or 'unassigned').
 */
export async function ticketQueue(ctx: ServiceContext, query: TicketQueueFilter & { page?: number }): Promise<Paged<TicketQueueRow>> {
  requireWorkTickets(ctx);
  const text = query.q?.trim();
  const where = and(
    eq(tickets.domainId, ctx.user.domainId),
    query.status_id === undefined ? undefined : eq(tickets.statusId, query.status_id),
    query.category_id === undefined ? undefined : eq(tickets.categoryId, query.category_id),
    query.assignee === undefined ? undefined : query.assignee === 'unassigned' ? isNull(tickets.assigneeId) : eq(tickets.assigneeId, query.assignee),
    text ? or(ilike(tickets.key, containsPattern(text)), ilike(tickets.summary, containsPattern(text))) : undefined,
  );
  return listPage(ctx, where, query.page ?? 0, (row) => ({
    ...listItem(row),
    category: findCategory(row.ticket.categoryId)?.name ?? `Category ${row.ticket.categoryId}`,
    reporter: row.reporter ?? '',
  }));
}
