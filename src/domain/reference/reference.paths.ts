/**
 * The reference data route, which every screen reads, by method and path alone: this module imports nothing, so no zod
 * loads on sign-in and home (scripts/bundle-size.mjs). reference.endpoints.ts spreads each into its declaration (the
 * path is written once); the app calls one with callRoute<typeof
 * referenceEndpoints.referenceData>(referenceRoutes.referenceData, ...) (app/lib/api/call.ts).
 */
export const referenceRoutes = {
  referenceData: { method: 'GET', path: '/sapna/v1/reference-data' },
} as const;
