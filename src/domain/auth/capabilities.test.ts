import { describe, expect, it } from 'vitest';
import { can, capabilitiesOf, TEAM_LEADER_DESIGNATION_ID } from './capabilities';
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
