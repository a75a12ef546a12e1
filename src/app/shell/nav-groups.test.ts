import { describe, expect, it } from 'vitest';
import { capabilitiesOf } from '../../domain/auth/capabilities';
import { ALL_NAV_ENTRIES } from '../../domain/auth/navigation';
import { builtRoutePaths, matchingEntries, navGroupsFor } from './nav-groups';

const labels = (groups: ReturnType<typeof navGroupsFor>) => Object.fromEntries(groups.map((g) => [g.label, g.entries.map((e) => e.label)]));
const everyScreen = new Set(ALL_NAV_ENTRIES.map((e) => e.to));

describe('navigation grouped by area, shaped by role', () => {
  it('shows an entry only once its screen exists in the build', () => {
    const agent = capabilitiesOf({ roles: ['Housing Sales Agent'] });
    expect(labels(navGroupsFor(agent, new Set(['/home'])))).toEqual({ Sales: ['Home'] });
    expect(labels(navGroupsFor(agent, new Set(['/home', '/my-accounts', '/payment'])))).toEqual({ Sales: ['Home', 'My Accounts'], Money: ['Payments'] });
  });

  it('gives an admin every area, in order, with the spec’s admin tabs first in Administration', () => {
    const admin = capabilitiesOf({ roles: ['Housing Sales Manager', 'Admin'] });
    const groups = navGroupsFor(admin, everyScreen);
    expect(groups.map((g) => g.label)).toEqual(['Sales', 'Money', 'Reports and dashboards', 'Ad products', 'People and calling', 'Administration']);
    expect(labels(groups).Administration?.slice(0, 5)).toEqual(['Manage Regions', 'Discount Approval Matrix', 'Merge Accounts', 'Sales Closure Date', 'Other Matrices']);
    expect(labels(groups)['People and calling']).toEqual(expect.arrayContaining(['User Management', 'Locality Agent Mapping']));
    // Every entry the admin may open is in exactly one group.
    const shown = groups.flatMap((g) => g.entries.map((e) => e.to));
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('gives a field agent no Administration group, and a read-only user only what they may read', () => {
    const agent = capabilitiesOf({ roles: ['Housing Sales Agent'] });
    expect(navGroupsFor(agent, everyScreen).map((g) => g.label)).not.toContain('Administration');
    const rcm = capabilitiesOf({ roles: ['RCM_USER'] });
    const groups = labels(navGroupsFor(rcm, everyScreen));
    expect(groups.Sales).toEqual(['Home', 'My Accounts', 'My Opportunities', 'Opportunity Search', 'Approvals', 'Actions']);
    expect(groups['Reports and dashboards']).toContain('Download Reports');
    expect(groups.Administration).toBeUndefined();
  });

  it('gives a user with no capabilities an empty menu', () => {
    expect(navGroupsFor([], everyScreen)).toEqual([]);
  });

  it('reads the built route paths from the router, without trailing slashes', () => {
    expect([...builtRoutePaths({ '/': {}, '/home': {}, '/account/$accountId/': {} })]).toEqual(['/', '/home', '/account/$accountId']);
  });
});

describe('go to screen', () => {
  const admin = navGroupsFor(capabilitiesOf({ roles: ['Admin'] }), everyScreen);
  const agent = navGroupsFor(capabilitiesOf({ roles: ['Housing Sales Agent'] }), everyScreen);

  it('finds screens by any words of their name, names starting with the first word first', () => {
    const sales = matchingEntries(admin, 'sales').map((e) => e.label);
    expect(sales.slice(0, 2)).toEqual(['Sales Incentive', 'Sales Report']);
    expect(sales).toEqual(expect.arrayContaining(['Owner Sales Config', 'Set Sales Target']));
    expect(sales.indexOf('Owner Sales Config')).toBeGreaterThan(sales.indexOf('Sales Connect'));
    expect(matchingEntries(admin, 'sales rep').map((e) => e.label)).toEqual(['Sales Report']);
    expect(matchingEntries(admin, 'MATRI').map((e) => e.label)).toEqual(['Discount Approval Matrix', 'Other Matrices']);
  });

  it('offers only the screens the role may open', () => {
    expect(matchingEntries(agent, 'user management')).toEqual([]);
    expect(matchingEntries(agent, '').map((e) => e.to)).toEqual(agent.flatMap((g) => g.entries.map((e) => e.to)));
  });
});
