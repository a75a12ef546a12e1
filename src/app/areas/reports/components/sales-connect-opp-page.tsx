import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import { REPORT_PAGE_SIZE } from '../../../../domain/reports/report-kinds';
import { SALES_CONNECT_CAMPAIGNS, SALES_CONNECT_CAMPAIGN_LABELS, type CollectedAmountRow, type SalesConnectRow } from '../../../../domain/reports/sales-connect';
import { useOnline } from '../../../lib/offline/use-online';
import { useSignedInUser } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { shellBrandFor } from '../../../shell/brand';
import { Button } from '../../../ui/button';
import { DataTable, type Column } from '../../../ui/data-table';
import { PageHeader } from '../../../ui/page-header';
import { Pagination } from '../../../ui/pagination';
import { SelectField } from '../../../ui/select-field';
import type { ReportSearch } from '../data/report-search';
import { reportQueryOf, useReportPage, useSalesConnectCollected } from '../data/reports-api';
import { ReportFilters, ReportsOfflineNotice } from './report-filters';
import { useReportDownload } from './use-report-download';

const linkClass = 'text-brand underline-offset-2 hover:underline';

/** A collected or pending figure: the call's answer, '--' while it is not known (absent count, spec 000 §9). */
function amountOf(collected: Map<number, CollectedAmountRow> | undefined, id: number, key: 'collectedAmount' | 'pendingCollectionAmount'): string {
  const row = collected?.get(id);
  return row ? formatRupees(row[key]) : '--';
}

function columnsWith(collected: Map<number, CollectedAmountRow> | undefined): Column<SalesConnectRow>[] {
  return [
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
    {
      key: 'account',
      header: 'Account',
      cell: (r) => (
        <Link to="/account/$accountId" params={{ accountId: r.accountId }} className={linkClass}>
          {r.accountName}
        </Link>
      ),
      className: 'min-w-40',
    },
    { key: 'campaign', header: 'Campaign', cell: (r) => SALES_CONNECT_CAMPAIGN_LABELS[r.campaign], className: 'whitespace-nowrap' },
    { key: 'agent', header: 'Agent', cell: (r) => r.agentName ?? '-' },
    { key: 'city', header: 'City', cell: (r) => r.cityName ?? '-' },
    { key: 'status', header: 'Status', cell: (r) => r.statusName, className: 'whitespace-nowrap' },
    { key: 'dealValue', header: 'Deal value', cell: (r) => formatRupees(r.dealValue), align: 'right' },
    { key: 'collected', header: 'Collected', cell: (r) => amountOf(collected, r.opportunityId, 'collectedAmount'), align: 'right' },
    { key: 'pending', header: 'Pending collection', cell: (r) => amountOf(collected, r.opportunityId, 'pendingCollectionAmount'), align: 'right' },
    { key: 'created', header: 'Created', cell: (r) => formatDate(r.createdAt), className: 'whitespace-nowrap' },
  ];
}

/**
 * `sales-connect-opp`: the opportunities that came from the Sales Connect campaigns (direct_partners_page,
 * call_center_number; spec 001 §9) created in the range, in the user's scope, paged with the total; the collected
 * amount of the page's opportunities from collected-amount-salesconnect; the sales-connect CSV. Online only: offline
 * it says reports need a connection and keeps the filters (in the URL).
 */
export function SalesConnectOppPage({ search, onSearchChange }: { search: ReportSearch; onSearchChange: (next: ReportSearch) => void }) {
  usePageTitle('Sales Connect', shellBrandFor(useSignedInUser().domainId).name);
  const online = useOnline();
  const query = reportQueryOf(search);
  const page = search.page ?? 1;
  const result = useReportPage('sales-connect', query, page, online);
  const rows = online ? (result.data?.results ?? []) : [];
  const collected = useSalesConnectCollected(
    rows.map((r) => r.opportunityId),
    online,
  );
  const collectedById = collected.data ? new Map(collected.data.map((c) => [c.opportunityId, c])) : undefined;
  const { busyKind, download } = useReportDownload();
  const campaigns = SALES_CONNECT_CAMPAIGNS.map((c) => ({ value: c, label: SALES_CONNECT_CAMPAIGN_LABELS[c] }));
  return (
    <div>
      <PageHeader
        title="Sales Connect"
        description="Opportunities that came from the Sales Connect campaigns (direct partners page, call center number), created in the chosen days (India time), with what has been collected on each."
        actions={
          <Button variant="secondary" busy={busyKind !== null} disabled={!online || busyKind !== null} onClick={() => void download('sales-connect', query)}>
            Download CSV
          </Button>
        }
      />
      <ReportsOfflineNotice online={online} />
      <ReportFilters search={search} query={query} online={online} onSearchChange={onSearchChange} />
      <div className="mb-3 grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <SelectField
          label="Campaign"
          placeholder="Both campaigns"
          options={campaigns}
          value={search.campaign ?? ''}
          onChange={(e) => {
            const value = SALES_CONNECT_CAMPAIGNS.find((c) => c === e.target.value);
            onSearchChange({ ...search, campaign: value, page: undefined });
          }}
        />
      </div>
      {online && result.error !== undefined && !result.data ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {result.error instanceof Error ? result.error.message : 'The report could not be loaded.'}{' '}
          <button type="button" className="underline" onClick={() => void result.refresh()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          {online && collected.error !== undefined && (
            <p role="alert" className="mb-2 text-sm text-red-800">
              The collected amounts could not be loaded.{' '}
              <button type="button" className="underline" onClick={() => void collected.refresh()}>
                Try again
              </button>
            </p>
          )}
          <DataTable
            caption="Sales Connect opportunities"
            columns={columnsWith(collectedById)}
            rows={rows}
            rowKey={(r) => r.opportunityId}
            busy={result.isLoading}
            empty={!online ? 'Reports need a connection' : result.isLoading ? 'Loading the report…' : 'No Sales Connect opportunities in this range.'}
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
