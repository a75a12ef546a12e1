import { formatDateTime } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import { APPROVAL_STATUS_LABELS } from '../../../../domain/approvals/statuses';
import { SectionPanel } from '../../../ui/section-panel';
import { paymentEndpoints } from '../../../../domain/payments/payments.endpoints';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';

/** A Refund approval's request: the amount asked for, its remark and what became of it (the refund once approved). */
export function RefundRequestSummary({ approvalId }: { approvalId: number }) {
  // The answer is null when the approval is not a Refund.
  const request = useResource(`refund-request:${approvalId}`, (signal) => call(paymentEndpoints.refundRequest, { query: { approvalId }, signal, notify: false }));
  const r = request.data;
  if (!r) return null;
  return (
    <SectionPanel title="Refund requested">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]" aria-label="Refund requested">
        <dt className="text-slate-600">Amount</dt>
        <dd className="font-medium text-slate-900 tabular-nums">{formatRupees(r.amount)}</dd>
        <dt className="text-slate-600">Payment</dt>
        <dd className="text-slate-900">#{r.paymentId}</dd>
        <dt className="text-slate-600">Status</dt>
        <dd className="text-slate-900">
          {APPROVAL_STATUS_LABELS[r.status as keyof typeof APPROVAL_STATUS_LABELS] ?? r.status}
          {r.refundId !== null ? ` (refund #${r.refundId} recorded)` : ''}
        </dd>
        <dt className="text-slate-600">Asked</dt>
        <dd className="text-slate-900">{`${r.requestedByName ?? '--'}, ${formatDateTime(r.createdAt)}`}</dd>
      </dl>
    </SectionPanel>
  );
}
