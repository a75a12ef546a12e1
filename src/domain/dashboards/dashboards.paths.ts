/**
 * The dashboards route the home queue's follow-ups call, by method and path alone: this module imports nothing, so no
 * zod loads on sign-in and home (scripts/bundle-size.mjs). dashboards.endpoints.ts spreads each into its declaration
 * (the path is written once); the app calls one with callRoute<typeof
 * dashboardEndpoints.followUps>(dashboardRoutes.followUps, ...) (app/lib/api/call.ts).
 */
export const dashboardRoutes = {
  followUps: { method: 'GET', path: '/mystique/v1/dashboard/followups' },
} as const;
