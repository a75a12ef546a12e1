import { describe, expect, it } from 'vitest';
import { resolvePrice, type PriceCandidate, type PricePlace } from './price-resolution';

const PUNE = 1;
const MUMBAI = 2;
const BANER = 10;
const KOTHRUD = 11;
const WEST = 100;
const EAST = 101;
const at = '2026-01-01T00:00:00.000Z';
const later = '2026-03-01T00:00:00.000Z';
const YESTERDAY = '2026-05-09';
const TODAY = '2026-05-10';
const TOMORROW = '2026-05-11';

const price = (id: number, p: Partial<PriceCandidate>): PriceCandidate => ({ id, cityId: PUNE, localityId: null, regionId: null, tier: null, setAt: at, ...p });
const city = price(1, {});
const cityTier = price(2, { tier: 1 });
const region = price(3, { regionId: WEST, tier: 1 });
const locality = price(4, { localityId: BANER, tier: 1 });
const tier2 = price(5, { tier: 2 });
const mumbai = price(6, { cityId: MUMBAI, tier: 1 });
const all = [city, cityTier, region, locality, tier2, mumbai];
const place = (p: Partial<PricePlace>): PricePlace => ({ cityId: PUNE, cityTier: 1, localityId: null, regionId: null, ...p });

describe('resolvePrice', () => {
  it.each([
    ['the locality, in its region', all, place({ localityId: BANER, regionId: WEST }), locality],
    ['the region, for another locality of the region', all, place({ localityId: KOTHRUD, regionId: WEST }), region],
    ['the region, with no locality', all, place({ regionId: WEST }), region],
    ['the city-and-tier, in another region', all, place({ regionId: EAST }), cityTier],
    ['the city-and-tier, with no region', all, place({}), cityTier],
    ['the city, when no tier price matches', [city, tier2, region], place({ regionId: EAST }), city],
    ['the city, not another tier', [city, tier2], place({}), city],
    ['nothing, in a city with no price', [city, region], place({ cityId: MUMBAI }), undefined],
    ['nothing, for another tier only', [tier2], place({}), undefined],
    ['the region over an older-set city price (specificity before date)', [price(7, { regionId: WEST, setAt: at }), price(8, { setAt: later })], place({ regionId: WEST }), price(7, { regionId: WEST, setAt: at })],
    ['the more recently set of two equally specific', [price(9, { regionId: WEST, setAt: later }), price(10, { regionId: WEST, setAt: at })], place({ regionId: WEST }), price(9, { regionId: WEST, setAt: later })],
    ['the newer row when set at the same time', [price(11, { tier: 1 }), price(12, { tier: 1 })], place({}), price(12, { tier: 1 })],
    ['the region from its first day', [city, price(13, { regionId: WEST, effectiveFrom: TODAY })], place({ regionId: WEST }), price(13, { regionId: WEST, effectiveFrom: TODAY })],
    ['the city, before the region takes effect', [city, price(14, { regionId: WEST, effectiveFrom: TOMORROW })], place({ regionId: WEST }), city],
    ['the region through its last day', [city, price(15, { regionId: WEST, effectiveTo: TODAY })], place({ regionId: WEST }), price(15, { regionId: WEST, effectiveTo: TODAY })],
    ['the city, once the region has ended', [city, price(16, { regionId: WEST, effectiveTo: YESTERDAY })], place({ regionId: WEST }), city],
    ['the one in effect of two for the same place', [price(17, { tier: 1, effectiveTo: YESTERDAY, setAt: later }), price(18, { tier: 1, effectiveFrom: TODAY })], place({}), price(18, { tier: 1, effectiveFrom: TODAY })],
    ['nothing, when no price is in effect', [price(19, { effectiveFrom: TOMORROW }), price(20, { effectiveTo: YESTERDAY })], place({}), undefined],
  ])('%s', (_name, prices, where, expected) => {
    expect(resolvePrice(prices, where, TODAY)).toEqual(expected);
  });
});
