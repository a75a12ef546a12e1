import { describe, expect, it } from 'vitest';
import { APPROVAL_KINDS, APPROVAL_STATUSES, approverOutcome, COMMON_MATRIX_TYPES, needsRefresh, reviewerOutcome } from './statuses';

describe('approval statuses', () => {
  it('lists the spec statuses, kinds and matrix types', () => {
    expect(APPROVAL_STATUSES).toEqual(['NotRequired', 'Required', 'PendingApproval', 'Approved', 'Rejected']);
    expect(APPROVAL_KINDS).toContain('ExtendSlotDate');
    expect(APPROVAL_KINDS).toHaveLength(7);
    expect(COMMON_MATRIX_TYPES).toEqual(['FreeTrial', 'Refund', 'LateCheckDeposition', 'PriceRestoration']);
  });

  it('reviewer path: Approved → Reviewed, anything else → Rejected', () => {
    expect(reviewerOutcome('Approved')).toBe('Reviewed');
    for (const answer of ['Rejected', 'approved', '', null, undefined, 'PendingApproval']) expect(reviewerOutcome(answer)).toBe('Rejected');
  });

  it('approver path: Approved or Rejected', () => {
    expect(approverOutcome('Approved')).toBe('Approved');
    expect(approverOutcome('Rejected')).toBe('Rejected');
    expect(approverOutcome('Reviewed')).toBe('Rejected');
  });

  it('refreshes unless the discount is Approved or Rejected', () => {
    expect(needsRefresh('Approved')).toBe(false);
    expect(needsRefresh('Rejected')).toBe(false);
    for (const value of ['PendingApproval', 'Required', 'NotRequired', null, undefined]) expect(needsRefresh(value)).toBe(true);
  });
});
