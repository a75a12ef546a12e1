import { APPROVAL_KIND_LABELS, APPROVAL_STATUS_LABELS } from '../../../../domain/approvals/statuses';
import { formatDateTime } from '../../../../domain/format/date-time';
import { useSave } from '../../../lib/forms/use-save';
import { Button } from '../../../ui/button';
import type { Approval, ProcessResult } from '../../../../domain/approvals/approval-answers';
import { approvalEndpoints } from '../../../../domain/approvals/approvals.endpoints';
import { call } from '../../../lib/api/call';

function label(map: Record<string, string>, key: string): string {
  return map[key] ?? key;
}

/** What the signed-in user may do on this approval: review it, approve it, wait, or nothing. */
export function roleOnApproval(approval: Approval, userId: number): 'review' | 'approve' | 'awaitingReview' | null {
  if (approval.status !== 'PendingApproval') return null;
  const mine = approval.approvalReviewerMappings.find((m) => m.reviewerId === userId);
  if (mine?.status === 'PendingApproval') return 'review';
  if (approval.approvingAuthority?.userId === userId) {
    return approval.approvalReviewerMappings.every((m) => m.status === 'Reviewed') ? 'approve' : 'awaitingReview';
  }
  return null;
}

/** One approval: kind, status, remark, reviewers and approving authority, and the user's Approve / Reject when it is theirs. */
export function ApprovalCard({ approval, userId, mayAct, onProcessed }: { approval: Approval; userId: number; mayAct: boolean; onProcessed: (result: ProcessResult) => void }) {
  const role = mayAct ? roleOnApproval(approval, userId) : null;
  // The section says it is done; the API client has shown a refusal's reason (e.g. 'You are not authorized to approve/reject this approval.').
  const answered = { success: false, onSaved: onProcessed, failure: { notice: 'announced' } } as const;
  const approving = useSave<ProcessResult>(answered);
  const rejecting = useSave<ProcessResult>(answered);
  const busy = approving.busy || rejecting.busy;
  const answer = (status: 'Approved' | 'Rejected') => {
    const query = { approvalId: approval.id, status };
    // A reviewer's answer (Approved → Reviewed, else Rejected), or the approving authority's.
    return (status === 'Approved' ? approving : rejecting).run(() => (role === 'review' ? call(approvalEndpoints.processReview, { query }) : call(approvalEndpoints.processApproval, { query })));
  };

  const kind = label(APPROVAL_KIND_LABELS, approval.approvalType);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 text-sm" aria-label={`${kind} approval #${approval.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">
          {kind} approval #{approval.id}
        </p>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">{label(APPROVAL_STATUS_LABELS, approval.status)}</span>
      </div>
      <p className="mt-1 text-slate-700">
        Requested by {approval.requestedBy.name} on {formatDateTime(approval.createdAt)}
        {approval.remark ? ` · “${approval.remark}”` : ''}
        {approval.durationInDays ? ` · ${approval.durationInDays} days` : ''}
      </p>
      <ul className="mt-2 flex flex-col gap-0.5 text-slate-700">
        {approval.approvalReviewerMappings.map((m) => (
          <li key={m.id}>
            Reviewer {m.reviewerName}: {label(APPROVAL_STATUS_LABELS, m.status)}
          </li>
        ))}
        <li>Approving authority: {approval.approvingAuthority?.name ?? '--'}</li>
      </ul>
      {role === 'awaitingReview' && <p className="mt-2 text-slate-600">Waiting for review before you can approve.</p>}
      {(role === 'review' || role === 'approve') && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button size="sm" busy={approving.busy} disabled={busy} onClick={() => void answer('Approved')}>
            {role === 'review' ? 'Approve (review)' : 'Approve'}
          </Button>
          <Button size="sm" variant="danger" busy={rejecting.busy} disabled={busy} onClick={() => void answer('Rejected')}>
            Reject
          </Button>
        </div>
      )}
    </li>
  );
}
