/**
 * The image review routes a first screen calls (the home queue's images to review), by method and path alone: no zod, so the sign-in + home
 * budget holds (scripts/bundle-size.mjs). image-review.endpoints.ts spreads each into its declaration (the path is written
 * once); the app calls it with callRoute<typeof imageReviewEndpoints.queue>(imageReviewRoutes.queue, { ... }) (app/lib/api/call.ts).
 */
export const imageReviewRoutes = {
  queue: { method: 'POST', path: '/housingAP/image-review/flat-files' },
} as const;
