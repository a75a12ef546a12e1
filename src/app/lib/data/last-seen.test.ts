// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetLastSeen, hasLastSeenFor, LAST_SEEN_MAX_CHARS, readLastSeen, rememberLastSeen } from './last-seen';

describe('the last-seen answers', () => {
  afterEach(() => localStorage.clear());

  it("answers a screen's key with what was remembered for it, and nothing for another key, screen or user", () => {
    const page = { results: [{ accountId: 7, accountName: 'Skyline', updatedAt: '2026-11-01T10:00:00.000Z' }], totalCount: 1, page: 0, size: 100 };
    rememberLastSeen(1, 'my-accounts', '{"page":"0"}', page);
    expect(readLastSeen(1, 'my-accounts', '{"page":"0"}')).toEqual(page);
    expect(readLastSeen(1, 'my-accounts', '{"page":"1"}')).toBeUndefined();
    expect(readLastSeen(1, 'account', '{"page":"0"}')).toBeUndefined();
    expect(readLastSeen(2, 'my-accounts', '{"page":"0"}')).toBeUndefined();
    // One answer a screen: the next key replaces it.
    rememberLastSeen(1, 'my-accounts', '{"page":"1"}', { ...page, page: 1 });
    expect(readLastSeen(1, 'my-accounts', '{"page":"0"}')).toBeUndefined();
    expect(readLastSeen(1, 'my-accounts', '{"page":"1"}')).toMatchObject({ page: 1 });
  });

  it('does not keep an answer too large for localStorage, and forgets the one it replaces', () => {
    rememberLastSeen(1, 'my-accounts', 'a', [1, 2, 3]);
    rememberLastSeen(1, 'my-accounts', 'b', 'x'.repeat(LAST_SEEN_MAX_CHARS));
    expect(readLastSeen(1, 'my-accounts', 'a')).toBeUndefined();
    expect(readLastSeen(1, 'my-accounts', 'b')).toBeUndefined();
  });

  it("does not show another build's answer, nor an unreadable one", () => {
    localStorage.setItem('console.lastSeen.1.my-accounts', JSON.stringify({ build: 'an-older-build', key: 'a', data: [1] }));
    expect(readLastSeen(1, 'my-accounts', 'a')).toBeUndefined();
    localStorage.setItem('console.lastSeen.1.my-accounts', '{not json');
    expect(readLastSeen(1, 'my-accounts', 'a')).toBeUndefined();
  });

  it("forgets every screen's answer of one user and keeps the others'", () => {
    rememberLastSeen(1, 'my-accounts', 'a', [1]);
    rememberLastSeen(1, 'home', 'a', [2]);
    rememberLastSeen(12, 'my-accounts', 'a', [3]);
    forgetLastSeen(1);
    expect(readLastSeen(1, 'my-accounts', 'a')).toBeUndefined();
    expect(readLastSeen(1, 'home', 'a')).toBeUndefined();
    expect(readLastSeen(12, 'my-accounts', 'a')).toEqual([3]);
  });

  it('says whether a page (path and query) has an answer remembered for the user, from this build', () => {
    expect(hasLastSeenFor(1, '/my-accounts')).toBe(false);
    rememberLastSeen(1, 'my-accounts', 'a', [1], '/my-accounts');
    expect(hasLastSeenFor(1, '/my-accounts')).toBe(true);
    expect(hasLastSeenFor(1, '/my-accounts?page=1')).toBe(false);
    expect(hasLastSeenFor(1, '/termsheet/7')).toBe(false);
    expect(hasLastSeenFor(2, '/my-accounts')).toBe(false);
    // The page where it was remembered, by default the one open.
    window.history.replaceState(null, '', '/my-accounts?sort=name');
    rememberLastSeen(1, 'my-accounts', 'b', [2]);
    expect(hasLastSeenFor(1)).toBe(true);
    expect(hasLastSeenFor(1, '/my-accounts')).toBe(false);
    localStorage.setItem('console.lastSeen.3.my-accounts', JSON.stringify({ build: 'an-older-build', path: '/my-accounts', key: 'a', data: [1] }));
    expect(hasLastSeenFor(3, '/my-accounts')).toBe(false);
  });
});
