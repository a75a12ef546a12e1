import { z } from 'zod';
import { ENTITY_TYPES } from '../../../domain/reference/ids';
import { brandOf } from '../../../domain/reference/brand';
import type { AppInstance } from '../../http';
import { idParam, pageParam } from '../../shared/route-params';
import { runService } from '../../shared/service-context';
import { pagedSchema } from '../../../domain/paging/paged';
import { ticketCreatedSchema, ticketSchema } from '../../../domain/tickets/ticket-answers';
import { TICKET_CATEGORIES } from './ticket-categories';
import { createTicket, searchTickets, ticketCreateSchema } from './tickets.service';

const tags = ['tickets'];

/**
 * The ticket service, under the deployment brand's prefix only (/housingTickets or /makaanTickets, from
 * src/domain/reference/brand.ts): a console serves one brand, so the other brand's prefix answers 404.
 */
export async function ticketsRoutes(api: AppInstance): Promise<void> {
  const prefix = `${brandOf(api.deps.config.platform).ticketServicePrefix}/api/v1/ticket`;

  api.post(
    `${prefix}/create`,
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
    `${prefix}/search`,
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
    `${prefix}/categories`,
    { schema: { tags, description: 'Ticket categories with their sub-categories and attribute definitions.' } },
    async () => ({ results: TICKET_CATEGORIES, totalCount: TICKET_CATEGORIES.length, page: 0, size: TICKET_CATEGORIES.length }),
  );
}
