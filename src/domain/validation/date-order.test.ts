import { describe, expect, it } from 'vitest';
import { toTime, validateStartNotAfterEnd } from './date-order';

describe('date order', () => {
  it('allows start before or equal to end', () => {
    expect(validateStartNotAfterEnd('2024-03-01', '2024-03-02')).toBeNull();
    expect(validateStartNotAfterEnd('2024-03-01', '2024-03-01')).toBeNull();
    expect(validateStartNotAfterEnd(new Date('2024-03-01T00:00:00Z'), new Date('2024-03-01T00:00:00Z'))).toBeNull();
  });

  it('refuses start after end with the spec message', () => {
    expect(validateStartNotAfterEnd('2024-03-02', '2024-03-01')).toBe('Start Date should be earlier than or equal to End Date');
  });

  it('leaves missing or unreadable dates to required', () => {
    expect(validateStartNotAfterEnd(null, '2024-03-01')).toBeNull();
    expect(validateStartNotAfterEnd('2024-03-01', 'soon')).toBeNull();
    expect(toTime('')).toBeNull();
    expect(toTime('2024-03-01T00:00:00Z')).toBe(Date.UTC(2024, 2, 1));
  });
});
