import type { Platform } from '../../../domain/reference/brand';

/**
 * Each brand's ticket routes, spelled in full (spec 000 §7, 002 §7 show the makaan ones) so the spec's paths are
 * found by search. The prefixes are BRANDS[platform].ticketServicePrefix (src/domain/reference/brand.ts); a test
 * checks they agree.
 */
export const TICKET_ROUTES: Record<Platform, { create: string; search: string; categories: string; attributes: string }> = {
  housing: {
    create: '/housingTickets/api/v1/ticket/create',
    search: '/housingTickets/api/v1/ticket/search',
    categories: '/housingTickets/api/v1/ticket/categories',
    attributes: '/housingTickets/api/v1/ticket/categories/:id/attributes',
  },
  makaan: {
    create: '/makaanTickets/api/v1/ticket/create',
    search: '/makaanTickets/api/v1/ticket/search',
    categories: '/makaanTickets/api/v1/ticket/categories',
    attributes: '/makaanTickets/api/v1/ticket/categories/:id/attributes',
  },
};
