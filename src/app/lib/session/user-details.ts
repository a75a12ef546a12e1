import type { Capability } from '../../../domain/auth/capabilities';

/** GET /api/user/details (and the sign-in answer): who is signed in and what their roles let them do. */
export type UserDetails = {
  id: number;
  username: string;
  email: string;
  roles: string[];
  roleIds: number[];
  firstName: string;
  lastName: string;
  name: string;
  domainId: number;
  countryId: number;
  designationId: number | null;
  parentId: number | null;
  readOnly: boolean;
  /** False for a user without an allowed role: the app signs them out at once. */
  allowed: boolean;
  capabilities: Capability[];
};

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
