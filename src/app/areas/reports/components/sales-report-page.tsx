import { formatLakhs } from '../../../../domain/format/lakhs';
import type { SalesRow } from '../../../../domain/reports/sales';
import type { Column } from '../../../ui/data-table';
import type { ReportSearch } from '../data/report-search';
import { ReportTableScreen } from './report-table-screen';

const BUCKETS = [
  ['cold', 'Cold'],
  ['hot', 'Hot'],
  ['warm', 'Warm'],
  ['closed', 'Closed'],
] as const;

/** Spec 002 §3: agent name, id, assigned opportunities, unique accounts, activity done; per bucket accounts and deal value (lakhs). */
const COLUMNS: Column<SalesRow>[] = [
  { key: 'agent', header: 'Agent', cell: (r) => r.agentName, className: 'min-w-32' },
  { key: 'id', header: 'Id', cell: (r) => r.agentId, align: 'right' },
  { key: 'assigned', header: 'Assigned opportunities', cell: (r) => r.assignedOpportunities, align: 'right' },
  { key: 'unique', header: 'Unique accounts', cell: (r) => r.uniqueAccounts, align: 'right' },
  { key: 'activity', header: 'Activity done', cell: (r) => r.activityDone, align: 'right' },
  ...BUCKETS.flatMap(([key, label]): Column<SalesRow>[] => [
    { key: `${key}-accounts`, header: `${label} accounts`, cell: (r) => r[key].accounts, align: 'right' },
    { key: `${key}-value`, header: `${label} deal value`, cell: (r) => formatLakhs(r[key].dealValue), align: 'right', className: 'whitespace-nowrap' },
  ]),
];

/** `sales-report`: per agent with a deal or activity in the range (spec 002 §3, issue 49), sales values in lakhs; CSV. */
export function SalesReportPage({ search, onSearchChange }: { search: ReportSearch; onSearchChange: (next: ReportSearch) => void }) {
  return (
    <ReportTableScreen
      kind="sales"
      title="Sales Report"
      description="Per agent with a deal or any activity in the chosen days (India time): the opportunities they own created then, their activity, and deals closed then (by closed date); every filter applies to every column. Deal values in lakhs."
      caption="Sales by agent"
      columns={COLUMNS}
      rowKey={(r) => r.agentId}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}
