import { describe, expect, it } from 'vitest';
import { cachedReadSavedAt, noteCachedRead, noteNetworkRead, onCachedReadChange } from './api-cached-read-events';

describe('reads answered from the service worker cache', () => {
  it('keeps the oldest saved time until the network answers again, and tells listeners once per change', () => {
    let changes = 0;
    const stop = onCachedReadChange(() => (changes += 1));
    noteNetworkRead();
    expect(cachedReadSavedAt()).toBeNull();
    noteCachedRead('Tue, 24 Nov 2026 10:00:00 GMT');
    noteCachedRead('Tue, 24 Nov 2026 11:00:00 GMT');
    expect(cachedReadSavedAt()).toBe(Date.parse('2026-11-24T10:00:00Z'));
    noteCachedRead('not a date', Date.parse('2026-11-24T09:00:00Z'));
    expect(cachedReadSavedAt()).toBe(Date.parse('2026-11-24T09:00:00Z'));
    noteNetworkRead();
    noteNetworkRead();
    expect(cachedReadSavedAt()).toBeNull();
    expect(changes).toBe(3);
    stop();
  });
});
