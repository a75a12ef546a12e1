/**
 * The live view route the home queue's agents online call, by method and path alone: this module imports nothing, so no
 * zod loads on sign-in and home (scripts/bundle-size.mjs). live-view.endpoints.ts spreads each into its declaration
 * (the path is written once); the app calls one with callRoute<typeof
 * liveViewEndpoints.summary>(liveViewRoutes.summary, ...) (app/lib/api/call.ts).
 */
export const liveViewRoutes = {
  summary: { method: 'GET', path: '/sapphire/v1/agents/summary' },
} as const;
