// The access rule every /api route passes through, as a pure function so it can be tested case by case.
import { FORBIDDEN_MESSAGE } from '../../errors';
import { holdsRouteCapability, type RouteAccess } from '../../http';
import type { SessionUser } from '../../shared/http/session-user';
import { AUTH_MESSAGES } from './auth-messages';

export type AccessDecision = { allow: true } | { allow: false; status: 401 | 403; msg: string };

/** Methods that change nothing: read-only users may make them. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Public routes let anyone through. Otherwise: no session → 401; a user without an allowed role → 403
 * (spec 000 §6: signed out at once) unless the route serves exactly that case; a read-only user writing → 403
 * unless the route is a write read-only users may make (sign-out, their own activity); a user without the route's
 * capability → 403 (with the route's refusal message when it has one).
 */
export function accessDecision(
  user: Pick<SessionUser, 'allowed' | 'readOnly' | 'roles' | 'designationId'> | null,
  method: string,
  config: RouteAccess | undefined,
): AccessDecision {
  if (config?.public) return { allow: true };
  if (!user) return { allow: false, status: 401, msg: AUTH_MESSAGES.signInRequired };
  if (!user.allowed && !config?.allowDisallowed) return { allow: false, status: 403, msg: AUTH_MESSAGES.notAllowed };
  if (user.readOnly && !SAFE_METHODS.has(method.toUpperCase()) && !config?.allowReadOnly) {
    return { allow: false, status: 403, msg: AUTH_MESSAGES.readOnly };
  }
  if (user.allowed && config?.capability && !holdsRouteCapability(user, config.capability)) {
    return { allow: false, status: 403, msg: config.refusal ?? FORBIDDEN_MESSAGE };
  }
  return { allow: true };
}
