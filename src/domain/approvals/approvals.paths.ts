/**
 * The approvals routes a first screen calls (the home queue's approval counts), by method and path alone: no zod, so the sign-in + home
 * budget holds (scripts/bundle-size.mjs). approvals.endpoints.ts spreads each into its declaration (the path is written
 * once); the app calls it with callRoute<typeof approvalEndpoints.inbox>(approvalRoutes.inbox, { ... }) (app/lib/api/call.ts).
 */
export const approvalRoutes = {
  inbox: { method: 'GET', path: '/sapna/v1/approval/inbox' },
} as const;
