import { describe, expect, it } from 'vitest';
import { NEUTRAL_BRAND, shellBrandFor } from './brand';

describe('shell brand', () => {
  it('is neutral before sign-in and for an unknown domain', () => {
    expect(shellBrandFor(null)).toEqual(NEUTRAL_BRAND);
    expect(shellBrandFor(2)).toEqual(NEUTRAL_BRAND);
  });

  it('follows the signed-in user’s domain: Housing 5, Makaan 1', () => {
    expect(shellBrandFor(5)).toEqual({ name: 'Housing Sales Console', colour: '#5e23dc' });
    expect(shellBrandFor(1)).toEqual({ name: 'Makaan Sales Console', colour: '#d6283e' });
  });
});
