import type { ApprovalAction } from '../../../../domain/approvals/approval-answers';
import { formatDateTime } from '../../../../domain/format/date-time';
import type { Column } from '../../../ui/table/data-table';
import { heldRows, ListTable } from '../../../ui/table/list-screen';
import { SectionPanel } from '../../../ui/section-panel';

const COLUMNS: Column<ApprovalAction>[] = [
  { key: 'createdAt', header: 'When', value: (a) => a.createdAt, cell: (a) => formatDateTime(a.createdAt), className: 'whitespace-nowrap' },
  { key: 'actor', header: 'Who', cell: (a) => a.actorName },
  { key: 'action', header: 'What', cell: (a) => a.action },
  { key: 'remark', header: 'Remark', cell: (a) => a.remark ?? '-', className: 'min-w-40' },
  { key: 'channel', header: 'How', cell: (a) => (a.channel === 'offline' ? `Offline (on the device ${a.deviceTime ? formatDateTime(a.deviceTime) : ''})` : 'Online') },
];

/** Every action on the approval: who, when, what, remark (the server's audit). */
export function ApprovalHistory({ actions }: { actions: readonly ApprovalAction[] }) {
  return (
    <SectionPanel title="History">
      <ListTable what="approval history" caption="Approval history" columns={COLUMNS} resource={heldRows(actions)} rowKey={(a) => a.id} empty="No actions yet." />
    </SectionPanel>
  );
}
