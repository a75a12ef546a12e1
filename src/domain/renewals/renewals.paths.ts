/**
 * The renewals routes a first screen calls (the home queue's renewals due), by method and path alone: no zod, so the sign-in + home
 * budget holds (scripts/bundle-size.mjs). renewals.endpoints.ts spreads each into its declaration (the path is written
 * once); the app calls it with callRoute<typeof renewalEndpoints.details>(renewalRoutes.details, { ... }) (app/lib/api/call.ts).
 */
export const renewalRoutes = {
  details: { method: 'POST', path: '/sapna/v1/renewal-report/details' },
} as const;
