/**
 * The opportunities route the home queue's rejected discounts call, by method and path alone: this module imports
 * nothing, so no zod loads on sign-in and home (scripts/bundle-size.mjs). opportunities.endpoints.ts spreads each into
 * its declaration (the path is written once); the app calls one with callRoute<typeof
 * opportunityEndpoints.search>(opportunityRoutes.search, ...) (app/lib/api/call.ts).
 */
export const opportunityRoutes = {
  search: { method: 'GET', path: '/sapna/v1/opportunity/search' },
} as const;
