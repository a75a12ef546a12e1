import { APPROVAL_STATUS_LABELS, type ApprovalStatus } from '../approvals/statuses';
import { discountAwaitsApproval } from '../approvals/discount-effect';
import { toPaise } from '../money/paise';

/**
 * The packages of a termsheet whose discount does not count yet (or was rejected): while there are any, its
 * documents are refused unless issued at the list price (issue 48; the server's gate is discount-gate.ts there).
 */
export function packagesAwaitingDiscountApproval(
  packages: readonly { packageName: string; discount: number; discountApproved: string }[],
): { packageName: string; state: string }[] {
  return packages
    .filter((p) => discountAwaitsApproval(BigInt(toPaise(p.discount)), p.discountApproved))
    .map((p) => ({ packageName: p.packageName, state: APPROVAL_STATUS_LABELS[p.discountApproved as ApprovalStatus] ?? p.discountApproved }));
}
