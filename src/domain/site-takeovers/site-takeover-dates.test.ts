import { describe, expect, it } from 'vitest';
import { isSiteTakeoverSlotPast } from './site-takeover-dates';

describe('site-takeover past slots', () => {
  // 20:00 UTC on 4 March is already 5 March in Kolkata.
  const now = new Date('2024-03-04T20:00:00Z');

  it('a slot dated before today (Kolkata) is past; today is not', () => {
    expect(isSiteTakeoverSlotPast('2024-03-04', now)).toBe(true);
    expect(isSiteTakeoverSlotPast('2024-03-05', now)).toBe(false);
    expect(isSiteTakeoverSlotPast('2024-03-05T00:00:00+0530', now)).toBe(false);
    expect(isSiteTakeoverSlotPast(new Date('2024-03-04T18:00:00Z'), now)).toBe(true);
  });
});
