/**
 * The header every request the console itself makes carries (the API client, the sync transport, downloads and
 * uploads). A page on another site cannot send it: a custom header needs a CORS preflight the server never
 * grants. The server accepts a state-changing request only with it or from the console's own origin
 * (server/shared/http/request-defence.ts, README "Request defence").
 */
export const CONSOLE_REQUEST_HEADER = 'x-requested-with';
export const CONSOLE_REQUEST_VALUE = 'sales-console';

/** The header as fetch takes it. */
export const CONSOLE_REQUEST_HEADERS: Readonly<Record<string, string>> = { [CONSOLE_REQUEST_HEADER]: CONSOLE_REQUEST_VALUE };
