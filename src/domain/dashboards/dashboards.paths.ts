/**
 * The dashboards routes a first screen calls (the home queue's follow-ups), by method and path alone: no zod, so the sign-in + home
 * budget holds (scripts/bundle-size.mjs). dashboards.endpoints.ts spreads each into its declaration (the path is written
 * once); the app calls it with callRoute<typeof dashboardEndpoints.followUps>(dashboardRoutes.followUps, { ... }) (app/lib/api/call.ts).
 */
export const dashboardRoutes = {
  followUps: { method: 'GET', path: '/mystique/v1/dashboard/followups' },
} as const;
