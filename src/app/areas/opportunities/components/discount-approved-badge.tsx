import { APPROVAL_STATUS_LABELS } from '../../../../domain/approvals/statuses';

const TONES: Record<string, string> = {
  Approved: 'bg-emerald-100 text-emerald-900',
  Rejected: 'bg-red-100 text-red-800',
  PendingApproval: 'bg-amber-100 text-amber-900',
  Reviewed: 'bg-sky-100 text-sky-900',
  Required: 'bg-orange-100 text-orange-900',
  NotRequired: 'bg-slate-100 text-slate-700',
};

/** discountApproved of a package mapping, named (NotRequired → 'Not Required'). */
export function DiscountApprovedBadge({ value }: { value: string }) {
  const label = (APPROVAL_STATUS_LABELS as Record<string, string | undefined>)[value] ?? value;
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[value] ?? TONES.NotRequired}`}>Discount: {label}</span>;
}
