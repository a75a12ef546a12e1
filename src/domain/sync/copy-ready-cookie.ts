/**
 * The cookie by which a device tells the server that its copy answers its screens (issue 10): the app sets it beside
 * its copy-ready hint (src/app/lib/offline/device/copy-ready-hint.ts) and clears it at sign-out; the server then leaves the
 * first screen's read preloads out of the page it sends (src/server/static.ts). Only a hint: nothing else reads it.
 */
export const COPY_READY_COOKIE = 'console_copy_ready';
