/**
 * The ERP routes by method and path alone: the home queue counts failed pushes with erp-api.ts, which holds the ERP
 * screens' other calls too. This module imports nothing, so no zod loads on sign-in and home (scripts/bundle-size.mjs).
 * erp.endpoints.ts spreads each into its declaration (the path is written once); the app calls one with
 * callRoute<typeof erpEndpoints.events>(erpRoutes.events, ...) (app/lib/api/call.ts).
 */
export const erpRoutes = {
  entityRecords: { method: 'POST', path: '/sapna/v1/erp/get-entity-records' },
  pushManual: { method: 'POST', path: '/sapna/v1/erp/pushManualErpEvents' },
  events: { method: 'GET', path: '/sapna/v1/erp/events' },
  retry: { method: 'POST', path: '/sapna/v1/erp/events/:id/retry' },
} as const;
