import { useSyncExternalStore } from 'react';
import { session } from './session';
import type { SessionState } from './session-store';
import type { UserDetails } from './user-details';

/** The session as React sees it; re-renders when someone signs in, out, or the session expires. */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}

/** The signed-in user, for screens under the signed-in layout (which guarantees one). */
export function useSignedInUser(): UserDetails {
  const state = useSession();
  if (state.status !== 'signedIn') throw new Error('useSignedInUser is used outside the signed-in layout');
  return state.user;
}
