/**
 * The renewals route the home queue's renewals due call, by method and path alone: this module imports nothing, so no
 * zod loads on sign-in and home (scripts/bundle-size.mjs). renewals.endpoints.ts spreads each into its declaration (the
 * path is written once); the app calls one with callRoute<typeof renewalEndpoints.details>(renewalRoutes.details, ...)
 * (app/lib/api/call.ts).
 */
export const renewalRoutes = {
  details: { method: 'POST', path: '/sapna/v1/renewal-report/details' },
} as const;
