/**
 * Sign-in, sign-out and who-am-I, which the session store calls on every screen, by method and path alone: this module
 * imports nothing, so no zod loads on sign-in and home (scripts/bundle-size.mjs). auth.endpoints.ts spreads each into
 * its declaration (the path is written once); the app calls one with callRoute<typeof
 * authEndpoints.userDetails>(authRoutes.userDetails, ...) (app/lib/api/call.ts).
 */
export const authRoutes = {
  signIn: { method: 'POST', path: '/login' },
  signOut: { method: 'POST', path: '/logout' },
  userDetails: { method: 'GET', path: '/user/details' },
} as const;
