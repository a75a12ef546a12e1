import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import type { SalesOpportunityRow } from '../../../../domain/reports/sales-opportunity';
import type { Column } from '../../../ui/data-table';
import type { ReportSearch } from '../data/report-search';
import { ReportTableScreen } from './report-table-screen';

const linkClass = 'text-brand underline-offset-2 hover:underline';

const COLUMNS: Column<SalesOpportunityRow>[] = [
  {
    key: 'opportunity',
    header: 'Opportunity',
    cell: (r) => (
      <Link to="/opportunity/$opportunityId" params={{ opportunityId: r.opportunityId }} className={linkClass}>
        {r.opportunityName}
      </Link>
    ),
    className: 'min-w-40',
  },
  { key: 'account', header: 'Account', cell: (r) => <Link to="/account/$accountId" params={{ accountId: r.accountId }} className={linkClass}>{r.accountName}</Link>, className: 'min-w-40' },
  { key: 'agent', header: 'Agent', cell: (r) => r.agentName ?? '-' },
  { key: 'city', header: 'City', cell: (r) => r.cityName ?? '-' },
  { key: 'packages', header: 'Packages', cell: (r) => r.packages || '-' },
  { key: 'dealValue', header: 'Deal value', cell: (r) => formatRupees(r.dealValue), align: 'right' },
  { key: 'collected', header: 'Collected', cell: (r) => formatRupees(r.collectedAmount), align: 'right' },
  { key: 'pending', header: 'Pending collection', cell: (r) => formatRupees(r.pendingCollectionAmount), align: 'right' },
  { key: 'status', header: 'Status', cell: (r) => r.statusName, className: 'whitespace-nowrap' },
  { key: 'closed', header: 'Closed date', cell: (r) => formatDate(r.closedDate), className: 'whitespace-nowrap' },
  { key: 'salesMonth', header: 'Sales month', cell: (r) => r.salesMonth ?? '-', className: 'whitespace-nowrap' },
];

/** `sales-report-opp`: one row per opportunity created in the range, in the user's scope, paged with the total; CSV. */
export function SalesReportOppPage({ search, onSearchChange }: { search: ReportSearch; onSearchChange: (next: ReportSearch) => void }) {
  return (
    <ReportTableScreen
      kind="sales-opportunity"
      title="Sales by Opportunity"
      description="Opportunities created in the chosen days (India time), with their deal value, collections and the sales month a closed deal counts in."
      caption="Sales by opportunity"
      columns={COLUMNS}
      rowKey={(r) => r.opportunityId}
      search={search}
      onSearchChange={onSearchChange}
      formatTotal={(_key, value) => formatRupees(value)}
    />
  );
}
