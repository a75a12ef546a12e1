/**
 * The payments routes a first screen calls (the home queue's payment counts), by method and path alone: no zod, so the sign-in + home
 * budget holds (scripts/bundle-size.mjs). payments.endpoints.ts spreads each into its declaration (the path is written
 * once); the app calls it with callRoute<typeof paymentEndpoints.list>(paymentRoutes.list, { ... }) (app/lib/api/call.ts).
 */
export const paymentRoutes = {
  list: { method: 'GET', path: '/sapna/v1/payment/key-search' },
} as const;
