import { describe, expect, it } from 'vitest';
import { formatSlotTimestamp, parseSlotTimestamp } from './slot-timestamp';

describe('slot timestamps', () => {
  it('write Kolkata wall time with +0530', () => {
    expect(formatSlotTimestamp(new Date('2024-03-05T09:00:00Z'))).toBe('2024-03-05T14:30:00+0530');
    expect(formatSlotTimestamp(new Date('2024-03-04T18:30:00Z'))).toBe('2024-03-05T00:00:00+0530');
  });

  it('read back both offset spellings', () => {
    const instant = new Date('2024-03-05T09:00:00Z').getTime();
    expect(parseSlotTimestamp('2024-03-05T14:30:00+0530')?.getTime()).toBe(instant);
    expect(parseSlotTimestamp('2024-03-05 14:30:00+05:30')?.getTime()).toBe(instant);
    expect(parseSlotTimestamp(formatSlotTimestamp(new Date(instant)))?.getTime()).toBe(instant);
    expect(parseSlotTimestamp('2024-03-05')).toBeNull();
    expect(parseSlotTimestamp(undefined)).toBeNull();
  });
});
