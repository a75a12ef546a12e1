import type { UserDetails } from '../../../domain/auth/user-details';

/** GET /api/user/details (and the sign-in answer): who is signed in and what their roles let them do. */
export type { UserDetails };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored or received value that has the fields the shell relies on. */
export function isUserDetails(value: unknown): value is UserDetails {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.username === 'string' &&
    Array.isArray(value.roles) &&
    Array.isArray(value.capabilities) &&
    typeof value.domainId === 'number' &&
    typeof value.allowed === 'boolean'
  );
}
