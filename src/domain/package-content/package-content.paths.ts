/**
 * The package content routes a first screen calls (the home queue's packages without content), by method and path alone: no zod, so the sign-in + home
 * budget holds (scripts/bundle-size.mjs). package-content.endpoints.ts spreads each into its declaration (the path is written
 * once); the app calls it with callRoute<typeof packageContentEndpoints.list>(packageContentRoutes.list, { ... }) (app/lib/api/call.ts).
 */
export const packageContentRoutes = {
  list: { method: 'GET', path: '/sapna/v1/package-content' },
} as const;
