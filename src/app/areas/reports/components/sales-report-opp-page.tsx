import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import { REPORT_PAGE_SIZE } from '../../../../domain/reports/report-kinds';
import type { SalesOpportunityRow } from '../../../../domain/reports/sales-opportunity';
import { useOnline } from '../../../lib/offline/use-online';
import { useSignedInUser } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { shellBrandFor } from '../../../shell/brand';
import { Button } from '../../../ui/button';
import { DataTable, type Column } from '../../../ui/data-table';
import { PageHeader } from '../../../ui/page-header';
import { Pagination } from '../../../ui/pagination';
import type { ReportSearch } from '../data/report-search';
import { reportQueryOf, useReportPage } from '../data/reports-api';
import { ReportFilters, ReportsOfflineNotice } from './report-filters';
import { useReportDownload } from './use-report-download';

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
  usePageTitle('Sales by Opportunity', shellBrandFor(useSignedInUser().domainId).name);
  const online = useOnline();
  const query = reportQueryOf(search);
  const page = search.page ?? 1;
  const result = useReportPage('sales-opportunity', query, page, online);
  const { busyKind, download } = useReportDownload();
  return (
    <div>
      <PageHeader
        title="Sales by Opportunity"
        description="Opportunities created in the chosen days (India time), with their deal value, collections and the sales month a closed deal counts in."
        actions={
          <Button variant="secondary" busy={busyKind !== null} disabled={!online || busyKind !== null} onClick={() => void download('sales-opportunity', query)}>
            Download CSV
          </Button>
        }
      />
      <ReportsOfflineNotice online={online} />
      <ReportFilters search={search} query={query} online={online} onSearchChange={onSearchChange} />
      {online && result.error !== undefined && !result.data ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {result.error instanceof Error ? result.error.message : 'The report could not be loaded.'}{' '}
          <button type="button" className="underline" onClick={() => void result.refresh()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <DataTable
            caption="Sales by opportunity"
            columns={COLUMNS}
            rows={online ? (result.data?.results ?? []) : []}
            rowKey={(r) => r.opportunityId}
            busy={result.isLoading}
            empty={!online ? 'Reports need a connection' : result.isLoading ? 'Loading the report…' : 'No opportunities in this range.'}
            stackOnPhone
          />
          {online && result.data && (
            <Pagination
              page={page}
              size={REPORT_PAGE_SIZE}
              totalCount={result.data.totalCount}
              rowsOnPage={result.data.results.length}
              onPageChange={(next) => onSearchChange({ ...search, page: next === 1 ? undefined : next })}
              label="Report pages"
            />
          )}
        </>
      )}
    </div>
  );
}
