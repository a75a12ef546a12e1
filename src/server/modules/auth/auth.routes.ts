// Sign-in, sign-out and who-am-I (spec 000 §7 "Sign-in and session").
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import { errorBody } from '../../errors';
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

export async function authRoutes(api: AppInstance): Promise<void> {
  const { config } = api.deps;

  api.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in (form body username, password); sets the httpOnly session cookie `sid`',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: loginBody,
        response: { 200: userDetailsSchema, 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
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
        setSessionCookie(reply, config, signedIn.token, signedIn.expiresAt, new Date());
        return userDetailsOf(signedIn.user);
      } catch (error) {
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
      config: { allowDisallowed: true },
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
