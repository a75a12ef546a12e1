import { describe, expect, it } from 'vitest';
import { pendingCollectionAmount, totalAccountValue } from './derived-amounts';

describe('derived amounts', () => {
  it('pendingCollectionAmount is deal value minus collected, exactly', () => {
    expect(pendingCollectionAmount(100000, 25000.5)).toBe(74999.5);
    expect(pendingCollectionAmount(0.3, 0.1)).toBe(0.2);
  });

  it('totalAccountValue sums open and closed opportunities only', () => {
    const opportunities = [
      { statusId: 1, dealValue: 0.1 },
      { statusId: 2, dealValue: 0.2 },
      { statusId: 8, dealValue: 1000 },
      { statusId: 6, dealValue: 5000 },
      { statusId: 7, dealValue: 7000 },
    ];
    expect(totalAccountValue(opportunities)).toBe(1000.3);
    expect(totalAccountValue([])).toBe(0);
  });
});
