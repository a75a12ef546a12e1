import type { Platform } from '../reference/brand';

/**
 * Each brand's ticket routes, spelled in full (spec 000 §7, 002 §7 show the makaan ones) so the spec's paths are
 * found by search. The prefixes are BRANDS[platform].ticketServicePrefix (src/domain/reference/brand.ts); a test
 * checks they agree.
 */
export type TicketPaths = {
  create: string;
  search: string;
  categories: string;
  attributes: string;
  /** Issue 52: the ticket page, its moves, assignment and comments, the Ticketing queue and its assignees. */
  view: string;
  status: string;
  assignee: string;
  comment: string;
  queue: string;
  assignees: string;
};

export const TICKET_PATHS: Record<Platform, TicketPaths> = {
  housing: {
    create: '/housingTickets/api/v1/ticket/create',
    search: '/housingTickets/api/v1/ticket/search',
    categories: '/housingTickets/api/v1/ticket/categories',
    attributes: '/housingTickets/api/v1/ticket/categories/:id/attributes',
    view: '/housingTickets/api/v1/ticket/:id',
    status: '/housingTickets/api/v1/ticket/:id/status',
    assignee: '/housingTickets/api/v1/ticket/:id/assignee',
    comment: '/housingTickets/api/v1/ticket/:id/comment',
    queue: '/housingTickets/api/v1/ticket/queue',
    assignees: '/housingTickets/api/v1/ticket/assignees',
  },
  makaan: {
    create: '/makaanTickets/api/v1/ticket/create',
    search: '/makaanTickets/api/v1/ticket/search',
    categories: '/makaanTickets/api/v1/ticket/categories',
    attributes: '/makaanTickets/api/v1/ticket/categories/:id/attributes',
    view: '/makaanTickets/api/v1/ticket/:id',
    status: '/makaanTickets/api/v1/ticket/:id/status',
    assignee: '/makaanTickets/api/v1/ticket/:id/assignee',
    comment: '/makaanTickets/api/v1/ticket/:id/comment',
    queue: '/makaanTickets/api/v1/ticket/queue',
    assignees: '/makaanTickets/api/v1/ticket/assignees',
  },
};
