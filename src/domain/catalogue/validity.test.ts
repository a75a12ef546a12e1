import { describe, expect, it } from 'vitest';
import { cityOfSubscriptionRegion, subscriptionRegionOfCity } from './constants';
import { requiredValidity, validityError, VALIDITY_MESSAGES } from './validity';

const base = { packageId: 12, packageValidityDays: 90, familyName: 'Broker Subscriptions', regionId: null, cityName: 'Mumbai', regionNames: [] };

describe('price validity (spec 001 §9)', () => {
  it('validates regions 1, 2 and 4 for 180 days', () => {
    for (const regionId of [1, 2, 4]) {
      expect(requiredValidity({ ...base, regionId })?.days).toBe(180);
      expect(validityError({ ...base, regionId }, 90)).toBe(VALIDITY_MESSAGES.region180);
      expect(validityError({ ...base, regionId }, 180)).toBeNull();
    }
    for (const regionId of [3, 5, 11]) expect(requiredValidity({ ...base, regionId })).toBeNull();
  });

  it('knows the cities of subscription regions 11 (Chennai) and 12 (Hyderabad)', () => {
    expect(subscriptionRegionOfCity(' chennai ')).toBe(11);
    expect(subscriptionRegionOfCity('Hyderabad')).toBe(12);
    expect(subscriptionRegionOfCity('Pune')).toBeNull();
    expect([cityOfSubscriptionRegion(11), cityOfSubscriptionRegion(12), cityOfSubscriptionRegion(4)]).toEqual(['Chennai', 'Hyderabad', null]);
  });

  it('validates package 110 for 180 days, and 90 in Hyderabad (subscription region 12) only', () => {
    const p110 = { ...base, packageId: 110, packageValidityDays: 180 };
    expect(validityError({ ...p110, cityName: 'Pune' }, 90)).toBe(VALIDITY_MESSAGES.package110);
    expect(validityError({ ...p110, cityName: 'Pune' }, 180)).toBeNull();
    expect(validityError({ ...p110, cityName: 'Hyderabad' }, 180)).toBe(VALIDITY_MESSAGES.package110Hyderabad);
    expect(validityError({ ...p110, cityName: 'Hyderabad' }, 90)).toBeNull();
    // Chennai is subscription region 11, not 12: 180 days.
    expect(validityError({ ...p110, cityName: 'Chennai' }, 90)).toBe(VALIDITY_MESSAGES.package110);
    // A region (manage-regions) that happens to have id 12 is not Hyderabad.
    expect(requiredValidity({ ...p110, cityName: 'Pune', regionId: 12 })?.days).toBe(180);
  });

  it('adds 60 days for Winter Bonanza in the South West Delhi region, except to 180-day packages', () => {
    const wb = { ...base, packageId: 26, familyName: 'Winter Bonanza', cityName: 'Delhi', packageValidityDays: 120 };
    const southWest = ['South West Delhi'];
    expect(requiredValidity({ ...wb, regionNames: southWest })?.days).toBe(180);
    expect(validityError({ ...wb, regionNames: southWest }, 120)).toBe(VALIDITY_MESSAGES.winterBonanza(180));
    expect(requiredValidity({ ...wb, packageValidityDays: 15, regionNames: ['North Delhi', 'south west delhi'] })?.days).toBe(75);
    expect(requiredValidity({ ...wb, packageValidityDays: 180, regionNames: southWest })?.days).toBe(180);
    expect(requiredValidity({ ...wb, regionNames: ['North Delhi'] })).toBeNull();
    expect(requiredValidity({ ...wb, regionNames: [] })).toBeNull();
    expect(requiredValidity({ ...wb, familyName: 'Broker Subscriptions', regionNames: southWest })).toBeNull();
  });
});
