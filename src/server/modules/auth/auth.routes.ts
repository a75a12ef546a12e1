// Sign-in, sign-out and who-am-I (spec 000 §7 "Sign-in and session").
import { authEndpoints as endpoints } from '../../../domain/auth/auth.endpoints';
import { ApiError, errorBody } from '../../errors';
import type { LoginErrorCode } from './login-errors';
import { AUTH_MESSAGES } from './auth-messages';
import { userOf, type AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { signIn, ThrottledError } from './login.service';
import { deleteSession, markOfflineUnlessSignedInElsewhere } from './session.repo';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { sessionTokenOf } from './session-hook';
import { hashToken } from './session-token';
import { userDetailsOf } from './user-details';

/** A browser's own form submission (it asks for a page), as opposed to the app's fetch (it asks for JSON). */
function isPlainFormNavigation(headers: { accept?: string; 'content-type'?: string }): boolean {
  return (headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') && (headers.accept ?? '').includes('text/html');
}

function plainFormErrorCode(error: unknown): LoginErrorCode {
  if (error instanceof ThrottledError) return 'throttled';
  if (error instanceof ApiError && error.status === 401) return error.message === AUTH_MESSAGES.inactiveAccount ? 'inactive' : 'invalid';
  return 'failed';
}

/** The sign-in, sign-out and who-am-I endpoints (domain/auth/auth.endpoints.ts). */
export async function authRoutes(api: AppInstance): Promise<void> {
  const { config } = api.deps;

  route(api, endpoints.signIn).handle(async (request, reply) => {
    // The sign-in screen rendered at build time posts here as a plain form before the app's JavaScript loads
    // (scripts/prerender-login.mjs): the browser navigates, so it gets a redirect, not JSON.
    const fromPlainForm = isPlainFormNavigation(request.headers);
    try {
      const signedIn = await signIn(api.db, config, {
        username: request.body.username,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        previousToken: sessionTokenOf(request),
      });
      const previousToken = sessionTokenOf(request);
      if (previousToken) api.sessions.forget(hashToken(previousToken));
      if (fromPlainForm && !signedIn.user.allowed) {
        // The app signs such a user out at once with a message; before its code loads, the server does both.
        const tokenHash = hashToken(signedIn.token);
        api.sessions.forget(tokenHash);
        await deleteSession(api.db, tokenHash);
        await markOfflineUnlessSignedInElsewhere(api.db, signedIn.user.id, new Date());
        return reply.redirect('/login?error=notAllowed', 303);
      }
      setSessionCookie(reply, config, signedIn.token, signedIn.expiresAt, new Date());
      if (fromPlainForm) return reply.redirect('/home', 303);
      return userDetailsOf(signedIn.user);
    } catch (error) {
      if (fromPlainForm) return reply.redirect(`/login?error=${plainFormErrorCode(error)}`, 303);
      if (error instanceof ThrottledError) {
        return reply.status(429).header('Retry-After', String(error.retryAfterSeconds)).send(errorBody(429, error.message));
      }
      throw error;
    }
  });

  route(api, endpoints.signOut).handle(async (request, reply) => {
    const token = sessionTokenOf(request);
    if (token) {
      const now = new Date();
      const tokenHash = hashToken(token);
      api.sessions.forget(tokenHash);
      const userId = await deleteSession(api.db, tokenHash);
      if (userId !== null) await markOfflineUnlessSignedInElsewhere(api.db, userId, now);
    }
    clearSessionCookie(reply, config);
    return {};
  });

  route(api, endpoints.userDetails).handle((request) => userDetailsOf(userOf(request)));
}
