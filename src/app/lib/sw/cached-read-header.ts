/**
 * The header the service worker (sw/sw.ts) sets on a GET /api read it answered from its 24-hour cache because the
 * network failed, holding the time the server first sent that copy (its `date`); the API client (api-client.ts)
 * reads it to mark the answer as cached. Imported by both, so the worker's bundle and the app agree on the name;
 * this file imports nothing.
 */
export const CACHED_READ_HEADER = 'x-console-cached';
