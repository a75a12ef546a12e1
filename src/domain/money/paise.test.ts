import { describe, expect, it } from 'vitest';
import { fromPaise, hasAtMostTwoDecimals, sumRupees, toPaise } from './paise';

describe('paise arithmetic', () => {
  it('converts rupees to integer paise and back', () => {
    expect(toPaise(0.29)).toBe(29);
    expect(toPaise(1234.56)).toBe(123456);
    expect(fromPaise(123456)).toBe(1234.56);
  });

  it('sums exactly where floating point would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumRupees([0.1, 0.2])).toBe(0.3);
    expect(sumRupees(Array.from({ length: 10 }, () => 0.1))).toBe(1);
    expect(sumRupees([])).toBe(0);
  });

  it('knows when an amount has at most two decimals', () => {
    for (const ok of [1, 0.29, 12345678.91, -3.5]) expect(hasAtMostTwoDecimals(ok)).toBe(true);
    for (const bad of [1.005, 0.001, Number.NaN, Number.POSITIVE_INFINITY]) expect(hasAtMostTwoDecimals(bad)).toBe(false);
  });
});
