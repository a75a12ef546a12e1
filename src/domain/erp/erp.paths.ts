/**
 * The ERP routes a first screen calls (the home queue's failed pushes; erp-api.ts, which it loads, holds the ERP screens' other calls), by method and path alone: no zod, so the sign-in + home
 * budget holds (scripts/bundle-size.mjs). erp.endpoints.ts spreads each into its declaration (the path is written
 * once); the app calls it with callRoute<typeof erpEndpoints.events>(erpRoutes.events, { ... }) (app/lib/api/call.ts).
 */
export const erpRoutes = {
  entityRecords: { method: 'POST', path: '/sapna/v1/erp/get-entity-records' },
  pushManual: { method: 'POST', path: '/sapna/v1/erp/pushManualErpEvents' },
  events: { method: 'GET', path: '/sapna/v1/erp/events' },
  retry: { method: 'POST', path: '/sapna/v1/erp/events/:id/retry' },
} as const;
