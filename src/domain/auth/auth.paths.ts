/**
 * Sign-in, sign-out and who-am-I: the routes a first screen calls (the session store, on every screen), by method and path alone: no zod, so the sign-in + home
 * budget holds (scripts/bundle-size.mjs). auth.endpoints.ts spreads each into its declaration (the path is written
 * once); the app calls it with callRoute<typeof authEndpoints.userDetails>(authRoutes.userDetails, { ... }) (app/lib/api/call.ts).
 */
export const authRoutes = {
  signIn: { method: 'POST', path: '/login' },
  signOut: { method: 'POST', path: '/logout' },
  userDetails: { method: 'GET', path: '/user/details' },
} as const;
