import { describe, expect, it } from 'vitest';
import { formatIndianNumber, groupIndianDigits, groupThousands } from './indian-grouping';

describe('Indian digit grouping', () => {
  it('groups the last three digits, then pairs', () => {
    expect(groupIndianDigits('1')).toBe('1');
    expect(groupIndianDigits('999')).toBe('999');
    expect(groupIndianDigits('1000')).toBe('1,000');
    expect(groupIndianDigits('100000')).toBe('1,00,000');
    expect(groupIndianDigits('12345678')).toBe('1,23,45,678');
    expect(groupIndianDigits('1234567890')).toBe('1,23,45,67,890');
  });

  it('formats numbers with fixed decimals', () => {
    expect(formatIndianNumber(12345678.5, 2)).toBe('1,23,45,678.50');
    expect(formatIndianNumber(-1234.567, 2)).toBe('-1,234.57');
    expect(formatIndianNumber(-0.001, 2)).toBe('0.00');
    expect(formatIndianNumber(99999.999, 0)).toBe('1,00,000');
  });

  it('groups in threes where the international grouping is wanted, as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 10_000, 10_001, 123_456, 1_234_567, 98_765_432_1]) expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
  });
});
