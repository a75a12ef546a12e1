// What a plain-form sign-in (the screen rendered at build time, before the app's JavaScript) comes back with.
import { ROLE_NOT_ALLOWED_MESSAGE } from '../../../domain/auth/roles';
import { AUTH_MESSAGES } from './auth-messages';

/** The messages a plain-form sign-in can come back with (/login?error=…); codes only, never text from the URL. */
export const LOGIN_ERRORS = {
  invalid: AUTH_MESSAGES.invalidCredentials,
  inactive: AUTH_MESSAGES.inactiveAccount,
  throttled: AUTH_MESSAGES.tooManySignIns,
  notAllowed: ROLE_NOT_ALLOWED_MESSAGE,
  failed: 'Login Failed',
} as const;
export type LoginErrorCode = keyof typeof LOGIN_ERRORS;

export function loginErrorOf(url: string): string | null {
  const code = new URLSearchParams(url.split('?')[1] ?? '').get('error');
  return code && Object.hasOwn(LOGIN_ERRORS, code) ? LOGIN_ERRORS[code as LoginErrorCode] : null;
}
