import { describe, expect, it } from 'vitest';
import { capabilitiesOf } from '../../domain/auth/capabilities';
import { builtRoutePaths, navGroupsFor } from './nav-groups';

const labels = (groups: ReturnType<typeof navGroupsFor>) => Object.fromEntries(groups.map((g) => [g.label, g.entries.map((e) => e.label)]));

describe('navigation shaped by role', () => {
  const everyScreen = new Set(['/home', '/my-accounts', '/my-opportunities', '/opportunity-search', '/user-management', '/locality-agent-mapping', '/manage-regions', '/target-setting-rules', '/reports', '/discount-matrix', '/merge-accounts', '/sales-closure-date', '/common-matrices']);

  it('shows an entry only once its screen exists in the build', () => {
    const agent = capabilitiesOf({ roles: ['Housing Sales Agent'] });
    expect(labels(navGroupsFor(agent, new Set(['/home'])))).toEqual({ Main: ['Home'] });
    expect(labels(navGroupsFor(agent, new Set(['/home', '/my-accounts'])))).toEqual({ Main: ['Home', 'My Accounts'] });
  });

  it('gives an admin the Administration group with the spec’s admin tabs, in the spec’s order', () => {
    const admin = capabilitiesOf({ roles: ['Housing Sales Manager', 'Admin'] });
    expect(labels(navGroupsFor(admin, everyScreen)).Administration).toEqual([
      'User Management',
      'Locality Agent Mapping',
      'Manage Regions',
      'Sales Incentive',
      'Download Reports',
      'Discount Approval Matrix',
      'Merge Accounts',
      'Sales Closure Date',
      'Other Matrices',
    ]);
  });

  it('leaves the Administration group out for an agent, and shows a read-only user only what they may read', () => {
    const agent = capabilitiesOf({ roles: ['Housing Sales Agent'] });
    expect(navGroupsFor(agent, everyScreen).map((g) => g.label)).toEqual(['Main']);
    const rcm = capabilitiesOf({ roles: ['RCM_USER'] });
    expect(labels(navGroupsFor(rcm, everyScreen))).toEqual({ Main: ['Home', 'My Accounts', 'My Opportunities', 'Opportunity Search'], Administration: ['Download Reports'] });
  });

  it('gives a user with no capabilities an empty menu', () => {
    expect(navGroupsFor([], everyScreen)).toEqual([]);
  });

  it('reads the built route paths from the router, without trailing slashes', () => {
    expect([...builtRoutePaths({ '/': {}, '/home': {}, '/account/$accountId/': {} })]).toEqual(['/', '/home', '/account/$accountId']);
  });
});
