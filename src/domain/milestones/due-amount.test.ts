import { describe, expect, it } from 'vitest';
import { dueAmountOf } from './due-amount';

describe('dueAmountOf', () => {
  it('is amount + GST − approved − pending', () => {
    expect(dueAmountOf({ amount: 10000, gst: 1800, approvedPaymentAmount: 2000, pendingPaymentAmount: 500 })).toBe(9300);
  });
  it('is exact in paise', () => {
    expect(dueAmountOf({ amount: 0.1, gst: 0.2, approvedPaymentAmount: 0, pendingPaymentAmount: 0 })).toBe(0.3);
  });
});
