/**
 * The people routes a first screen calls (the home queue's users without a role), by method and path alone: no zod, so the sign-in + home
 * budget holds (scripts/bundle-size.mjs). people.endpoints.ts spreads each into its declaration (the path is written
 * once); the app calls it with callRoute<typeof peopleEndpoints.childList>(peopleRoutes.childList, { ... }) (app/lib/api/call.ts).
 */
export const peopleRoutes = {
  childList: { method: 'GET', path: '/mystique/v1/company-users/child-list' },
} as const;
