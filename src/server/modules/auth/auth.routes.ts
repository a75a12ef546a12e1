// Sign-in, sign-out and who-am-I (spec 000 §7 "Sign-in and session").
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import { ApiError, errorBody } from '../../errors';
import type { LoginErrorCode } from './login-errors';
import { AUTH_MESSAGES } from './auth-messages';
import { userOf, type AppInstance } from '../../http';
import { signIn, ThrottledError } from './login.service';
import { deleteSession, markOfflineUnlessSignedInElsewhere } from './session.repo';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { sessionTokenOf } from './session-hook';
import { hashToken } from './session-token';
import { errorResponseSchema } from '../../shared/error-response';
import { userDetailsOf, userDetailsSchema } from './user-details';

const required = VALIDATION_MESSAGES.required;
const requiredText = z.string({ error: required }).min(1, required);

const loginBody = z.object({ username: requiredText.trim().min(1, required), password: requiredText }, { error: required });

/** A browser's own form submission (it asks for a page), as opposed to the app's fetch (it asks for JSON). */
function isPlainFormNavigation(headers: { accept?: string; 'content-type'?: string }): boolean {
  return (headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') && (headers.accept ?? '').includes('text/html');
}

function plainFormErrorCode(error: unknown): LoginErrorCode {
  if (error instanceof ThrottledError) return 'throttled';
  if (error instanceof ApiError && error.status === 401) return error.message === AUTH_MESSAGES.inactiveAccount ? 'inactive' : 'invalid';
  return 'failed';
}

export async function authRoutes(api: AppInstance): Promise<void> {
  const { config } = api.deps;

  api.post(
    '/login',
    {
      config: { public: true, scriptedSignIn: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in (form body username, password); sets the httpOnly session cookie `sid`',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: loginBody,
        response: { 200: userDetailsSchema, 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
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
    },
  );

  api.post(
    '/logout',
    {
      // Works with or without a session, for every signed-in user whatever their roles.
      config: { public: true, allowReadOnly: true, allowDisallowed: true },
      schema: { tags: ['auth'], summary: 'Sign out: ends the session and clears the cookie', response: { 200: z.object({}) } },
    },
    async (request, reply) => {
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
    },
  );

  api.get(
    '/user/details',
    {
      config: { allowDisallowed: true, capability: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user: id, email, roles, names, domainId, countryId, access flags and capabilities',
        security: [{ session: [] }],
        response: { 200: userDetailsSchema, 401: errorResponseSchema },
      },
    },
    async (request) => userDetailsOf(userOf(request)),
  );
}
