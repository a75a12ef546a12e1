import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { failureAnswers } from '../endpoints/failures';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { userDetailsSchema } from './user-details';
import { authRoutes } from './auth.paths';

const required = VALIDATION_MESSAGES.required;
const requiredText = z.string({ error: required }).min(1, required);

/** Sign-in's fields, as a form (the prerendered page's plain form, the app) or JSON (an API client). */
export const loginBodySchema = z.object({ username: requiredText.trim().min(1, required), password: requiredText }, { error: required });

/** Sign-in, sign-out and who-am-I (spec 000 §7 "Sign-in and session"). */
export const authEndpoints = defineEndpoints({ tags: ['auth'] }, {
  signIn: {
    ...authRoutes.signIn,
    public: true,
    scriptedSignIn: true,
    summary: 'Sign in (form body username, password); sets the httpOnly session cookie `sid`',
    consumes: ['application/x-www-form-urlencoded', 'application/json'],
    failures: failureAnswers(400, 401, 429),
    body: loginBodySchema,
    response: userDetailsSchema,
  },
  signOut: {
    ...authRoutes.signOut,
    // Works with or without a session, for every signed-in user whatever their roles.
    public: true,
    allowReadOnly: true,
    allowDisallowed: true,
    summary: 'Sign out: ends the session and clears the cookie',
    response: z.object({}),
  },
  userDetails: {
    ...authRoutes.userDetails,
    allowDisallowed: true,
    capability: 'signedIn',
    summary: 'The signed-in user: id, email, roles, names, domainId, countryId, access flags and capabilities',
    documentFailures: [401],
    response: userDetailsSchema,
  },
});
