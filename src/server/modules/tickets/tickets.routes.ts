import { z } from 'zod';
import { ENTITY_TYPES } from '../../../domain/reference/ids';
import { brandOf } from '../../../domain/reference/brand';
import type { AppInstance } from '../../http';
import { idParam, pageParam } from '../../shared/route-params';
import { runService } from '../../shared/service-context';
import { pagedSchema } from '../../../domain/paging/paged';
import { ticketCreatedSchema, ticketSchema } from '../../../domain/tickets/ticket-answers';
import { TICKET_CATEGORIES, findCategory } from '../../../domain/tickets/ticket-categories';
import { TICKET_ROUTES } from './ticket-route-table';
import { notFound } from '../../errors';
import { createTicket, searchTickets, ticketCreateSchema } from './tickets.service';

const tags = ['tickets'];


/**
 * The ticket service, under the deployment brand's prefix only (/housingTickets or /makaanTickets, from
 * src/domain/reference/brand.ts): a console serves one brand, so the other brand's prefix answers 404.
 */
export async function ticketsRoutes(api: AppInstance): Promise<void> {
  const routes = TICKET_ROUTES[brandOf(api.deps.config.platform).platform];

  api.post(
    routes.create,
    {
      schema: {
        tags,
        description: 'Raises a ticket (spec 000 §3 payload). status_id, type_id and priority_id are always 1; the reporter is the signed-in user.',
        body: ticketCreateSchema,
        response: { 200: ticketCreatedSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => createTicket(ctx, request.body, api.deps.config.publicUrl)),
  );

  api.get(
    routes.search,
    {
      schema: {
        tags,
        description: 'Tickets raised on one opportunity (1) or account (3), newest first, 10 a page.',
        querystring: z.object({
          entity_type_id: z.coerce.number().pipe(z.union([z.literal(ENTITY_TYPES.OPPORTUNITY), z.literal(ENTITY_TYPES.ACCOUNT)])),
          entity_id: idParam(),
          page: pageParam(),
        }),
        response: {
          200: pagedSchema(ticketSchema),
        },
      },
    },
    async (request) => runService(api.db, request, (ctx) => searchTickets(ctx, request.query)),
  );

  api.get(
    routes.categories,
    { schema: { tags, description: 'Ticket categories with their sub-categories and attribute definitions.' } },
    async () => ({ results: TICKET_CATEGORIES, totalCount: TICKET_CATEGORIES.length, page: 0, size: TICKET_CATEGORIES.length }),
  );

  api.get(
    routes.attributes,
    {
      schema: {
        tags,
        description: "A ticket category's sub-categories with their attribute definitions; 404 for an unknown category.",
        params: z.object({ id: idParam() }),
      },
    },
    async (request) => {
      const category = findCategory(request.params.id);
      if (!category) throw notFound('Ticket category not found.');
      return { id: category.id, name: category.name, subCategories: category.subCategories };
    },
  );
}
