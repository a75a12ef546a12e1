/**
 * The image review route the home queue's images to review call, by method and path alone: this module imports nothing,
 * so no zod loads on sign-in and home (scripts/bundle-size.mjs). image-review.endpoints.ts spreads each into its
 * declaration (the path is written once); the app calls one with callRoute<typeof
 * imageReviewEndpoints.queue>(imageReviewRoutes.queue, ...) (app/lib/api/call.ts).
 */
export const imageReviewRoutes = {
  queue: { method: 'POST', path: '/housingAP/image-review/flat-files' },
} as const;
