/**
 * The live view routes a first screen calls (the home queue's agents online), by method and path alone: no zod, so the sign-in + home
 * budget holds (scripts/bundle-size.mjs). live-view.endpoints.ts spreads each into its declaration (the path is written
 * once); the app calls it with callRoute<typeof liveViewEndpoints.summary>(liveViewRoutes.summary, { ... }) (app/lib/api/call.ts).
 */
export const liveViewRoutes = {
  summary: { method: 'GET', path: '/sapphire/v1/agents/summary' },
} as const;
