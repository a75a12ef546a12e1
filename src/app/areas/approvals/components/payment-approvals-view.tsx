import { Link } from '@tanstack/react-router';
import { APPROVAL_KIND_LABELS, APPROVAL_STATUS_LABELS, type ApprovalKind } from '../../../../domain/approvals/statuses';
import { EmptyState } from '../../../ui/status/empty-state';
import { LoadFailed } from '../../../ui/status/load-failed';
import { LoadingFallback } from '../../../ui/status/loading-fallback';
import { approvalEndpoints } from '../../../../domain/approvals/approvals.endpoints';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';
import { ApprovalDetailsView, refusalOf } from './approval-details-view';
import { useScreenTitle } from '../../../ui/screen';
import { ApprovalsScreen } from './approvals-screen';

/**
 * `approval-details/{paymentId}` (spec 001 §2): the approvals about a payment (payment, refund, late cheque), opened
 * by the payment's id. It shows the one the link names (`?approvalId`), else the newest waiting, else the newest,
 * with its history and the user's review or decision; the payment's other approvals are linked above it.
 */
export function PaymentApprovalsView({ paymentId, approvalId }: { paymentId: number; approvalId: number | undefined }) {
  // The payment's approvals the user may view, newest first.
  const list = useResource(`approvals:payment:${paymentId}`, () => call(approvalEndpoints.ofPayment, { params: { id: paymentId }, notify: false }));
  const refused = refusalOf(list.error);
  useScreenTitle(`Approvals of payment #${paymentId}`);
  if (!list.data) {
    return (
      <ApprovalsScreen title={`Approvals of payment #${paymentId}`} onlineOnly={false}>
        {list.isLoading && <LoadingFallback label="Loading approvals…" />}
        {refused && <EmptyState title={refused} />}
        {Boolean(list.error) && !refused && <LoadFailed what="the payment's approvals" error={list.error} onRetry={() => void list.refresh()} />}
      </ApprovalsScreen>
    );
  }
  const approvals = list.data.results;
  const chosen = approvals.find((a) => a.id === approvalId) ?? approvals.find((a) => a.status === 'PendingApproval') ?? approvals[0];
  return (
    <div className="flex flex-col gap-4">
      {approvals.length > 1 && (
        <nav aria-label={`Approvals of payment #${paymentId}`} className="mx-auto flex w-full max-w-screen-lg flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-700">Approvals of payment #{paymentId}:</span>
          {approvals.map((a) => (
            <Link
              key={a.id}
              to="/approval-details/$paymentId"
              params={{ paymentId }}
              search={{ approvalId: a.id }}
              aria-current={a.id === chosen?.id ? 'page' : undefined}
              className={`rounded-full border px-3 py-1 ${a.id === chosen?.id ? 'border-blue-700 bg-blue-50 font-semibold text-blue-800' : 'border-slate-300 text-blue-700 underline'}`}
            >
              #{a.id} {APPROVAL_KIND_LABELS[a.approvalType as ApprovalKind] ?? a.approvalType} ({APPROVAL_STATUS_LABELS[a.status as keyof typeof APPROVAL_STATUS_LABELS] ?? a.status})
            </Link>
          ))}
        </nav>
      )}
      {chosen && <ApprovalDetailsView key={chosen.id} approvalId={chosen.id} />}
    </div>
  );
}
