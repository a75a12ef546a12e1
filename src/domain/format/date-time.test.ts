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

  it('writes what Intl writes for Asia/Kolkata in en-GB, every month three letters', () => {
    const date = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' });
    const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hour12: true });
    const part = (parts: Intl.DateTimeFormatPart[], type: string) => parts.find((p) => p.type === type)?.value ?? '';
    // Every 97 minutes of two years (every day, month and hour comes round, at ever other minutes), and the minutes
    // around midnight and noon in Kolkata.
    const instants = Array.from({ length: Math.ceil((2 * 366 * 24 * 60) / 97) }, (_, i) => Date.UTC(2023, 0, 1) + i * 97 * 60_000);
    instants.push(Date.UTC(2024, 2, 4, 18, 29), Date.UTC(2024, 2, 4, 18, 30), Date.UTC(2024, 2, 5, 6, 29), Date.UTC(2024, 2, 5, 6, 30), Date.UTC(1999, 11, 31, 18, 30));
    for (const instant of instants) {
      const d = date.formatToParts(instant);
      const t = time.formatToParts(instant);
      const hour = part(t, 'hour') === '00' ? '12' : part(t, 'hour');
      expect(formatDate(instant)).toBe(`${part(d, 'day')} ${part(d, 'month').slice(0, 3)} ${part(d, 'year')}`);
      expect(formatTime(instant)).toBe(`${hour}:${part(t, 'minute')} ${part(t, 'dayPeriod').toUpperCase()}`);
    }
    expect(formatDate('2024-09-15T06:00:00Z')).toBe('15 Sep 2024');
  });
});
