import { describe, expect, it } from 'vitest';
import { isInPaymentGroup, milestoneAmounts, PAYMENT_STATUS_GROUPS, PAYMENT_TYPES, paymentEndpointVersion, paymentStatusName } from './statuses';

describe('payment statuses', () => {
  it('keeps the spec groups exactly', () => {
    expect(PAYMENT_STATUS_GROUPS).toEqual({
      sentBackToRam: [9, 16],
      pending: [1, 2, 3, 4, 5, 9, 12, 13, 20],
      rejected: [7, 8, 15, 16, 21, 22],
      reviveOrRecollect: [7, 8],
      approved: [6, 15],
      rejectedAfterApproval: [11],
      refunded: [10, 14],
    });
    expect(isInPaymentGroup('pending', 9)).toBe(true);
    expect(isInPaymentGroup('pending', 6)).toBe(false);
  });

  it('names every status id a group uses', () => {
    const used = new Set(Object.values(PAYMENT_STATUS_GROUPS).flat());
    for (const id of [...used, 6]) expect(paymentStatusName(id)).not.toMatch(/^Status /);
    expect(paymentStatusName(6)).toBe('Approved');
    expect(paymentStatusName(99)).toBe('Status 99');
    expect(PAYMENT_TYPES).toEqual(['normal', 'Recollection', 'Representation']);
  });

  it('picks the payment endpoint: bank response id, then mode 10, else v1', () => {
    expect(paymentEndpointVersion({ modeOfPaymentId: 1 })).toBe('v1');
    expect(paymentEndpointVersion({ modeOfPaymentId: 10 })).toBe('v2');
    expect(paymentEndpointVersion({ modeOfPaymentId: 1, yesBankResponseId: 'YB123' })).toBe('v3');
    expect(paymentEndpointVersion({ modeOfPaymentId: 10, yesBankResponseId: 77 })).toBe('v3');
    expect(paymentEndpointVersion({ modeOfPaymentId: 10, yesBankResponseId: '  ' })).toBe('v2');
    expect(paymentEndpointVersion({ modeOfPaymentId: 3, yesBankResponseId: null })).toBe('v1');
  });

  it('sums a milestone’s approved (6 only) and pending amounts exactly', () => {
    const payments = [
      { statusId: 6, amount: 0.1 },
      { statusId: 6, amount: 0.2 },
      { statusId: 15, amount: 1000 },
      { statusId: 1, amount: 100.05 },
      { statusId: 9, amount: 0.1 },
      { statusId: 20, amount: 0.2 },
      { statusId: 7, amount: 500 },
      { statusId: 10, amount: 700 },
    ];
    expect(milestoneAmounts(payments)).toEqual({ approvedPaymentAmount: 0.3, pendingPaymentAmount: 100.35 });
    expect(milestoneAmounts([])).toEqual({ approvedPaymentAmount: 0, pendingPaymentAmount: 0 });
  });
});
