import { describe, expect, it } from 'vitest';
import { requiredValidity, validityError, VALIDITY_MESSAGES } from './validity';

const base = { packageId: 12, packageValidityDays: 90, familyName: 'Broker Subscriptions', regionId: null, cityName: 'Mumbai', localityName: null };

describe('price validity (spec 001 §9)', () => {
  it('validates regions 1, 2 and 4 for 180 days', () => {
    for (const regionId of [1, 2, 4]) {
      expect(requiredValidity({ ...base, regionId })?.days).toBe(180);
      expect(validityError({ ...base, regionId }, 90)).toBe(VALIDITY_MESSAGES.region180);
      expect(validityError({ ...base, regionId }, 180)).toBeNull();
    }
    for (const regionId of [3, 5, 11]) expect(requiredValidity({ ...base, regionId })).toBeNull();
  });

  it('validates package 110 for 180 days outside Hyderabad and 90 in Hyderabad', () => {
    const p110 = { ...base, packageId: 110, packageValidityDays: 180 };
    expect(validityError({ ...p110, cityName: 'Pune' }, 90)).toBe(VALIDITY_MESSAGES.package110);
    expect(validityError({ ...p110, cityName: 'Pune' }, 180)).toBeNull();
    expect(validityError({ ...p110, cityName: 'Hyderabad' }, 180)).toBe(VALIDITY_MESSAGES.package110Hyderabad);
    expect(validityError({ ...p110, cityName: 'Hyderabad' }, 90)).toBeNull();
    expect(validityError({ ...p110, cityName: 'Chennai', regionId: 12 }, 90)).toBeNull();
    expect(requiredValidity({ ...p110, regionId: 11, cityName: 'Chennai' })?.days).toBe(180);
  });

  it('adds 60 days for Winter Bonanza in South West Delhi, except to 180-day packages', () => {
    const wb = { ...base, packageId: 26, familyName: 'Winter Bonanza', cityName: 'Delhi', packageValidityDays: 120 };
    expect(requiredValidity({ ...wb, localityName: 'Dwarka' })?.days).toBe(180);
    expect(validityError({ ...wb, localityName: 'Dwarka' }, 120)).toBe(VALIDITY_MESSAGES.winterBonanza(180));
    expect(requiredValidity({ ...wb, packageValidityDays: 30, localityName: 'South West Delhi' })?.days).toBe(90);
    expect(requiredValidity({ ...wb, packageValidityDays: 180, localityName: 'Dwarka' })?.days).toBe(180);
    expect(requiredValidity({ ...wb, localityName: 'Rohini' })).toBeNull();
    expect(requiredValidity({ ...wb, familyName: 'Broker Subscriptions', localityName: 'Dwarka' })).toBeNull();
  });
});
