import { describe, expect, it } from 'vitest';
import { ROLES, type RoleKey } from '../auth/roles';
import { canAddComplimentaryProducts, canViewComplimentaryProducts } from './complimentary-products';

const user = (...keys: RoleKey[]) => ({ roles: keys.map((k) => ROLES[k].name) });

describe('complimentary products: who may add and who may view (spec 001 §5; the holders are ours)', () => {
  it.each([
    ['a sales manager', user('HOUSING_SALES_MANAGER'), true, true],
    ['the second brand’s manager', user('MAKAAN_SALES_MANAGER'), true, true],
    ['an admin', user('HOUSING_SALES_MANAGER', 'ADMIN'), true, true],
    ['a field agent', user('HOUSING_SALES_AGENT'), false, true],
    ['a telesales agent', user('BROKER_TELE_SALES'), false, true],
    ['finance', user('FINANCE'), false, true],
    ['RCM (read-only)', user('RCM_USER'), false, true],
    ['Ticketing (read-only)', user('TICKETING'), false, true],
    ['content only', user('HOUSING_CONTENT'), false, false],
  ])('%s: add %s, view %s', (_who, principal, add, view) => {
    expect(canAddComplimentaryProducts(principal)).toBe(add);
    expect(canViewComplimentaryProducts(principal)).toBe(view);
  });
});
