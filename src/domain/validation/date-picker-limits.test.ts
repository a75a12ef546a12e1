import { describe, expect, it } from 'vitest';
import { datePickerLimits, isDateWithinPickerLimits, validateDatePickerDate } from './date-picker-limits';

const now = new Date('2024-06-15T10:00:00Z');

describe('date picker limits', () => {
  it('spans 100 years back and ahead, inclusive', () => {
    const { min, max } = datePickerLimits(now);
    expect(min.toISOString()).toBe('1924-06-15T10:00:00.000Z');
    expect(max.toISOString()).toBe('2124-06-15T10:00:00.000Z');
    expect(isDateWithinPickerLimits(min, now)).toBe(true);
    expect(isDateWithinPickerLimits(max, now)).toBe(true);
    expect(isDateWithinPickerLimits(new Date('2000-01-01'), now)).toBe(true);
  });

  it('rejects dates beyond, and invalid dates', () => {
    expect(isDateWithinPickerLimits(new Date('1924-06-14T10:00:00Z'), now)).toBe(false);
    expect(isDateWithinPickerLimits(new Date('2124-06-16T10:00:00Z'), now)).toBe(false);
    expect(isDateWithinPickerLimits(new Date('nonsense'), now)).toBe(false);
    expect(validateDatePickerDate(new Date('2200-01-01'), now)).toBe('Please select a date within 100 years of today.');
    expect(validateDatePickerDate(new Date('x'), now)).toBe('Please enter a valid date.');
    expect(validateDatePickerDate(now, now)).toBeNull();
  });
});
