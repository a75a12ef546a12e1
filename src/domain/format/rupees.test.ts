import { describe, expect, it } from 'vitest';
import { formatRupees } from './rupees';

describe('formatRupees', () => {
  it('groups the Indian way, with paise only when present', () => {
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(12345678.5)).toBe('₹1,23,45,678.50');
    expect(formatRupees(0.29)).toBe('₹0.29');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('shows negatives with a leading minus and absent amounts as --', () => {
    expect(formatRupees(-1500.25)).toBe('-₹1,500.25');
    expect(formatRupees(null)).toBe('--');
    expect(formatRupees(undefined)).toBe('--');
    expect(formatRupees(Number.NaN)).toBe('--');
  });
});
