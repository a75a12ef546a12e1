/**
 * The users routes the shell calls (the day's activity, the agent's online toggle), by method and path alone: this
 * module imports nothing, so no zod loads on sign-in and home (scripts/bundle-size.mjs). users.endpoints.ts spreads
 * each into its declaration (the path is written once); the app calls one with callRoute<typeof
 * userEndpoints.activity>(userRoutes.activity, ...) (app/lib/api/call.ts).
 */
export const userRoutes = {
  activity: { method: 'GET', path: '/user/activity' },
  recordActivity: { method: 'PUT', path: '/user/activity' },
  agentStatus: { method: 'GET', path: '/sapphire/v1/agents/status' },
  setAgentStatus: { method: 'PUT', path: '/sapphire/v1/agents/status' },
} as const;
