import { formatLakhs } from '../../../../domain/format/lakhs';
import { REPORT_PAGE_SIZE } from '../../../../domain/reports/report-kinds';
import type { SalesRow } from '../../../../domain/reports/sales';
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

/** `sales-report`: per agent over the opportunities created in the range (spec 002 §3), sales values in lakhs; CSV. */
export function SalesReportPage({ search, onSearchChange }: { search: ReportSearch; onSearchChange: (next: ReportSearch) => void }) {
  usePageTitle('Sales Report', shellBrandFor(useSignedInUser().domainId).name);
  const online = useOnline();
  const query = reportQueryOf(search);
  const page = search.page ?? 1;
  const result = useReportPage('sales', query, page, online);
  const { busyKind, download } = useReportDownload();
  return (
    <div>
      <PageHeader
        title="Sales Report"
        description="Per agent, the opportunities they own that were created in the chosen days (India time); deal values in lakhs."
        actions={
          <Button variant="secondary" busy={busyKind !== null} disabled={!online || busyKind !== null} onClick={() => void download('sales', query)}>
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
            caption="Sales by agent"
            columns={COLUMNS}
            rows={online ? (result.data?.results ?? []) : []}
            rowKey={(r) => r.agentId}
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
