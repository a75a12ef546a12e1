import { describe, expect, it } from 'vitest';
import { firstError, isBlank, patternValidator, required } from './validator';

describe('validator core', () => {
  it('treats null, undefined, whitespace, empty arrays and NaN as blank', () => {
    for (const value of [null, undefined, '', '   ', [], Number.NaN]) expect(isBlank(value)).toBe(true);
    for (const value of ['a', 0, false, [1], {}]) expect(isBlank(value)).toBe(false);
  });

  it('required gives the spec message only for blank values', () => {
    expect(required('  ')).toBe('This field is required.');
    expect(required(0)).toBeNull();
    expect(required('x')).toBeNull();
  });

  it('firstError returns the first failing message in order', () => {
    const a = (v: string) => (v.length < 3 ? 'short' : null);
    const b = (v: string) => (v.includes('x') ? 'has x' : null);
    expect(firstError('x', a, b)).toBe('short');
    expect(firstError('xxxx', a, b)).toBe('has x');
    expect(firstError('abcd', a, b)).toBeNull();
  });

  it('patternValidator passes blank and tests the trimmed value', () => {
    const digits = patternValidator(/^\d+$/, 'digits');
    expect(digits('')).toBeNull();
    expect(digits(null)).toBeNull();
    expect(digits(' 12 ')).toBeNull();
    expect(digits('1a')).toBe('digits');
  });
});
