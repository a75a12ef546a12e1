/**
 * The package content route the home queue's packages without content call, by method and path alone: this module
 * imports nothing, so no zod loads on sign-in and home (scripts/bundle-size.mjs). package-content.endpoints.ts spreads
 * each into its declaration (the path is written once); the app calls one with callRoute<typeof
 * packageContentEndpoints.list>(packageContentRoutes.list, ...) (app/lib/api/call.ts).
 */
export const packageContentRoutes = {
  list: { method: 'GET', path: '/sapna/v1/package-content' },
} as const;
