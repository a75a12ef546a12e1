import { describe, expect, it } from 'vitest';
import { can, capabilitiesOf, TEAM_LEADER_DESIGNATION_ID } from './capabilities';
import { ALL_NAV_ENTRIES, visibleEntries } from './navigation';
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
  const everyRoute = new Set(ALL_NAV_ENTRIES.map((e) => e.to));
  /** The menu's entries: those of the Administration area, and the rest. */
  const menu = (roles: string[], designationId: number | null = null) => {
    const visible = visibleEntries(ALL_NAV_ENTRIES, capabilitiesOf({ roles, designationId }), everyRoute);
    return {
      sales: visible.filter((e) => e.area !== 'admin').map((e) => e.to),
      admin: visible.filter((e) => e.area === 'admin').map((e) => e.to),
    };
  };

  it('gives a content-only user content screens and the renewal dashboard, and no sales reads', () => {
    expect(can({ roles: names('HOUSING_CONTENT') }, 'readSales')).toBe(false);
    expect(can({ roles: names('HOUSING_CONTENT', 'HOUSING_SALES_AGENT') }, 'readSales')).toBe(true);
    const { sales, admin } = menu(names('HOUSING_CONTENT'));
    expect(sales).toEqual(['/home', '/renewal-dashboard', '/site-takeover', '/microsite', '/audience-maximizer', '/content-package-page']);
    expect(admin).toEqual([]);
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

  it('shows no Administration group to a field agent or a team leader (their team screens are under People and calling), and one to an admin', () => {
    expect(menu(names('HOUSING_SALES_AGENT')).admin).toEqual([]);
    expect(menu(names('MAKAAN_SALES_AGENT')).admin).toEqual([]);
    expect(menu(names('HOUSING_SALES_AGENT'), TEAM_LEADER_DESIGNATION_ID).admin).toEqual([]);
    expect(menu(names('HOUSING_SALES_AGENT'), TEAM_LEADER_DESIGNATION_ID).sales).toContain('/rm-migration');
    expect(menu(names('FINANCE')).sales).toContain('/invoice-report');
    expect(menu(names('RCM_USER')).sales).toContain('/reports');
    expect(menu(names('ADMIN')).admin).toContain('/merge-accounts');
  });
});
