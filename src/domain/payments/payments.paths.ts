/**
 * The payments route the home queue's payment counts call, by method and path alone: this module imports nothing, so no
 * zod loads on sign-in and home (scripts/bundle-size.mjs). payments.endpoints.ts spreads each into its declaration (the
 * path is written once); the app calls one with callRoute<typeof paymentEndpoints.list>(paymentRoutes.list, ...)
 * (app/lib/api/call.ts).
 */
export const paymentRoutes = {
  list: { method: 'GET', path: '/sapna/v1/payment/key-search' },
} as const;
