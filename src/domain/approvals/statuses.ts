/**
 * Approvals (spec 000 §4, 001 §3/§4). Approvals point at what they approve by entityTypeId/entityId
 * (reference/ids ENTITY_TYPES); reviewers review, one approving authority approves.
 */

export const APPROVAL_STATUSES = ['NotRequired', 'Required', 'PendingApproval', 'Approved', 'Rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** A reviewer's mapping ends Reviewed or Rejected; an approver's ends Approved or Rejected. */
export type ReviewerOutcome = 'Reviewed' | 'Rejected';
export type ApproverOutcome = 'Approved' | 'Rejected';

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus | 'Reviewed', string> = {
  NotRequired: 'Not Required',
  Required: 'Required',
  PendingApproval: 'Pending Approval',
  Approved: 'Approved',
  Rejected: 'Rejected',
  Reviewed: 'Reviewed',
};

/** The reviewer path: an Approved answer is Reviewed, anything else Rejected. */
export function reviewerOutcome(answer: string | null | undefined): ReviewerOutcome {
  return answer === 'Approved' ? 'Reviewed' : 'Rejected';
}

/** The approver path: Approved stays Approved, anything else is Rejected. */
export function approverOutcome(answer: string | null | undefined): ApproverOutcome {
  return answer === 'Approved' ? 'Approved' : 'Rejected';
}

/** After processing, a discountApproved that is neither Approved nor Rejected means the view refreshes. */
export function needsRefresh(discountApproved: string | null | undefined): boolean {
  return discountApproved !== 'Approved' && discountApproved !== 'Rejected';
}

/**
 * Approval kinds (approvalType). 'ExtendSlotDate' is the spec's; the others take the common-matrix
 * spellings where one exists (late cheque is 'LateCheckDeposition'), and 'Discount' / 'Payment' otherwise (ours).
 */
export const APPROVAL_KINDS = ['Discount', 'ExtendSlotDate', 'PriceRestoration', 'Refund', 'LateCheckDeposition', 'Payment', 'SlotSwap'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_KIND_LABELS: Record<ApprovalKind, string> = {
  Discount: 'Discount',
  ExtendSlotDate: 'Slot Date Extension',
  PriceRestoration: 'Price Restoration',
  Refund: 'Refund',
  LateCheckDeposition: 'Late Cheque',
  Payment: 'Payment',
  SlotSwap: 'NP Slot Swap',
};

/** Approval-level matrices other than discount, configured on common-matrices (spec 001 §2). */
export const COMMON_MATRIX_TYPES = ['FreeTrial', 'Refund', 'LateCheckDeposition', 'PriceRestoration'] as const;

/**
 * The kinds whose levels the approving-designations matrix holds: the spec's four common types, and (ours) the
 * other non-discount kinds, so every approval kind's reviewers and approver come from a matrix.
 */
export const MATRIX_APPROVAL_TYPES = [...COMMON_MATRIX_TYPES, 'ExtendSlotDate', 'Payment', 'SlotSwap'] as const;
export type MatrixApprovalType = (typeof MATRIX_APPROVAL_TYPES)[number];

export const MATRIX_APPROVAL_TYPE_LABELS: Record<MatrixApprovalType, string> = {
  FreeTrial: 'Free Trial',
  Refund: 'Refund',
  LateCheckDeposition: 'Late Cheque Deposition',
  PriceRestoration: 'Price Restoration',
  ExtendSlotDate: 'Slot Date Extension',
  Payment: 'Payment',
  SlotSwap: 'NP Slot Swap',
};

/** What an approval points at beyond the spec's entity ids (reference/ids ENTITY_TYPES): ours. */
export const APPROVAL_ENTITY_TYPES = { SLOT_SWAP: 19, PAYMENT: 20 } as const;

