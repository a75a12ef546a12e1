import { describe, expect, it } from 'vitest';
import { ROLES } from '../auth/roles';
import { ACCOUNT_LINK_SHARING_MESSAGES as M, accountLinkSharingRefusal, accountLinkSharingSettingsOf } from './account-link-sharing';

const owner = { roles: [ROLES.HOUSING_OWNER_AGENT.name], email: 'Owner@Example.test' };
const admin = { roles: [ROLES.ADMIN.name], email: 'admin@example.test' };
const agent = { roles: [ROLES.HOUSING_SALES_AGENT.name], email: 'agent@example.test' };
const on = (allowList: string[]) => ({ enabled: true, allowList });

describe('account-link sharing (spec 000 §6)', () => {
  it('lets an owner agent or an admin on the allow-list share while the property is on', () => {
    expect(accountLinkSharingRefusal(owner, on(['owner@example.test']))).toBeNull();
    expect(accountLinkSharingRefusal(admin, on(['admin@example.test']))).toBeNull();
  });

  it('refuses other roles whatever the settings say', () => {
    expect(accountLinkSharingRefusal(agent, on(['agent@example.test']))).toBe(M.role);
    expect(accountLinkSharingRefusal({ roles: [ROLES.RCM_USER.name], email: 'r@example.test' }, on(['r@example.test']))).toBe(M.role);
  });

  it('refuses with the property off, and off the allow-list', () => {
    expect(accountLinkSharingRefusal(owner, { enabled: false, allowList: ['owner@example.test'] })).toBe(M.off);
    expect(accountLinkSharingRefusal(owner, on([]))).toBe(M.notListed);
    expect(accountLinkSharingRefusal(admin, on(['owner@example.test']))).toBe(M.notListed);
  });

  it('reads a malformed stored value as off and empty', () => {
    expect(accountLinkSharingSettingsOf('yes', 'a@b.co')).toEqual({ enabled: false, allowList: [] });
    expect(accountLinkSharingSettingsOf(true, ['a@b.co'])).toEqual({ enabled: true, allowList: ['a@b.co'] });
  });
});
