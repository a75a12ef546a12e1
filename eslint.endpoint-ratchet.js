// The endpoint ratchet (issue 53): routes are declared once, in the endpoint table (src/domain/<area>/<area>.endpoints.ts).
// A server file registers a route only through route(api, endpoint) (src/server/shared/http/endpoint-route.ts), and an app
// file calls the API only through call(endpoint, ...) (src/app/lib/api/call.ts). The files below predate the table
// and still declare routes or call paths by hand; an area that moves to the table leaves this list, and no file may
// join it (a new hand-written route or call fails lint).

/** Server files that still declare routes with api.get/post/put/patch/delete/route. */
export const HAND_ROUTE_SERVER_FILES = [
  // Infrastructure, not the API's routes: the OpenAPI document and health (app.ts), the built app's files (static.ts).
  'src/server/app.ts',
  'src/server/shared/http/endpoint-route.ts',
  'src/server/static.ts',
];

/** App files that still call the API with api.get/post/put/patch/delete/request and a hand-written path. */
export const HAND_CALL_APP_FILES = [
];
