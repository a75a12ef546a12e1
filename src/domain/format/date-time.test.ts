import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, toDate } from './date-time';

describe('Kolkata date formatting', () => {
  it('formats dates in Asia/Kolkata whatever the machine zone', () => {
    expect(formatDate('2024-03-04T18:30:00Z')).toBe('05 Mar 2024');
    expect(formatDate(new Date('2024-03-04T18:29:00Z'))).toBe('04 Mar 2024');
    expect(formatDate(Date.UTC(2024, 0, 1))).toBe('01 Jan 2024');
  });

  it('formats times on a 12-hour clock', () => {
    expect(formatTime('2024-03-05T09:00:00Z')).toBe('02:30 PM');
    expect(formatTime('2024-03-04T18:30:00Z')).toBe('12:00 AM');
    expect(formatTime('2024-03-05T06:30:00Z')).toBe('12:00 PM');
    expect(formatDateTime('2024-03-05T09:00:00Z')).toBe('05 Mar 2024, 02:30 PM');
  });

  it("shows '-' for empty or invalid dates", () => {
    for (const empty of [null, undefined, '', 'not a date']) {
      expect(formatDate(empty)).toBe('-');
      expect(formatDateTime(empty)).toBe('-');
      expect(formatTime(empty)).toBe('-');
    }
    expect(toDate('')).toBeNull();
  });
});
