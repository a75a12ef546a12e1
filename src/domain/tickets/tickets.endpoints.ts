import { z } from 'zod';
import { defineEndpoints, uncheckedAnswer } from '../endpoints/endpoint';
import { idParam, pageParam } from '../endpoints/params';
import { pagedSchema, type Paged } from '../paging/paged';
import { PLATFORMS, platformForDomainId, type Platform } from '../reference/brand';
import { ENTITY_TYPES } from '../reference/ids';
import {
  ticketAssigneeSchema,
  ticketAssignSchema,
  ticketCommentInputSchema,
  ticketCreatedSchema,
  ticketCreateSchema,
  ticketMoveSchema,
  ticketQueueQuerySchema,
  ticketQueueRowSchema,
  ticketSchema,
  ticketViewSchema,
  type TicketCategory,
} from './ticket-answers';
import { TICKET_PATHS } from './ticket-paths';

const ticketId = z.object({ id: idParam() });

/**
 * One brand's ticket service (spec 000 §7: /makaanTickets; /housingTickets ours): the same endpoints under each
 * brand's prefix (ticket-paths.ts). Raising and reading follow sales (sell, readSales); working the queue is the
 * Ticketing role's ('workTickets', a read-only role for sales records, so its writes allow read-only users).
 */
function brandTicketEndpoints(platform: Platform) {
  const paths = TICKET_PATHS[platform];
  return defineEndpoints({ tags: ['tickets'], capability: 'workTickets' }, {
    create: {
      method: 'POST',
      path: paths.create,
      capability: 'sell',
      description: 'Raises a ticket (spec 000 §3 payload). status_id, type_id and priority_id are always 1; the reporter is the signed-in user.',
      body: ticketCreateSchema,
      response: ticketCreatedSchema,
    },
    search: {
      method: 'GET',
      path: paths.search,
      capability: 'readSales',
      description: 'Tickets raised on one opportunity (1) or account (3), newest first, 10 a page.',
      query: z.object({
        entity_type_id: z.coerce.number().pipe(z.union([z.literal(ENTITY_TYPES.OPPORTUNITY), z.literal(ENTITY_TYPES.ACCOUNT)])),
        entity_id: idParam(),
        page: pageParam(),
      }),
      response: pagedSchema(ticketSchema),
    },
    categories: {
      method: 'GET',
      path: paths.categories,
      capability: 'readSales',
      description: 'Ticket categories with their sub-categories and attribute definitions.',
      response: uncheckedAnswer<Paged<TicketCategory>>(),
    },
    attributes: {
      method: 'GET',
      path: paths.attributes,
      capability: 'readSales',
      description: "A ticket category's sub-categories with their attribute definitions; 404 for an unknown category.",
      params: z.object({ id: idParam() }),
      response: uncheckedAnswer<TicketCategory>(),
    },
    queue: {
      method: 'GET',
      path: paths.queue,
      description:
        "The Ticketing queue: every ticket of the caller's brand, newest first, 10 a page; by key or summary text (q), status_id, category_id, assignee (a user id or 'unassigned').",
      query: ticketQueueQuerySchema.extend({ page: pageParam() }),
      response: pagedSchema(ticketQueueRowSchema),
    },
    assignees: {
      method: 'GET',
      path: paths.assignees,
      description: "The active Ticketing users of the caller's brand: who a ticket may be assigned to.",
      response: z.object({ results: z.array(ticketAssigneeSchema) }),
    },
    view: {
      method: 'GET',
      path: paths.view,
      capability: ['readSales', 'workTickets'],
      description:
        "A ticket with its comments and history, and the moves the caller may make. Its brand's Ticketing team, its raiser and readers of its record see it; 404 otherwise.",
      params: ticketId,
      response: ticketViewSchema,
    },
    status: {
      method: 'PUT',
      path: paths.status,
      allowReadOnly: true,
      description:
        'Moves a ticket: Open → In Progress or Closed; In Progress → Resolved or Closed; Resolved → Closed or back to In Progress. Any other move is 409. Notifies its raiser.',
      params: ticketId,
      body: ticketMoveSchema,
      response: ticketViewSchema,
    },
    assignee: {
      method: 'PUT',
      path: paths.assignee,
      allowReadOnly: true,
      description: 'Assigns a ticket to an active Ticketing user of the brand (assignee_id), or unassigns it (null). A Closed ticket is 409.',
      params: ticketId,
      body: ticketAssignSchema,
      response: ticketViewSchema,
    },
    comment: {
      method: 'POST',
      path: paths.comment,
      capability: ['sell', 'workTickets'],
      allowReadOnly: true,
      description: "Adds a comment to a ticket: its brand's Ticketing team, or a seller who sees the ticket.",
      params: ticketId,
      body: ticketCommentInputSchema,
      response: ticketViewSchema,
    },
  });
}

export type TicketEndpoints = ReturnType<typeof brandTicketEndpoints>;

/** Each brand's ticket endpoints. */
export const ticketEndpoints = Object.fromEntries(PLATFORMS.map((platform) => [platform, brandTicketEndpoints(platform)])) as Record<Platform, TicketEndpoints>;

/** The ticket endpoints of a user's brand (by the user's domain id; housing when unknown, as the app always did). */
export function ticketEndpointsOf(domainId: number): TicketEndpoints {
  return ticketEndpoints[platformForDomainId(domainId) ?? 'housing'];
}
