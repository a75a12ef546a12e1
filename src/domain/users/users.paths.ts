/**
 * The users routes a first screen calls (the shell's activity mark and the agent's online toggle), by method and path alone: no zod, so the sign-in + home
 * budget holds (scripts/bundle-size.mjs). users.endpoints.ts spreads each into its declaration (the path is written
 * once); the app calls it with callRoute<typeof userEndpoints.activity>(userRoutes.activity, { ... }) (app/lib/api/call.ts).
 */
export const userRoutes = {
  activity: { method: 'GET', path: '/user/activity' },
  recordActivity: { method: 'PUT', path: '/user/activity' },
  agentStatus: { method: 'GET', path: '/sapphire/v1/agents/status' },
  setAgentStatus: { method: 'PUT', path: '/sapphire/v1/agents/status' },
} as const;
