import { describe, expect, it } from 'vitest';
import { isVirtualTourFinal, virtualTourCancelStatus } from './virtual-tour-status';

describe('virtual-tour status', () => {
  it('4 and 9 are final', () => {
    expect([1, 2, 3, 4, 5, 9].filter(isVirtualTourFinal)).toEqual([4, 9]);
  });

  it('cancelling before the start is Cancelled, after it Promotion Ended', () => {
    const now = new Date('2024-03-05T10:00:00Z');
    expect(virtualTourCancelStatus(new Date('2024-03-06T10:00:00Z'), now)).toBe(4);
    expect(virtualTourCancelStatus(new Date('2024-03-05T09:59:59Z'), now)).toBe(9);
  });
});
