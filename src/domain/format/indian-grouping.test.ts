import { describe, expect, it } from 'vitest';
import { formatIndianNumber, groupIndianDigits } from './indian-grouping';

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
});
