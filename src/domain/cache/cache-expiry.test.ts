import { describe, expect, it } from 'vitest';
import { CacheExpiryError, cacheExpiresAt, cacheKey, isCacheEntryFresh, stableJson, validateCacheExpiry } from './cache-expiry';

const now = Date.UTC(2024, 2, 5);

describe('response cache expiry', () => {
  it('defaults to 24 hours', () => {
    expect(cacheExpiresAt(now)).toBe(now + 86_400_000);
    expect(cacheExpiresAt(now, 60_000)).toBe(now + 60_000);
  });

  it("refuses an invalid expiry with 'Cache expiry timestamp is invalid'", () => {
    for (const ttl of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => cacheExpiresAt(now, ttl)).toThrow('Cache expiry timestamp is invalid');
    }
    expect(() => cacheExpiresAt(now, 1e30)).toThrow(CacheExpiryError);
    for (const bad of [undefined, null, 'tomorrow', Number.NaN, -5, 0, 1e30]) {
      expect(validateCacheExpiry(bad)).toBe('Cache expiry timestamp is invalid');
    }
    expect(validateCacheExpiry(now)).toBeNull();
  });

  it('an entry is fresh until its expiry', () => {
    expect(isCacheEntryFresh(now + 1, now)).toBe(true);
    expect(isCacheEntryFresh(now, now)).toBe(false);
    expect(() => isCacheEntryFresh('x', now)).toThrow(CacheExpiryError);
  });
});

describe('cache key', () => {
  it('does not depend on key order, at any depth', () => {
    expect(stableJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: 3 } })).toBe('{"a":{"c":3,"d":[2,{"y":2,"z":1}]},"b":1}');
    expect(cacheKey('/x', { a: 1, b: 2 })).toBe(cacheKey('/x', { b: 2, a: 1 }));
  });

  it('differs by url and by body', () => {
    expect(cacheKey('/x', { a: 1 })).not.toBe(cacheKey('/y', { a: 1 }));
    expect(cacheKey('/x', { a: 1 })).not.toBe(cacheKey('/x', { a: 2 }));
    expect(cacheKey('/x', [1, 2])).not.toBe(cacheKey('/x', [2, 1]));
    expect(cacheKey('/x')).toBe('/x|');
    expect(cacheKey('/x', null)).toBe('/x|null');
  });
});
