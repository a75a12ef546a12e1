import { SCREEN_ACCESS } from '../../../domain/auth/screen-access';
import type { ScreenPath } from '../../../domain/auth/screens';
import type { UserDetails } from './user-details';

/** Thrown by a route whose screen the user's roles do not open; the error screen says so plainly. */
export class AccessDeniedError extends Error {
  constructor(message = 'You do not have access to this page.') {
    super(message);
    this.name = 'AccessDeniedError';
  }
}

/**
 * For a signed-in route's beforeLoad: `beforeLoad: ({ context }) => requireScreen(context.user, '/manage-regions')`.
 * Who may open the screen comes from the screens table (domain/auth/screens.ts: whoever may call the endpoints it is
 * for), resolved in domain/auth/screen-access.ts. The server refuses the calls anyway; this keeps the user from a
 * screen that could only fail.
 */
export function requireScreen(user: UserDetails, screen: ScreenPath): void {
  if (!SCREEN_ACCESS[screen].open.some((capability) => user.capabilities.includes(capability))) throw new AccessDeniedError();
}
