/**
 * The analytics beacon's route by method and path alone: the app's analytics queue (app/lib/analytics) sends to it
 * with fetch or navigator.sendBeacon from the first screens. This module imports nothing, so no zod loads with it
 * (scripts/bundle-size.mjs); analytics.endpoints.ts spreads it into its declaration (the path is written once).
 */
export const analyticsRoutes = {
  events: { method: 'POST', path: '/sapna/v1/analytics/events' },
} as const;
