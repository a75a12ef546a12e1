import type { Approval } from '../../../../domain/approvals/approval-answers';
import {
  approvalAge,
  DEFAULT_INBOX_STATUS,
  INBOX_AGE_DAYS,
  INBOX_AGE_LABELS,
  INBOX_STATUS,
  type ApprovalInbox,
} from '../../../../domain/approvals/approval-inbox';
import { APPROVAL_KIND_LABELS, APPROVAL_STATUS_LABELS, type ApprovalKind } from '../../../../domain/approvals/statuses';
import { formatDateTime } from '../../../../domain/format/date-time';
import { useResource } from '../../../lib/data/use-resource';
import { useListSearch } from '../../../lib/list/list-search';
import { useSignedInUser } from '../../../lib/session/use-session';
import type { Column } from '../../../ui/table/data-table';
import { EmptyState } from '../../../ui/status/empty-state';
import { ListScreen, ListTable } from '../../../ui/table/list-screen';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import type { ApprovalInboxSearch } from '../approval-inbox-search';
import { fetchApprovalInbox, inboxFilterOf } from '../data/approval-inbox';
import { useRaisedApprovals } from '../data/use-approval-page';
import { ApprovalLink, ApprovalSubject } from './approval-subject';

const kindLabel = (kind: string) => APPROVAL_KIND_LABELS[kind as ApprovalKind] ?? kind;
const statusLabel = (status: string) => APPROVAL_STATUS_LABELS[status as keyof typeof APPROVAL_STATUS_LABELS] ?? status;

/** Where the approval stands for the user: theirs to review or approve now, or waiting for the reviewers. */
function stepFor(approval: Approval, userId: number): string {
  if (approval.status !== 'PendingApproval') return statusLabel(approval.status);
  const mine = approval.approvalReviewerMappings.find((m) => m.reviewerId === userId);
  if (mine?.status === 'PendingApproval') return 'To review';
  if (approval.approvingAuthority?.userId === userId) return approval.approvalReviewerMappings.every((m) => m.status === 'Reviewed') ? 'To approve' : 'Waiting for review';
  return statusLabel(mine?.status ?? approval.status);
}

