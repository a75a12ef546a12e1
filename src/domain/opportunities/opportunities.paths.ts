/**
 * The opportunities routes a first screen calls (the home queue's rejected discounts), by method and path alone: no zod, so the sign-in + home
 * budget holds (scripts/bundle-size.mjs). opportunities.endpoints.ts spreads each into its declaration (the path is written
 * once); the app calls it with callRoute<typeof opportunityEndpoints.search>(opportunityRoutes.search, { ... }) (app/lib/api/call.ts).
 */
export const opportunityRoutes = {
  search: { method: 'GET', path: '/sapna/v1/opportunity/search' },
} as const;
