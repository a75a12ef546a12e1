import { describe, expect, it } from 'vitest';
import { refundablePaise } from './refund-requests';

describe('refundablePaise', () => {
  it('is the amount less refunds and what pending requests hold, never below zero', () => {
    expect(refundablePaise(100_000, 0, 0)).toBe(100_000);
    expect(refundablePaise(100_000, 30_000, 20_000)).toBe(50_000);
    expect(refundablePaise(100_000, 100_000, 0)).toBe(0);
    expect(refundablePaise(100_000, 90_000, 20_000)).toBe(0);
  });
});
