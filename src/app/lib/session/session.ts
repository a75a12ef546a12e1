import { api, responseCache } from '../api/api';
import { createSessionStore } from './session-store';

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The app's one session store (the router's context carries it to route guards). */
export const session = createSessionStore({
  api,
  storage: browserStorage(),
  // Cached responses belong to the user who fetched them.
  onSignedOut: () => responseCache?.clear(),
});
