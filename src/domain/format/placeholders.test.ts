import { describe, expect, it } from 'vitest';
import { ABSENT_COUNT_TEXT, EMPTY_DATE_TEXT, formatCount } from './placeholders';

describe('placeholders', () => {
  it("shows '-' for empty dates and '--' for absent counts", () => {
    expect(EMPTY_DATE_TEXT).toBe('-');
    expect(ABSENT_COUNT_TEXT).toBe('--');
    expect(formatCount(undefined)).toBe('--');
    expect(formatCount(null)).toBe('--');
    expect(formatCount(Number.NaN)).toBe('--');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(42)).toBe('42');
  });
});
