import type { ApprovalAction } from '../../../../domain/approvals/approval-answers';
import { formatDateTime } from '../../../../domain/format/date-time';
import { DataTable, type Column } from '../../../ui/data-table';
import { SectionPanel } from '../../../ui/section-panel';

const COLUMNS: Column<ApprovalAction>[] = [
  { key: 'createdAt', header: 'When', cell: (a) => formatDateTime(a.createdAt) },
  { key: 'actor', header: 'Who', cell: (a) => a.actorName },
  { key: 'action', header: 'What', cell: (a) => a.action },
  { key: 'remark', header: 'Remark', cell: (a) => a.remark ?? '-' },
  { key: 'channel', header: 'How', cell: (a) => (a.channel === 'offline' ? `Offline (on the device ${a.deviceTime ? formatDateTime(a.deviceTime) : ''})` : 'Online') },
];

/** Every action on the approval: who, when, what, remark (the server's audit). */
export function ApprovalHistory({ actions }: { actions: readonly ApprovalAction[] }) {
  return (
    <SectionPanel title="History">
      <DataTable caption="Approval history" columns={COLUMNS} rows={actions} rowKey={(a) => a.id} stackOnPhone empty="No actions yet." />
    </SectionPanel>
  );
}
