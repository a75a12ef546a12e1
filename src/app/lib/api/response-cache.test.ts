// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache';
import { DAY_MS } from '../../../domain/format/ist-calendar';

describe('response cache', () => {
  let now = 1_700_000_000_000;
  beforeEach(() => {
    localStorage.clear();
    now = 1_700_000_000_000;
  });
  const cache = () => createResponseCache(localStorage, () => now);

  it('keeps an entry 24 hours by default', () => {
    cache().set('GET /cities', undefined, ['Pune']);
    now += DAY_MS - 1;
    expect(cache().get('GET /cities')).toEqual(['Pune']);
    now += 1;
    expect(cache().get('GET /cities')).toBeUndefined();
  });

  it('keys by URL and body, whatever the key order of the body', () => {
    const c = cache();
    c.set('POST /search', { a: 1, b: [1, 2] }, 'first');
    expect(c.get('POST /search', { b: [1, 2], a: 1 })).toBe('first');
    expect(c.get('POST /search', { a: 2, b: [1, 2] })).toBeUndefined();
    expect(c.get('POST /other', { a: 1, b: [1, 2] })).toBeUndefined();
  });

  it("refuses an invalid expiry with 'Cache expiry timestamp is invalid' and stores nothing", () => {
    const c = cache();
    for (const ttl of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => c.set('GET /x', undefined, 1, ttl)).toThrow('Cache expiry timestamp is invalid');
    }
    expect(c.get('GET /x')).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('drops a stored entry whose expiry is invalid or whose text is corrupt, as a miss', () => {
    const c = cache();
    c.set('GET /a', undefined, 'ok');
    const key = localStorage.key(0) ?? '';
    localStorage.setItem(key, JSON.stringify({ expiresAt: 'tomorrow', value: 'stale' }));
    expect(c.get('GET /a')).toBeUndefined();
    expect(localStorage.getItem(key)).toBeNull();
    localStorage.setItem(key, '{not json');
    expect(c.get('GET /a')).toBeUndefined();
  });

  it('prune removes expired entries and leaves fresh ones and other storage alone', () => {
    localStorage.setItem('console.session', 'keep me');
    const c = cache();
    c.set('GET /old', undefined, 1, 1000);
    c.set('GET /new', undefined, 2, 10_000);
    now += 5000;
    c.prune();
    expect(localStorage.length).toBe(2);
    expect(c.get('GET /new')).toBe(2);
    c.clear();
    expect(localStorage.getItem('console.session')).toBe('keep me');
    expect(localStorage.length).toBe(1);
  });
});
