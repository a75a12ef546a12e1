import type { Approval } from '../../../../domain/approvals/approval-answers';
import { APPROVAL_KIND_LABELS, APPROVAL_KINDS, APPROVAL_STATUS_LABELS, type ApprovalKind } from '../../../../domain/approvals/statuses';
import { formatDateTime } from '../../../../domain/format/date-time';
import { useSignedInUser } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { shellBrandFor } from '../../../shell/brand';
import { DataTable, type Column } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { LoadFailed } from '../../../ui/load-failed';
import { LoadingFallback } from '../../../ui/loading-fallback';
import { PageHeader } from '../../../ui/page-header';
import { SectionPanel } from '../../../ui/section-panel';
import { useApprovalsToAct, useRaisedApprovals } from '../data/use-approval-page';
import { CAPPED_TOTAL_TEXT } from '../../../ui/pagination';
import { ApprovalLink, ApprovalSubject } from './approval-subject';

const kindLabel = (kind: string) => APPROVAL_KIND_LABELS[kind as ApprovalKind] ?? kind;
const statusLabel = (status: string) => APPROVAL_STATUS_LABELS[status as keyof typeof APPROVAL_STATUS_LABELS] ?? status;

/** Where the approval stands for the user: theirs to review or approve now, or waiting for the reviewers. */
function stepFor(approval: Approval, userId: number): string {
  const mine = approval.approvalReviewerMappings.find((m) => m.reviewerId === userId);
  if (mine?.status === 'PendingApproval') return 'To review';
  if (approval.approvingAuthority?.userId === userId) return approval.approvalReviewerMappings.every((m) => m.status === 'Reviewed') ? 'To approve' : 'Waiting for review';
  return statusLabel(approval.status);
}

function columns(userId: number | null): Column<Approval>[] {
  return [
    { key: 'id', header: 'Approval', cell: (a) => <ApprovalLink approval={a}>#{a.id}</ApprovalLink> },
    { key: 'subject', header: 'About', cell: (a) => <ApprovalSubject approval={a} /> },
    { key: 'requestedBy', header: 'Requested by', cell: (a) => a.requestedBy.name },
    { key: 'remark', header: 'Remark', cell: (a) => a.remark ?? '-' },
    { key: 'createdAt', header: 'Requested on', cell: (a) => formatDateTime(a.createdAt) },
    { key: 'step', header: userId === null ? 'Status' : 'Your step', cell: (a) => (userId === null ? statusLabel(a.status) : stepFor(a, userId)) },
  ];
}

/**
 * `approval-page`: every pending approval the user reviews or approves, by kind (discount, slot-date extension,
 * price restoration, refund, late cheque, payment, NP slot swap). An agent has nothing to act on; what they raised
 * is listed below, to read.
 */
export function ApprovalPageView() {
  const user = useSignedInUser();
  usePageTitle('Approvals', shellBrandFor(user.domainId).name);
  const toAct = useApprovalsToAct();
  const raised = useRaisedApprovals();
  const pending = toAct.data?.results ?? [];
  const kinds = APPROVAL_KINDS.filter((kind) => pending.some((a) => a.approvalType === kind));

  return (
    <div className="mx-auto flex max-w-screen-xl flex-col gap-4">
      <PageHeader title="Approvals" description="Approvals waiting for your review or decision, by kind." />
      {toAct.isLoading && !toAct.data && <LoadingFallback label="Loading approvals…" />}
      {Boolean(toAct.error) && <LoadFailed what="approvals" error={toAct.error} onRetry={() => void toAct.refresh()} />}
      {toAct.data && pending.length === 0 && <EmptyState title="Nothing to approve">No approval is waiting for you.</EmptyState>}
      {toAct.data && toAct.data.totalCount > pending.length && (
        <p role="status" className="text-sm text-slate-700">
          Showing the newest {pending.length} of {toAct.data.totalCapped ? CAPPED_TOTAL_TEXT : toAct.data.totalCount.toLocaleString('en-IN')} approvals waiting for you.
        </p>
      )}
      {kinds.map((kind) => {
        const rows = pending.filter((a) => a.approvalType === kind);
        return (
          <SectionPanel key={kind} title={`${kindLabel(kind)} (${rows.length})`}>
            <DataTable caption={`${kindLabel(kind)} approvals`} columns={columns(user.id)} rows={rows} rowKey={(a) => a.id} stackOnPhone />
          </SectionPanel>
        );
      })}
      {raised.data && raised.data.results.length > 0 && (
        <SectionPanel title="Raised by you">
          <DataTable
            caption="Approvals you asked for"
            columns={[{ key: 'kind', header: 'Kind', cell: (a: Approval) => kindLabel(a.approvalType) }, ...columns(null)]}
            rows={raised.data.results}
            rowKey={(a) => a.id}
            stackOnPhone
          />
        </SectionPanel>
      )}
    </div>
  );
}