function columns(userId: number | null, now: Date, withKind: boolean): Column<Approval>[] {
  return [
    { key: 'id', header: 'Approval', value: (a) => a.id, cell: (a) => <ApprovalLink approval={a}>#{a.id}</ApprovalLink> },
    ...(withKind ? [{ key: 'kind', header: 'Kind', value: (a: Approval) => kindLabel(a.approvalType), cell: (a: Approval) => kindLabel(a.approvalType) }] : []),
    { key: 'subject', header: 'About', cell: (a) => <ApprovalSubject approval={a} /> },
    { key: 'requestedBy', header: 'Requested by', value: (a) => a.requestedBy.name, cell: (a) => a.requestedBy.name },
    { key: 'remark', header: 'Remark', priority: 3, value: (a) => a.remark, cell: (a) => a.remark ?? '-' },
    { key: 'createdAt', header: 'Requested on', priority: 2, value: (a) => formatDateTime(a.createdAt), cell: (a) => formatDateTime(a.createdAt) },
    { key: 'age', header: 'Age', value: (a) => approvalAge(a.createdAt, now), cell: (a) => approvalAge(a.createdAt, now) },
    {
      key: 'step',
      header: userId === null ? 'Status' : 'Your step',
      value: (a) => (userId === null ? statusLabel(a.status) : stepFor(a, userId)),
      cell: (a) => (userId === null ? statusLabel(a.status) : stepFor(a, userId)),
    },
  ];
}

/** The kinds as toggle buttons with their counts (under the other filters): "All (18)", "Discount (6)", … */
function KindTabs({ inbox, kind, onKind }: { inbox: ApprovalInbox | undefined; kind: ApprovalKind | undefined; onKind: (kind: ApprovalKind | undefined) => void }) {
  const counts = inbox?.counts ?? [];
  const all = counts.reduce((sum, c) => sum + c.count, 0);
  const shown = kind && !counts.some((c) => c.approvalType === kind) ? [...counts, { approvalType: kind, count: 0 }] : counts;
  const tab = (value: ApprovalKind | undefined, label: string, count: number) => (
    <button
      key={value ?? 'all'}
      type="button"
      aria-pressed={kind === value}
      onClick={() => onKind(value)}
      className={`min-h-11 rounded-full border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
        kind === value ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
      }`}
    >
      {label} ({count.toLocaleString('en-IN')})
    </button>
  );
  return (
    <div role="group" aria-label="Approval kinds" className="flex flex-wrap gap-2">
      {tab(undefined, 'All kinds', all)}
      {shown.map((c) => tab(c.approvalType, kindLabel(c.approvalType), c.count))}
    </div>
  );
}

/**
 * `approval-page`: the inbox of every approval the user may act on (those naming them a reviewer or the approving
 * authority), paged on the server 10 at a time, oldest requested first, filtered by kind, status, age and requester
 * (all in the URL), with the count of each kind and each request's age. What the user raised is listed below, to read.
 */
export function ApprovalPageView() {
  const user = useSignedInUser();
  const url = useListSearch<ApprovalInboxSearch>();
  const filter = inboxFilterOf(url.search, url.pageIndex);
  const { approvalType: kind, status, olderThanDays: age, requestedById: requester, sort: order, team } = filter;
  const teams = user.capabilities.includes('teams');
  const inbox = useResource(`approvals:inbox:${JSON.stringify(filter)}`, (signal) => fetchApprovalInbox(filter, signal), { keepPrevious: true });
  const raised = useRaisedApprovals();
  const now = new Date();
  const requesters = inbox.data?.requesters ?? [];
  const requesterOptions = requester && !requesters.some((r) => r.userId === requester) ? [...requesters, { userId: requester, name: `User #${requester}`, count: 0 }] : requesters;
  const filtered = kind !== undefined || status !== DEFAULT_INBOX_STATUS || age !== undefined || requester !== undefined;
  const setF = url.setFilters;

  return (
    <ListScreen
      title="Approvals"
      description={team ? 'Approvals your team asked for, oldest first.' : 'Approvals waiting for your review or decision, oldest first.'}
      filters={
        <div className="flex flex-col gap-3">
          <KindTabs inbox={inbox.data} kind={kind} onKind={(k) => setF({ kind: k })} />
          <div className={`grid gap-2 sm:grid-cols-2 ${teams ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`} role="search" aria-label="Filter approvals">
            {teams && (
              <SelectField
                label="Whose"
                options={[
                  { value: '', label: 'Waiting on you' },
                  { value: 'true', label: 'Asked for by your team' },
                ]}
                value={team ? 'true' : ''}
                onChange={(e) => setF({ team: e.target.value === 'true' ? 'true' : undefined, requester: undefined })}
              />
            )}
            <SelectField
              label="Status"
              options={INBOX_STATUS.entries.map(([value, label]) => ({ value, label }))}
              value={status}
              onChange={(e) => setF({ status: e.target.value === DEFAULT_INBOX_STATUS ? undefined : (e.target.value as ApprovalInboxSearch['status']) })}
            />
            <SelectField
              label="Age"
              placeholder="Any age"
              options={INBOX_AGE_DAYS.map((d) => ({ value: String(d), label: INBOX_AGE_LABELS[d] }))}
              value={age ? String(age) : ''}
              onChange={(e) => setF({ age: e.target.value ? (Number(e.target.value) as ApprovalInboxSearch['age']) : undefined })}
            />
            <SelectField
              label="Requested by"
              placeholder="Anyone"
              options={requesterOptions.map((r) => ({ value: String(r.userId), label: `${r.name} (${r.count.toLocaleString('en-IN')})` }))}
              value={requester ? String(requester) : ''}
              onChange={(e) => setF({ requester: e.target.value ? Number(e.target.value) : undefined })}
            />
            <SelectField
              label="Order"
              options={[
                { value: 'oldest', label: 'Oldest first' },
                { value: 'newest', label: 'Newest first' },
              ]}
              value={order}
              onChange={(e) => setF({ order: e.target.value === 'newest' ? 'newest' : undefined })}
            />
          </div>
        </div>
      }
      what="approvals"
      caption={team ? 'Approvals your team asked for' : 'Approvals waiting for you'}
      columns={columns(team ? null : user.id, now, kind === undefined)}
      rowKey={(a) => a.id}
      resource={inbox}
      empty={
        filtered ? 'No approval matches these filters.' : team ? 'Your team has no approval waiting.' : <EmptyState title="Nothing to approve">No approval is waiting for you.</EmptyState>
      }
      onPageChange={url.setPageIndex}
      pagerLabel="Approval pages"
      csvFileName="approvals.csv"
    >
      {raised.data && raised.data.results.length > 0 && (
        <SectionPanel title="Raised by you">
          <ListTable what="approvals you asked for" caption="Approvals you asked for" columns={columns(null, now, true)} resource={raised} rowKey={(a) => a.id} empty="You have asked for no approval." />
        </SectionPanel>
      )}
    </ListScreen>
  );
}
