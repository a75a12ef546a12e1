import { canSignIn } from '../../../domain/auth/roles';
import { LOGIN_FAILED_MESSAGE } from '../../../domain/errors/messages';
import type { authEndpoints } from '../../../domain/auth/auth.endpoints';
import { authRoutes } from '../../../domain/auth/auth.paths';
import type { ApiClient } from '../api/api-client';
import { isApiFailure } from '../api/api-failure';
import { onApiFailure } from '../api/api-failure-events';
import { createCallRoute } from '../api/call';
import { isUserDetails, type UserDetails } from './user-details';

/**
 * Who is signed in, loaded once from GET /api/user/details and kept here.
 * - A 401 means signed out.
 * - No answer at all (offline) opens the shell with the last user this device saw, marked `offline`, so the
 *   installed app still starts without a network; the server still decides every call.
 * - A 401 from any later call (session expired) signs the shell out.
 */
export type SessionState =
  | { status: 'unknown' }
  | { status: 'signedIn'; user: UserDetails; offline: boolean }
  | { status: 'signedOut'; reason: 'notSignedIn' | 'signedOut' | 'expired' };

export type SignInResult = { ok: true; user: UserDetails } | { ok: false; message: string; signedOutAgain: boolean };

/** Shown when a user holds no role that may use the console (spec 000 §6: signed out at once). Ours. */
import { ROLE_NOT_ALLOWED_MESSAGE } from '../../../domain/auth/roles';

export { ROLE_NOT_ALLOWED_MESSAGE };

const STORED_USER_KEY = 'console.session.user';

export type SessionStore = {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** The session, loading it on first use. Rejects only when the server fails and no user is known. */
  ensure(): Promise<SessionState>;
  /** Asks the server again (e.g. coming back online). */
  refresh(): Promise<SessionState>;
  signIn(username: string, password: string): Promise<SignInResult>;
  /** Ends the session on the server; rejects (and stays signed in) when the server cannot be reached. */
  signOut(): Promise<void>;
  /**
   * The server refused the session outside the API client (the sync engine got a 401): treat it as expired, so
   * the shell sends the user to sign in again. The device's data stays.
   */
  expire(): void;
  /** Stops listening to API failures (tests create several stores). */
  dispose(): void;
};

export type SessionStoreDeps = {
  api: ApiClient;
  /** Where the last known user is kept for offline starts (localStorage in the browser). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Called after sign-out so nothing of the previous user stays in browser storage. */
  onSignedOut?: () => void;
  /**
   * True once when the page itself says nobody is signed in (the server marks the sign-in page it sends to a
   * request without a session cookie): the first load then needs no request, which would only answer 401.
   */
  pageSaysSignedOut?: () => boolean;
  /** True when the browser knows it has no network (navigator.onLine false): the stored user is used unasked. */
  isOffline?: () => boolean;
};

function loginFailureMessage(error: unknown): string {
  // The server's own message when it sent one (wrong password, throttled, inactive), else 'Login Failed'.
  if (isApiFailure(error) && error.data && typeof error.data === 'object') {
    const msg = (error.data as { error?: { msg?: unknown } }).error?.msg;
    if (typeof msg === 'string' && msg.trim() !== '') return msg;
  }
  return LOGIN_FAILED_MESSAGE;
}

export function createSessionStore(deps: SessionStoreDeps): SessionStore {
  let state: SessionState = { status: 'unknown' };
  let loading: Promise<SessionState> | null = null;
  const listeners = new Set<() => void>();
  const callRoute = createCallRoute(deps.api);
  const signOutOnServer = () => callRoute<typeof authEndpoints.signOut>(authRoutes.signOut, { notify: false });

  function set(next: SessionState) {
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function storedUser(): UserDetails | null {
    try {
      const parsed: unknown = JSON.parse(deps.storage?.getItem(STORED_USER_KEY) ?? 'null');
      return isUserDetails(parsed) && parsed.allowed ? parsed : null;
    } catch {
      return null;
    }
  }

  function remember(user: UserDetails | null) {
    try {
      if (user) deps.storage?.setItem(STORED_USER_KEY, JSON.stringify(user));
      else deps.storage?.removeItem(STORED_USER_KEY);
    } catch {
      // Storage unavailable or full: the shell then simply cannot open offline.
    }
  }

  function signedOut(reason: 'notSignedIn' | 'signedOut' | 'expired') {
    remember(null);
    set({ status: 'signedOut', reason });
  }

  async function load(): Promise<SessionState> {
    if (deps.pageSaysSignedOut?.()) {
      signedOut('notSignedIn');
      return state;
    }
    // The browser says there is no network: the device's user opens the shell at once (issue 10, instant offline
    // start); asking would only fail. The server is asked when the network returns (use-session-guard.ts).
    const known = deps.isOffline?.() ? storedUser() : null;
    if (known) {
      set({ status: 'signedIn', user: known, offline: true });
      return state;
    }
    try {
      const user: UserDetails = await callRoute<typeof authEndpoints.userDetails>(authRoutes.userDetails, { notify: false });
      if (!user.allowed || !canSignIn(user.roles)) {
        // Signed in elsewhere with a role that may not use the console: end that session too.
        await signOutOnServer().catch(() => undefined);
        signedOut('notSignedIn');
      } else {
        remember(user);
        set({ status: 'signedIn', user, offline: false });
      }
    } catch (error) {
      if (isApiFailure(error) && error.status === 401) {
        signedOut('notSignedIn');
      } else {
        const known = storedUser();
        if (!known) throw error;
        set({ status: 'signedIn', user: known, offline: true });
      }
    }
    return state;
  }

  function refresh(): Promise<SessionState> {
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  }

  // A 401 from any call made while signed in: the session has expired.
  const stopListening = onApiFailure(({ failure, path }) => {
    if (failure.status === 401 && state.status === 'signedIn' && path !== '/login') signedOut('expired');
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    ensure: () => (state.status === 'unknown' ? refresh() : Promise.resolve(state)),
    refresh,
    async signIn(username, password) {
      let user: UserDetails;
      try {
        user = await callRoute<typeof authEndpoints.signIn>(authRoutes.signIn, { form: { username, password }, notify: false });
      } catch (error) {
        return { ok: false, message: loginFailureMessage(error), signedOutAgain: false };
      }
      if (!user.allowed || !canSignIn(user.roles)) {
        await signOutOnServer().catch(() => undefined);
        signedOut('notSignedIn');
        deps.onSignedOut?.();
        return { ok: false, message: ROLE_NOT_ALLOWED_MESSAGE, signedOutAgain: true };
      }
      remember(user);
      set({ status: 'signedIn', user, offline: false });
      return { ok: true, user };
    },
    async signOut() {
      await signOutOnServer();
      signedOut('signedOut');
      deps.onSignedOut?.();
    },
    expire() {
      if (state.status === 'signedIn') signedOut('expired');
    },
    dispose: stopListening,
  };
}
