import { describe, expect, it } from 'vitest';
import { salesMonthKey, salesMonthNameOfKey } from './tiles';

describe('salesMonthNameOfKey', () => {
  it('names the month a leaderboard key stands for', () => {
    expect(salesMonthNameOfKey('2026-12')).toBe('December 2026');
    expect(salesMonthNameOfKey('2027-01')).toBe('January 2027');
    expect(salesMonthNameOfKey(salesMonthKey({ year: 2026, monthNumber: 9 }))).toBe('September 2026');
  });
  it('shows anything else as it is', () => {
    for (const key of ['2026-13', '2026-00', '', 'December 2026', '2026-1']) expect(salesMonthNameOfKey(key), key).toBe(key);
  });
});
