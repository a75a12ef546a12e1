import { z } from 'zod';
import { ENTITY_TYPES } from '../../../domain/reference/ids';
import { BRANDS, PLATFORMS, type Platform } from '../../../domain/reference/brand';
import { userOf, type AppInstance } from '../../http';
import type { FastifyRequest } from 'fastify';
import { idParam, pageParam } from '../../shared/route-params';
import { runReadService, runService } from '../../shared/service-context';
import { pagedSchema } from '../../../domain/paging/paged';
import {
  ticketAssigneeSchema,
  ticketAssignSchema,
  ticketCommentInputSchema,
  ticketCreatedSchema,
  ticketMoveSchema,
  ticketQueueQuerySchema,
  ticketQueueRowSchema,
  ticketSchema,
  ticketViewSchema,
} from '../../../domain/tickets/ticket-answers';
import { TICKET_CATEGORIES, findCategory } from '../../../domain/tickets/ticket-categories';
import { TICKET_ROUTES } from './ticket-route-table';
import { notFound } from '../../errors';
import { createTicket, searchTickets, ticketCreateSchema, ticketQueue } from './tickets.service';
import { assignTicket, commentOnTicket, moveTicket, ticketAssignees, ticketView } from './ticket-lifecycle.service';

const tags = ['tickets'];


/**
 * The ticket service, under each brand's prefix (spec 000 §7: /makaanTickets; /housingTickets ours, from
 * src/domain/reference/brand.ts). One console serves the users of both brands, so both prefixes are registered,
 * and each serves only its own brand's users: the other brand's prefix answers 404 (a brand's tickets are its own).
 */
export async function ticketsRoutes(api: AppInstance): Promise<void> {
  for (const platform of PLATFORMS) await brandTicketRoutes(api, platform);
}

/** 404 unless the signed-in user belongs to the brand whose prefix was called. */
function requireBrand(request: FastifyRequest, platform: Platform): void {
  if (userOf(request).domainId !== BRANDS[platform].domainId) throw notFound();
}

async function brandTicketRoutes(api: AppInstance, platform: Platform): Promise<void> {
  const routes = TICKET_ROUTES[platform];

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
    async (request) => {
      requireBrand(request, platform);
      return runService(api.db, request, (ctx) => createTicket(ctx, request.body, api.deps.config.publicUrl));
    },
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
    async (request) => {
      requireBrand(request, platform);
      return runService(api.db, request, (ctx) => searchTickets(ctx, request.query));
    },
  );

  api.get(
    routes.categories,
    { schema: { tags, description: 'Ticket categories with their sub-categories and attribute definitions.' } },
    async (request) => {
      requireBrand(request, platform);
      return { results: TICKET_CATEGORIES, totalCount: TICKET_CATEGORIES.length, page: 0, size: TICKET_CATEGORIES.length };
    },
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
      requireBrand(request, platform);
      const category = findCategory(request.params.id);
      if (!category) throw notFound('Ticket category not found.');
      return { id: category.id, name: category.name, subCategories: category.subCategories };
    },
  );

  const ticketId = z.object({ id: idParam() });
  // Ticketing is a read-only role for sales records; working tickets is its job (capability 'workTickets').
  const works = { capability: 'workTickets', allowReadOnly: true } as const;

  api.get(
    routes.queue,
    {
      config: { capability: 'workTickets' },
      schema: {
        tags,
        description: "The Ticketing queue: every ticket of the caller's brand, newest first, 10 a page; by key or summary text (q), status_id, category_id, assignee (a user id or 'unassigned').",
        querystring: ticketQueueQuerySchema.extend({ page: pageParam() }),
        response: { 200: pagedSchema(ticketQueueRowSchema) },
      },
    },
    async (request) => {
      requireBrand(request, platform);
      return runReadService(api.db, request, (ctx) => ticketQueue(ctx, request.query));
    },
  );

  api.get(
    routes.assignees,
    {
      config: { capability: 'workTickets' },
      schema: { tags, description: 'The active Ticketing users of the caller\'s brand: who a ticket may be assigned to.', response: { 200: z.object({ results: z.array(ticketAssigneeSchema) }) } },
    },
    async (request) => {
      requireBrand(request, platform);
      return { results: await runReadService(api.db, request, (ctx) => ticketAssignees(ctx)) };
    },
  );

  api.get(
    routes.view,
    {
      config: { capability: ['readSales', 'workTickets'] },
      schema: {
        tags,
        description: 'A ticket with its comments and history, and the moves the caller may make. Its brand\'s Ticketing team, its raiser and readers of its record see it; 404 otherwise.',
        params: ticketId,
        response: { 200: ticketViewSchema },
      },
    },
    async (request) => {
      requireBrand(request, platform);
      return runReadService(api.db, request, (ctx) => ticketView(ctx, request.params.id));
    },
  );

  api.put(
    routes.status,
    {
      config: works,
      schema: {
        tags,
        description: 'Moves a ticket: Open → In Progress or Closed; In Progress → Resolved or Closed; Resolved → Closed or back to In Progress. Any other move is 409. Notifies its raiser.',
        params: ticketId,
        body: ticketMoveSchema,
        response: { 200: ticketViewSchema },
      },
    },
    async (request) => {
      requireBrand(request, platform);
      return runService(api.db, request, (ctx) => moveTicket(ctx, request.params.id, request.body.status_id));
    },
  );

  api.put(
    routes.assignee,
    {
      config: works,
      schema: {
        tags,
        description: 'Assigns a ticket to an active Ticketing user of the brand (assignee_id), or unassigns it (null). A Closed ticket is 409.',
        params: ticketId,
        body: ticketAssignSchema,
        response: { 200: ticketViewSchema },
      },
    },
    async (request) => {
      requireBrand(request, platform);
      return runService(api.db, request, (ctx) => assignTicket(ctx, request.params.id, request.body.assignee_id));
    },
  );

  api.post(
    routes.comment,
    {
      config: { capability: ['sell', 'workTickets'], allowReadOnly: true },
      schema: {
        tags,
        description: 'Adds a comment to a ticket: its brand\'s Ticketing team, or a seller who sees the ticket.',
        params: ticketId,
        body: ticketCommentInputSchema,
        response: { 200: ticketViewSchema },
      },
    },
    async (request) => {
      requireBrand(request, platform);
      return runService(api.db, request, (ctx) => commentOnTicket(ctx, request.params.id, request.body.comment));
    },
  );
}
