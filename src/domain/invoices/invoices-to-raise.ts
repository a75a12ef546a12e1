/**
 * Finance's queue of tax invoices to raise (issue 51): the termsheets whose approved payments are not yet invoiced.
 * The rule (server/modules/invoices/invoices-to-raise.repo.ts is its SQL):
 * - an approved payment is one in status 6 (spec 001 §4: "status 6 alone counts toward approvedPaymentAmount"); a
 *   refunded (10, 14), revoked (15) or pending payment is not one;
 * - a tax invoice covers its whole termsheet (invoices.service.ts: one line per package), so the unit is the
 *   termsheet: listed when a milestone of it holds an approved payment and it has no live tax invoice (none, or
 *   each credited by a credit note: cancelled_at set). Raising the tax invoice takes it off the list; the digislate
 *   invoice is a document of its own and does not;
 * - only a termsheet the invoice can be raised on: approved (3) or completed (4), INVOICEABLE_TERMSHEET_STATUS_IDS
 *   (a termsheet with approved money in another status waits for its approval first);
 * - in the user's scope (the invoice routes' rule: the termsheet's opportunity in scope), for finance (Finance,
 *   Admin; PERMISSIONS.md), oldest termsheet first.
 * Held apart from the endpoint's schemas (zod) so the home page's card asks the same route without them.
 */
export const INVOICES_TO_RAISE_PATH = '/sapna/v1/invoice/to-raise';

/** The payment status whose amount is an approved payment (spec 001 §4). */
export const APPROVED_PAYMENT_STATUS_ID = 6;
