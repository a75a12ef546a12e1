/**
 * The approvals routes the home queue's approval counts call, by method and path alone: this module imports nothing, so
 * no zod loads on sign-in and home (scripts/bundle-size.mjs). approvals.endpoints.ts spreads each into its declaration
 * (the path is written once); the app calls one with callRoute<typeof approvalEndpoints.inbox>(approvalRoutes.inbox,
 * ...) (app/lib/api/call.ts).
 */
export const approvalRoutes = {
  inbox: { method: 'GET', path: '/sapna/v1/approval/inbox' },
} as const;
