import { SelectField } from '../../../ui/form/select-field';
import { ACCOUNT_CLIENT_STATUS_LABELS, type AccountClientStatusId } from '../../../../domain/reference/ids';
import { formatDate } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import type { SalesOpportunityRow } from '../../../../domain/reports/sales-opportunity';
import type { Column } from '../../../ui/table/data-table';
import type { ReportSearch } from '../data/report-search';
import { ReportTableScreen } from './report-table-screen';
import { accountColumn, opportunityColumn } from '../../../ui/table/record-columns';

const COLUMNS: Column<SalesOpportunityRow>[] = [
  opportunityColumn(),
  accountColumn(),
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

const DATED_OPTIONS = [
  { value: 'created', label: 'Created' },
  { value: 'closed', label: 'Closed (closed date)' },
];

/**
 * `sales-report-opp`: one row per opportunity created in the range (or closed in it, by its closed date: the deals
 * behind the sales report's Closed figures, issue 49), in the user's scope, paged with the total; CSV.
 */
export function SalesReportOppPage({ search, onSearchChange }: { search: ReportSearch; onSearchChange: (next: ReportSearch) => void }) {
  const closed = search.dated === 'closed';
  const clientStatus = search.clientStatusId ? ACCOUNT_CLIENT_STATUS_LABELS[search.clientStatusId as AccountClientStatusId] : undefined;
  return (
    <ReportTableScreen
      kind="sales-opportunity"
      title="Sales by Opportunity"
      description={`Opportunities ${closed ? 'closed (by their closed date)' : 'created'} in the chosen days (India time)${clientStatus ? ` for ${clientStatus} accounts` : ''}${search.owned ? ' that have an owner' : ''}, with their deal value, collections and the sales month a closed deal counts in.`}
      filters={
        <SelectField
          label="Days of"
          options={DATED_OPTIONS}
          value={search.dated ?? 'created'}
          onChange={(e) => onSearchChange({ ...search, dated: e.target.value === 'closed' ? 'closed' : undefined, page: undefined })}
        />
      }
      caption="Sales by opportunity"
      columns={COLUMNS}
      rowKey={(r) => r.opportunityId}
      search={search}
      onSearchChange={onSearchChange}
      formatTotal={(_key, value) => formatRupees(value)}
    />
  );
}
