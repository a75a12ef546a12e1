/**
 * The reference routes a first screen calls (the reference data every screen reads), by method and path alone: no zod, so the sign-in + home
 * budget holds (scripts/bundle-size.mjs). reference.endpoints.ts spreads each into its declaration (the path is written
 * once); the app calls it with callRoute<typeof referenceEndpoints.referenceData>(referenceRoutes.referenceData, { ... }) (app/lib/api/call.ts).
 */
export const referenceRoutes = {
  referenceData: { method: 'GET', path: '/sapna/v1/reference-data' },
} as const;
