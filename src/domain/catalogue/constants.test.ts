import { describe, expect, it } from 'vitest';
import {
  CITY_TIERS,
  isCampaignFamilyPackage,
  NP_TYPES,
  PACKAGE_110,
  package110ValidityDays,
  PACKAGE_AGENT_TYPES,
  PROPERTY_CATEGORY_OPTIONS,
  SUBSCRIPTION_REGION_IDS,
  VALIDITY_180_DAY_REGION_IDS,
} from './constants';

describe('catalogue constants', () => {
  it('lists the spec values', () => {
    expect(PACKAGE_AGENT_TYPES).toEqual(['FoS', 'Telesales', 'Both']);
    expect(NP_TYPES).toEqual(['Main', 'Complimentary', 'Not Applicable']);
    expect(PROPERTY_CATEGORY_OPTIONS.filter((o) => o.disabled).map((o) => o.value)).toEqual(['Commercial']);
    expect(CITY_TIERS).toEqual([1, 2, 3]);
    expect(VALIDITY_180_DAY_REGION_IDS).toEqual([1, 2, 4]);
    expect(SUBSCRIPTION_REGION_IDS).toEqual({ CHENNAI: 11, HYDERABAD: 12 });
    expect(PACKAGE_110).toEqual({ id: 110, validityDays: 180, hyderabadValidityDays: 90 });
  });

  it('package 110 is 90 days in Hyderabad, 180 elsewhere', () => {
    expect(package110ValidityDays(12)).toBe(90);
    expect(package110ValidityDays(11)).toBe(180);
    expect(package110ValidityDays(undefined)).toBe(180);
  });

  it("campaign families keep packages named with 'Value'", () => {
    expect(isCampaignFamilyPackage('Value Plus 3M')).toBe(true);
    expect(isCampaignFamilyPackage('Premium')).toBe(false);
  });
});
