/**
 * The people route the home queue's "Users without a role" calls, by method and path alone: this module imports
 * nothing, so no zod loads on sign-in and home (scripts/bundle-size.mjs). people.endpoints.ts spreads each into its
 * declaration (the path is written once); the app calls one with callRoute<typeof
 * peopleEndpoints.childList>(peopleRoutes.childList, ...) (app/lib/api/call.ts).
 */
export const peopleRoutes = {
  childList: { method: 'GET', path: '/mystique/v1/company-users/child-list' },
} as const;
