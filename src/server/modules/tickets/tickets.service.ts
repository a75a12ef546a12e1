import { and, count, desc, eq, sql } from 'drizzle-orm';
import { FAILURE_MESSAGES } from '../../../domain/errors/messages';
import { opportunityPagePath } from '../../../domain/opportunities/statuses';
import { ENTITY_TYPES, TICKET_CREATE_DEFAULTS } from '../../../domain/reference/ids';
import { TABLE_SIZE } from '../../../domain/reference/limits';
import { requiredFieldMessage } from '../../../domain/validation/messages';
import { queryRows } from '../../db/client';
import { tickets } from '../../db/schema/index';
import { badRequest } from '../../errors';
import { loadAccountForActivity, loadAccountInScope, requireSell } from '../accounts/account-access.service';
import type { Paged } from '../accounts/account-search.service';
import { parseInput } from '../../shared/parse-input';
import { findOpportunityInScope, kindOf } from '../opportunities/opportunity-access.service';
import type { ServiceContext } from '../../shared/service-context';
import { ticketStatusName } from '../../../domain/tickets/ticket-statuses';
import { ticketCreateSchema, type Ticket, type TicketCreated, type TicketCreateInput } from '../../../domain/tickets/ticket-answers';
import { findCategory } from '../../../domain/tickets/ticket-categories';

export { ticketCreateSchema };
export type { TicketCreateInput };

export type { TicketCreated };

/** Where the ticket's entity is shown: the account page or the opportunity's page of its kind. */
async function resolveReference(ctx: ServiceContext, entityType: number, entityId: number, forWrite: boolean): Promise<string> {
  if (entityType === ENTITY_TYPES.ACCOUNT) {
    const account = forWrite ? await loadAccountForActivity(ctx, entityId) : await loadAccountInScope(ctx, entityId);
    return `/account/${account.id}`;
  }
  const opportunity = await findOpportunityInScope(ctx, entityId);
  return opportunityPagePath(kindOf(opportunity), opportunity.id);
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
  const path = await resolveReference(ctx, reference.entity_type_id, reference.entity_id, true);
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
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  return { id, key, site_link: `${publicUrl?.replace(/\/$/, '') ?? ''}${path}` };
}

export type TicketListItem = Ticket;

/** GET {ticket prefix}/api/v1/ticket/search: an entity's tickets, newest first, 10 a page. */
export async function searchTickets(
  ctx: ServiceContext,
  query: { entity_type_id: number; entity_id: number; page?: number },
): Promise<Paged<TicketListItem>> {
  await resolveReference(ctx, query.entity_type_id, query.entity_id, false);
  const page = query.page ?? 0;
  const size = TABLE_SIZE;
  const where = and(eq(tickets.entityTypeId, query.entity_type_id), eq(tickets.entityId, query.entity_id));
  const [total] = await ctx.tx.select({ value: count() }).from(tickets).where(where);
  const rows = await ctx.tx
    .select()
    .from(tickets)
    .where(where)
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(size)
    .offset(page * size);
  return {
    results: rows.map((t) => ({
      id: t.id,
      key: t.key,
      summary: t.summary,
      status: ticketStatusName(t.statusId),
      status_id: t.statusId,
      assignee: t.assigneeName,
      category_id: t.categoryId,
      sub_category_id: t.subCategoryId,
      description: t.description,
      created_at: t.createdAt.toISOString(),
      updated_at: t.updatedAt.toISOString(),
    })),
    totalCount: Number(total?.value ?? 0),
    page,
    size,
  };
}
