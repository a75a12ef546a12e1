import { describe, expect, it } from 'vitest';
import { discountAwaitsApproval, discountCounts, effectiveDiscountPaise } from './discount-effect';

describe('discount as approved', () => {
  it('counts a discount only when Approved or NotRequired', () => {
    expect(['NotRequired', 'Required', 'PendingApproval', 'Reviewed', 'Approved', 'Rejected'].filter(discountCounts)).toEqual(['NotRequired', 'Approved']);
  });
  it('gives the list price (no discount) while the approval is Required, PendingApproval or Rejected', () => {
    expect(effectiveDiscountPaise(500_000n, 'Approved')).toBe(500_000n);
    for (const state of ['Required', 'PendingApproval', 'Rejected']) expect(effectiveDiscountPaise(500_000n, state)).toBe(0n);
  });
  it('gates documents only where a discount was given and does not count', () => {
    expect(discountAwaitsApproval(500_000n, 'Rejected')).toBe(true);
    expect(discountAwaitsApproval(0n, 'Rejected')).toBe(false);
    expect(discountAwaitsApproval(500_000n, 'Approved')).toBe(false);
  });
});
