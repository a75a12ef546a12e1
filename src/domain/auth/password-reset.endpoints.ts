import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { failureAnswers } from '../endpoints/failures';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { AUTH_MESSAGES } from './auth-messages';

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

/**
 * POST reset-password (spec 000 §7, "domainId 2") and the confirm step the e-mailed link leads to (ours). Public:
 * the user is not signed in. A separate file from sign-in's, so the first screen does not load these schemas.
 */
export const passwordResetEndpoints = defineEndpoints({ tags: ['auth'] }, {
  request: {
    method: 'POST',
    path: '/reset-password',
    public: true,
    summary: 'Send a reset-password link to the account’s e-mail address (same answer whether or not it exists)',
    consumes: ['application/x-www-form-urlencoded', 'application/json'],
    failures: failureAnswers(400, 429),
    body: resetRequestBody,
    response: messageSchema,
  },
  confirm: {
    method: 'POST',
    path: '/reset-password/confirm',
    public: true,
    summary: 'Set a new password with the token from the reset link; signs the account out everywhere',
    consumes: ['application/x-www-form-urlencoded', 'application/json'],
    failures: failureAnswers(400),
    body: resetConfirmBody,
    response: messageSchema,
  },
});
