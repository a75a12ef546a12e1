import { describe, expect, it } from 'vitest';
import { overCollectedAmount, pendingCollectionAmount, totalAccountValue } from './derived-amounts';

describe('derived amounts', () => {
  it('pendingCollectionAmount is the receivable (deal value + 18% GST) minus collected, never negative', () => {
    expect(pendingCollectionAmount(100000, 25000.5)).toBe(92999.5);
    expect(pendingCollectionAmount(0.3, 0.1)).toBe(0.25);
    // The deal: ₹2,00,000 net, collected with its GST: nothing pending, nothing over.
    expect(pendingCollectionAmount(200000, 236000)).toBe(0);
    expect(overCollectedAmount(200000, 236000)).toBe(0);
    expect(pendingCollectionAmount(200000, 240000)).toBe(0);
    expect(overCollectedAmount(200000, 240000)).toBe(4000);
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
