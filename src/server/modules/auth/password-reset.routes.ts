// POST reset-password (spec 000 §7, "domainId 2") and the confirm step the e-mailed link leads to (ours).
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import { errorBody } from '../../errors';
import type { AppInstance } from '../../http';
import { AUTH_MESSAGES } from './auth-messages';
import { errorResponseSchema } from '../../shared/error-response';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service';

const required = VALIDATION_MESSAGES.required;

const resetRequestBody = z
  .object(
    {
      username: z.string().trim().optional().describe('Username or e-mail address'),
      email: z.string().trim().optional(),
      // The spec's client always sends domainId 2. Usernames are unique across both brands, so it does not narrow the lookup.
      domainId: z.coerce.number().int().optional(),
    },
    { error: required },
  )
  .refine((b) => Boolean(b.username || b.email), { message: required, path: ['username'] });

const resetConfirmBody = z.object(
  {
    token: z.string({ error: required }).min(1, required),
    password: z.string({ error: required }).min(1, required).min(8, AUTH_MESSAGES.passwordTooShort).max(1024),
  },
  { error: required },
);

const messageSchema = z.object({ message: z.string() });

export async function passwordResetRoutes(api: AppInstance): Promise<void> {
  const { config, mailer } = api.deps;

  api.post(
    '/reset-password',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Send a reset-password link to the account’s e-mail address (same answer whether or not it exists)',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: resetRequestBody,
        response: { 200: messageSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const identifier = request.body.username || request.body.email || '';
      const verdict = await requestPasswordReset({ db: api.db, config, mailer, log: request.log }, identifier, request.ip);
      if (verdict.limited) {
        return reply.status(429).header('Retry-After', String(verdict.retryAfterSeconds)).send(errorBody(429, AUTH_MESSAGES.tooManyResets));
      }
      return { message: AUTH_MESSAGES.resetSent };
    },
  );

  api.post(
    '/reset-password/confirm',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from the reset link; signs the account out everywhere',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: resetConfirmBody,
        response: { 200: messageSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { userId } = await confirmPasswordReset(api.db, request.body.token, request.body.password, request.ip);
      api.sessions.forgetUser(userId);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );
}
