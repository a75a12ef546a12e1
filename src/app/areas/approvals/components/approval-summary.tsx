import type { ApprovalPage } from '../../../../domain/approvals/approval-answers';
import { APPROVAL_KIND_LABELS, APPROVAL_STATUS_LABELS, type ApprovalKind } from '../../../../domain/approvals/statuses';
import { formatDateTime } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import { SectionPanel } from '../../../ui/section-panel';
import { ApprovalSubject } from './approval-subject';

const statusLabel = (status: string) => APPROVAL_STATUS_LABELS[status as keyof typeof APPROVAL_STATUS_LABELS] ?? status;

/** Facts of an approval or what it is about, a term beside each value from `sm` up. */
export function FactList({ rows }: { rows: readonly (readonly [string, React.ReactNode])[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The approval's facts: kind, status, what it is about, who asked and when, the reviewers and the approving authority. */
export function ApprovalSummary({ approval }: { approval: ApprovalPage }) {
  const rows: [string, React.ReactNode][] = [
    ['Kind', APPROVAL_KIND_LABELS[approval.approvalType as ApprovalKind] ?? approval.approvalType],
    ['Status', statusLabel(approval.status)],
    ['About', <ApprovalSubject key="subject" approval={approval} />],
    ['Requested by', `${approval.requestedBy.name} on ${formatDateTime(approval.createdAt)}`],
    ['Remark', approval.remark ?? '-'],
    ...approval.approvalReviewerMappings.map((m): [string, string] => [`Reviewer ${m.reviewerName}`, statusLabel(m.status)]),
    ['Approving authority', approval.approvingAuthority?.name ?? '--'],
  ];
  return (
    <SectionPanel title="Approval">
      <FactList rows={rows} />
      {approval.opportunityPackageMappingDetails.length > 0 && (
        <ul className="mt-3 list-disc pl-5 text-sm text-slate-800" aria-label="Packages covered">
          {approval.opportunityPackageMappingDetails.map((m) => (
            <li key={m.id}>
              {m.packageName ?? `Package mapping #${m.id}`}: sales price {formatRupees(m.salesPrice)}, discount {formatRupees(m.discount)}, {statusLabel(m.discountApproved)}
            </li>
          ))}
        </ul>
      )}
    </SectionPanel>
  );
}
