// The discount approval gate of the money documents (issue 48): a termsheet, its PDF (download or share), a
// proforma or a tax invoice is refused while a package's discount awaits approval or was rejected, unless the
// agent explicitly chose to issue it at the list price (`atListPrice`). Either way no unapproved discount is
// ever printed: documents read the discount as approved (domain/approvals/discount-effect.ts).
import { APPROVAL_STATUS_LABELS, type ApprovalStatus } from '../../../domain/approvals/statuses';
import { discountAwaitsApproval, effectiveDiscountPaise } from '../../../domain/approvals/discount-effect';
import { decimalTextOfPaise, paiseOfDecimalText } from '../../../domain/invoices/gst';
import { conflict } from '../../errors';
import type { TermsheetPackageRow } from './termsheets.repo';

const label = (state: string) => APPROVAL_STATUS_LABELS[state as ApprovalStatus] ?? state;

export const unapprovedDiscountMessage = (packageName: string, state: string) =>
  `The discount on package '${packageName}' is ${label(state)}: get it approved, or issue the document at the list price.`;

/** 409 naming the first package whose discount does not count, unless the caller chose the list price. */
export function assertDiscountsApproved(packages: readonly TermsheetPackageRow[], atListPrice: boolean | null | undefined): void {
  if (atListPrice) return;
  const gated = packages.find((p) => discountAwaitsApproval(paiseOfDecimalText(p.discount), p.discountApproved));
  if (gated) throw conflict(unapprovedDiscountMessage(gated.packageName, gated.discountApproved));
}

/** A package as documents print it: `discount` is the discount as approved; what was asked stays in `discountRequested`. */
export function asApproved(p: TermsheetPackageRow): TermsheetPackageRow & { discountRequested: string } {
  return { ...p, discount: decimalTextOfPaise(effectiveDiscountPaise(paiseOfDecimalText(p.discount), p.discountApproved)), discountRequested: p.discount };
}
