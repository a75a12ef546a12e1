/**
 * What a package mapping's discount is worth given its approval state (issue 48): a discount counts only once it
 * is Approved, or needed no approval (NotRequired). Required, PendingApproval, Reviewed (a reviewer's step, not the
 * approver's) and Rejected discounts do not reduce the price: the mapping is at its list (sales) price. The money
 * documents (termsheet, its PDF, proforma and tax invoices) and the ledger's deal value both read this one rule.
 */
export const DISCOUNT_COUNTING_STATES: readonly string[] = ['NotRequired', 'Approved'];

/** Does a discount in this approval state reduce the price? A mapping with no state needed no approval. */
export function discountCounts(discountApproved: string | null | undefined): boolean {
  return DISCOUNT_COUNTING_STATES.includes(discountApproved ?? 'NotRequired');
}

/** The discount that reduces the price, in paise: the mapping's own when it counts, else none. */
export function effectiveDiscountPaise(discountPaise: bigint, discountApproved: string): bigint {
  return discountCounts(discountApproved) ? discountPaise : 0n;
}

/** A discount was given but does not count (yet, or ever): the money documents are gated on it. */
export function discountAwaitsApproval(discountPaise: bigint, discountApproved: string): boolean {
  return discountPaise > 0n && !discountCounts(discountApproved);
}
