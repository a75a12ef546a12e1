import { isApiFailure } from '../../../lib/api/api-failure';
import { EmptyState } from '../../../ui/status/empty-state';
import { LoadFailed } from '../../../ui/status/load-failed';
import { LoadingFallback } from '../../../ui/status/loading-fallback';
import { useApprovalDetails } from '../data/use-approval-details';
import { ApprovalDecisionPanel } from './approval-decision';
import { ApprovalHistory } from './approval-history';
import { ApprovalSummary } from './approval-summary';
import { RefundRequestSummary } from './refund-request-summary';
import { ApprovalsScreen } from './approvals-screen';

/** A refusal (403: 'You are not authorized to view Approval Details.') or a missing approval (404), said as the server says it. */
export function refusalOf(error: unknown): string | null {
  return isApiFailure(error) && (error.status === 403 || error.status === 404) ? error.message : null;
}

/** One approval (approval/{approvalId}, and each of a payment's on approval-details/{paymentId}): its history and the user's review or decision. */
export function ApprovalDetailsView({ approvalId }: { approvalId: number }) {
  const details = useApprovalDetails(approvalId);
  const refused = refusalOf(details.error);
  return (
    <ApprovalsScreen title={`Approval #${approvalId}`} onlineOnly={false}>
      {details.isLoading && !details.data && <LoadingFallback label="Loading approval…" />}
      {refused && <EmptyState title={refused} />}
      {Boolean(details.error) && !refused && <LoadFailed what="the approval" error={details.error} onRetry={() => void details.refresh()} />}
      {details.data && !details.error && (
        <>
          <ApprovalSummary approval={details.data} />
          {details.data.approvalType === 'Refund' && <RefundRequestSummary key={details.data.version} approvalId={details.data.id} />}
          <ApprovalDecisionPanel approval={details.data} onDone={() => details.refresh()} />
          <ApprovalHistory actions={details.data.actions} />
        </>
      )}
    </ApprovalsScreen>
  );
}
