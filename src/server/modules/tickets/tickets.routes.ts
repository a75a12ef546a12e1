import { BRANDS, PLATFORMS, type Platform } from '../../../domain/reference/brand';
import { userOf, type AppInstance } from '../../http';
import type { FastifyRequest } from 'fastify';
import { route } from '../../shared/http/endpoint-route';
import { ticketEndpoints } from '../../../domain/tickets/tickets.endpoints';
import { TICKET_CATEGORIES, findCategory } from '../../../domain/tickets/ticket-categories';
import { notFound } from '../../errors';
import { createTicket, searchTickets, ticketQueue } from './tickets.service';
import { assignTicket, commentOnTicket, moveTicket, ticketAssignees, ticketView } from './ticket-lifecycle.service';

/**
 * The ticket service, under each brand's prefix (spec 000 §7: /makaanTickets; /housingTickets ours, from
 * src/domain/reference/brand.ts). One console serves the users of both brands, so both prefixes are registered,
 * and each serves only its own brand's users: the other brand's prefix answers 404 (a brand's tickets are its own).
 */
export async function ticketsRoutes(api: AppInstance): Promise<void> {
  for (const platform of PLATFORMS) brandTicketRoutes(api, platform);
}

/** 404 unless the signed-in user belongs to the brand whose prefix was called. */
function requireBrand(request: FastifyRequest, platform: Platform): void {
  if (userOf(request).domainId !== BRANDS[platform].domainId) throw notFound();
}

function brandTicketRoutes(api: AppInstance, platform: Platform): void {
  const endpoints = ticketEndpoints[platform];
  const brandRoute = <E extends (typeof endpoints)[keyof typeof endpoints]>(endpoint: E) => route(api, endpoint).guard((request) => requireBrand(request, platform));

  brandRoute(endpoints.create).service((ctx, { body }) => createTicket(ctx, body, api.deps.config.publicUrl));
  brandRoute(endpoints.search).service((ctx, { query }) => searchTickets(ctx, query));
  brandRoute(endpoints.categories).handle(() => ({ results: [...TICKET_CATEGORIES], totalCount: TICKET_CATEGORIES.length, page: 0, size: TICKET_CATEGORIES.length }));
  brandRoute(endpoints.attributes).handle(({ params }) => {
    const category = findCategory(params.id);
    if (!category) throw notFound('Ticket category not found.');
    return { id: category.id, name: category.name, subCategories: category.subCategories };
  });
  brandRoute(endpoints.queue).readService((ctx, { query }) => ticketQueue(ctx, query));
  brandRoute(endpoints.assignees).readService(async (ctx) => ({ results: await ticketAssignees(ctx) }));
  brandRoute(endpoints.view).readService((ctx, { params }) => ticketView(ctx, params.id));
  brandRoute(endpoints.status).service((ctx, { params, body }) => moveTicket(ctx, params.id, body.status_id));
  brandRoute(endpoints.assignee).service((ctx, { params, body }) => assignTicket(ctx, params.id, body.assignee_id));
  brandRoute(endpoints.comment).service((ctx, { params, body }) => commentOnTicket(ctx, params.id, body.comment));
}
