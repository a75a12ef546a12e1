import { describe, expect, it } from 'vitest';
import { can, capabilitiesOf, TEAM_LEADER_DESIGNATION_ID } from './capabilities';
import { ADMIN_MENU_TABS, ADMIN_SCREENS, NAV_ENTRIES, visibleEntries } from './navigation';
import { ROLES, type RoleKey } from './roles';

const names = (...keys: RoleKey[]) => keys.map((k) => ROLES[k].name);

describe('workOffline: who keeps an offline copy of their book', () => {
  it.each([
    ['a field sales agent', names('HOUSING_SALES_AGENT'), null],
    ['a team leader', names('HOUSING_SALES_AGENT'), TEAM_LEADER_DESIGNATION_ID],
    ['a broker telesales agent', names('BROKER_TELE_SALES'), null],
    ['an owner agent', names('HOUSING_OWNER_AGENT'), null],
    ['the second brand’s agent', names('MAKAAN_SALES_AGENT'), null],
  ])('%s does', (_who, roles, designationId) => {
    expect(can({ roles, designationId }, 'workOffline')).toBe(true);
  });

  it.each([
    ['a sales manager', names('HOUSING_SALES_MANAGER')],
    ['an admin', names('ADMIN')],
    ['finance', names('FINANCE')],
    ['content', names('HOUSING_CONTENT')],
    ['a read-only RCM user', names('RCM_USER')],
    ['an agent who is also a manager (whole-brand scope)', names('HOUSING_SALES_AGENT', 'HOUSING_SALES_MANAGER')],
  ])('%s does not (whole brand: works online)', (_who, roles) => {
    expect(capabilitiesOf({ roles })).not.toContain('workOffline');
  });
});

describe('issue 52: content-only users, telesales actions and the Administration group', () => {
  const everyRoute = new Set([...NAV_ENTRIES, ...ADMIN_MENU_TABS, ...ADMIN_SCREENS].map((e) => e.to));
  const menu = (roles: string[], designationId: number | null = null) => {
    const caps = capabilitiesOf({ roles, designationId });
    return {
      sales: visibleEntries(NAV_ENTRIES, caps, everyRoute).map((e) => e.to),
      admin: visibleEntries([...ADMIN_MENU_TABS, ...ADMIN_SCREENS], caps, everyRoute).map((e) => e.to),
    };
  };

  it('gives a content-only user content screens and the renewal dashboard, and no sales reads', () => {
    expect(can({ roles: names('HOUSING_CONTENT') }, 'readSales')).toBe(false);
    expect(can({ roles: names('HOUSING_CONTENT', 'HOUSING_SALES_AGENT') }, 'readSales')).toBe(true);
    const { sales, admin } = menu(names('HOUSING_CONTENT'));
    expect(sales).toEqual(['/home', '/renewal-dashboard', '/site-takeover', '/microsite', '/audience-maximizer']);
    expect(admin).toEqual(['/content-package-page']);
  });

  it('keeps the telesales actions for the telesales roles', () => {
    for (const role of ['HOUSING_OWNER_AGENT', 'BROKER_TELE_SALES', 'BUILDER_TELE_SALES', 'TENANT_MONETIZATION_AGENT'] as const) {
      expect(can({ roles: names(role) }, 'telesales'), role).toBe(true);
    }
    for (const role of ['HOUSING_SALES_AGENT', 'HOUSING_SALES_MANAGER', 'FINANCE', 'TICKETING', 'ADMIN'] as const) {
      expect(can({ roles: names(role) }, 'telesales'), role).toBe(false);
    }
    expect(menu(names('HOUSING_SALES_AGENT')).sales).not.toContain('/manual-dialing');
    expect(menu(names('HOUSING_OWNER_AGENT')).sales).toContain('/manual-dialing');
  });

  it('shows no Administration group to a field agent, and one to roles with an entry there to use', () => {
    expect(menu(names('HOUSING_SALES_AGENT')).admin).toEqual([]);
    expect(menu(names('MAKAAN_SALES_AGENT')).admin).toEqual([]);
    expect(menu(names('HOUSING_SALES_AGENT'), TEAM_LEADER_DESIGNATION_ID).admin).toContain('/rm-migration');
    expect(menu(names('FINANCE')).admin).toContain('/invoice-report');
    expect(menu(names('RCM_USER')).admin).toContain('/reports');
  });
});
