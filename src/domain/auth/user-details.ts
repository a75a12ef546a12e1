// The signed-in user as GET user/details and the login answer show it (spec 000 §7: id, email, roles,
// names, domainId, countryId), plus what the app needs to shape itself: role ids, access flags, capabilities.
import { z } from 'zod';
import { CAPABILITY_ROLES, type Capability } from './capabilities';

const capabilityNames = Object.keys(CAPABILITY_ROLES) as [Capability, ...Capability[]];

export const userDetailsSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  roles: z.array(z.string()).describe('Role names'),
  roleIds: z.array(z.number().int()).describe('Master role ids'),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  domainId: z.number().int(),
  countryId: z.number().int(),
  designationId: z.number().int().nullable(),
  parentId: z.number().int().nullable(),
  readOnly: z.boolean().describe('True when the user may not change records'),
  allowed: z.boolean().describe('False for a user without an allowed role: the app signs them out at once'),
  capabilities: z.array(z.enum(capabilityNames)).describe("What the user may do; 'workOffline': the app keeps an offline copy of their book"),
});

export type UserDetails = z.infer<typeof userDetailsSchema>;

/** The signed-in user as every server route sees it: the answer without what is derived from it. */
export type SessionUserFields = Omit<UserDetails, 'name' | 'capabilities'>;
