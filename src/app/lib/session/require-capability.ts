import type { Capability } from '../../../domain/auth/capabilities';
import type { UserDetails } from './user-details';

/** Thrown by a route whose screen the user's roles do not open; the error screen says so plainly. */
export class AccessDeniedError extends Error {
  constructor(message = 'You do not have access to this page.') {
    super(message);
    this.name = 'AccessDeniedError';
  }
}

/**
 * For a signed-in route's beforeLoad: `beforeLoad: ({ context }) => requireCapability(context.user, 'people')`.
 * The server refuses the calls anyway; this keeps the user from a screen that could only fail.
 */
export function requireCapability(user: UserDetails, ...anyOf: Capability[]): void {
  if (!anyOf.some((capability) => user.capabilities.includes(capability))) throw new AccessDeniedError();
}
