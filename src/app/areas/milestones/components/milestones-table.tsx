import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDate } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import type { Column } from '../../../ui/table/data-table';
import { heldRows, ListTable } from '../../../ui/table/list-screen';
import { WaitingToSyncBadge } from '../../../ui/status/waiting-to-sync-badge';
import type { MilestoneDetail } from '../data/milestone-types';
import { MilestonePayments } from './milestone-payments';

/** Milestones with their approved and pending payment amounts and payments; `actions` adds a last column. */
export function MilestonesTable({
  milestones,
  caption = 'Milestones',
  actions,
  showTermsheet = true,
  busy,
  empty,
}: {
  milestones: readonly MilestoneDetail[];
  caption?: string;
  actions?: (milestone: MilestoneDetail) => ReactNode;
  showTermsheet?: boolean;
  busy?: boolean;
  empty?: ReactNode;
}) {
  const columns: Column<MilestoneDetail>[] = [
    // A milestone created on this device has no server id yet.
    { key: 'id', header: 'Id', priority: 3, value: (m) => m.id, cell: (m) => (m.id > 0 ? m.id : <span className="text-slate-600">New</span>) },
    {
      key: 'name',
      header: 'Name',
      value: (m) => m.name,
      cell: (m) => (
        <>
          <span className="font-medium text-slate-900">{m.name}</span>
          {m.pending && <WaitingToSyncBadge className="ml-1" />}
          {m.accountLegalEntityDetail && <span className="block text-xs text-slate-600">{m.accountLegalEntityDetail.legalName}</span>}
        </>
      ),
      className: 'min-w-40',
    },
    ...(showTermsheet
      ? [
          {
            key: 'termsheet',
            header: 'Termsheet',
            value: (m: MilestoneDetail) => m.termsheetId,
            cell: (m: MilestoneDetail) => (
              <Link to="/termsheet/$termsheetId" params={{ termsheetId: m.termsheetId }} className="text-brand underline-offset-2 hover:underline">
                #{m.termsheetId}
              </Link>
            ),
          },
        ]
      : []),
    {
      key: 'amount',
      header: 'Amount',
      value: (m) => m.amount,
      cell: (m) => (
        <>
          {formatRupees(m.amount)}
          <span className="block text-xs text-slate-600">GST {formatRupees(m.gst)}</span>
        </>
      ),
      align: 'right',
      className: 'whitespace-nowrap',
    },
    { key: 'startDate', header: 'Start date', value: (m) => m.startDate, cell: (m) => formatDate(m.startDate), className: 'whitespace-nowrap' },
    { key: 'approved', header: 'Approved payment', priority: 2, value: (m) => m.approvedPaymentAmount, cell: (m) => formatRupees(m.approvedPaymentAmount), align: 'right', className: 'whitespace-nowrap' },
    { key: 'pending', header: 'Pending payment', priority: 2, value: (m) => m.pendingPaymentAmount, cell: (m) => formatRupees(m.pendingPaymentAmount), align: 'right', className: 'whitespace-nowrap' },
    { key: 'payments', header: 'Payments', sortable: false, cell: (m) => <MilestonePayments payments={m.paymentDetails} /> },
    ...(actions ? [{ key: 'actions', header: <span className="sr-only">Actions</span>, pinEnd: true, cell: actions }] : []),
  ];
  return <ListTable what="milestones" caption={caption} columns={columns} resource={heldRows(milestones, busy)} rowKey={(m) => m.clientId ?? m.id} empty={empty ?? 'No milestones yet.'} />;
}
