import { describe, expect, it } from 'vitest';
import { formatLakhs } from './lakhs';

describe('formatLakhs', () => {
  it('shows lakhs with two decimals', () => {
    expect(formatLakhs(1234567)).toBe('12.35 L');
    expect(formatLakhs(100000)).toBe('1.00 L');
    expect(formatLakhs(50000)).toBe('0.50 L');
    expect(formatLakhs(0)).toBe('0.00 L');
    expect(formatLakhs(123456789)).toBe('1,234.57 L');
  });

  it('shows absent values as --', () => {
    expect(formatLakhs(undefined)).toBe('--');
  });
});
