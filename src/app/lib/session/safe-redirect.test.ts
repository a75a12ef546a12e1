import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safe redirect after sign-in', () => {
  it('keeps a path of this app, with its search and hash', () => {
    expect(safeRedirect('/my-accounts?page=2#top')).toBe('/my-accounts?page=2#top');
    expect(safeRedirect('/account/42')).toBe('/account/42');
  });

  it('refuses other sites, protocol-relative and odd values', () => {
    for (const value of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', 'home', 42, null, undefined]) {
      expect(safeRedirect(value)).toBeUndefined();
    }
  });

  it('never sends the user back to the sign-in, sign-out or reset screens', () => {
    expect(safeRedirect('/login?redirect=/home')).toBeUndefined();
    expect(safeRedirect('/logout')).toBeUndefined();
    expect(safeRedirect('/reset-password')).toBeUndefined();
  });
});
