import { describe, expect, it } from 'vitest';
import { addDays, addDaysToInstant, addMonths, daysBetween, istDateOf, istEndOfDay, istFields, istStartOfDay, isIsoDate } from './ist-calendar';

describe('Asia/Kolkata calendar', () => {
  it('reads the Kolkata day of an instant, not the machine day', () => {
    expect(istDateOf(new Date('2024-03-04T18:29:59.999Z'))).toBe('2024-03-04');
    expect(istDateOf(new Date('2024-03-04T18:30:00Z'))).toBe('2024-03-05');
    expect(istFields(new Date('2024-03-05T09:00:00Z'))).toEqual({ year: 2024, month: 3, day: 5, hour: 14, minute: 30, second: 0 });
  });

  it('maps a day to its first and last instant', () => {
    expect(istStartOfDay('2024-03-05').toISOString()).toBe('2024-03-04T18:30:00.000Z');
    expect(istEndOfDay('2024-03-05').toISOString()).toBe('2024-03-05T18:29:59.999Z');
  });

  it('adds days and clamped months', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addMonths('2024-08-31', -6)).toBe('2024-02-29');
    expect(addMonths('2023-08-31', -6)).toBe('2023-02-28');
    expect(addDaysToInstant(new Date('2024-02-28T20:00:00Z'), 2).toISOString()).toBe('2024-03-01T20:00:00.000Z');
    expect(addDaysToInstant(new Date('2024-03-01T20:00:00Z'), -30).toISOString()).toBe('2024-01-31T20:00:00.000Z');
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-01-01', '2024-12-31')).toBe(-1);
    expect(addMonths('2024-03-15', -6)).toBe('2023-09-15');
  });

  it('validates calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-3-5')).toBe(false);
    expect(() => istStartOfDay('nope')).toThrow(RangeError);
  });
});
