import { api, responseCache } from '../api/api';
import { browserSaysOffline, browserStorage } from '../browser';
import { createSessionStore } from './session-store';

/**
 * The server marks the sign-in page it sends without a session cookie (`<meta name="console-session"
 * content="none">`, src/server/static.ts). Read once and removed: later loads (after signing in) ask the server.
 */
function pageSaysSignedOut(): boolean {
  if (typeof document === 'undefined') return false;
  const mark = document.querySelector('meta[name="console-session"][content="none"]');
  mark?.remove();
  return mark !== null;
}

/** The app's one session store (the router's context carries it to route guards). */
export const session = createSessionStore({
  api,
  storage: browserStorage(),
  // Cached responses belong to the user who fetched them.
  onSignedOut: () => responseCache?.clear(),
  pageSaysSignedOut,
  isOffline: browserSaysOffline,
});
