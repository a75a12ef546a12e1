import type { ReactNode } from 'react';
import { REPORT_PAGE_SIZE } from '../../../../domain/reports/report-kinds';
import { useOnline } from '../../../lib/offline/use-online';
import { useSignedInUser } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { shellBrandFor } from '../../../shell/brand';
import { Button } from '../../../ui/button';
import { DataTable, type Column } from '../../../ui/data-table';
import { PageHeader } from '../../../ui/page-header';
import { Pagination } from '../../../ui/pagination';
import type { ReportSearch } from '../data/report-search';
import { reportQueryOf, useReportPage, type ReportRowOf } from '../data/reports-api';
import { ReportFilters, ReportsOfflineNotice } from './report-filters';
import { useReportDownload } from './use-report-download';

export type ReportTableScreenProps<K extends keyof ReportRowOf> = {
  kind: K;
  title: string;
  description: ReactNode;
  caption: string;
  columns: Column<ReportRowOf[K]>[];
  rowKey: (row: ReportRowOf[K]) => string | number;
  search: ReportSearch;
  onSearchChange: (next: ReportSearch) => void;
  /** The kind's own filters (outcome, entity), shown after the common ones. */
  filters?: ReactNode;
  /** Shown between the filters and the table (e.g. a summary). */
  before?: ReactNode;
  /** What an empty report says. */
  empty?: string;
};

/**
 * A report shown on screen (sales-report, sales-report-opp): filters in the URL, the kind's rows paged with the
 * total, the CSV of the same filter. Online only: offline it says reports need a connection and keeps the filters.
 */
export function ReportTableScreen<K extends keyof ReportRowOf>({
  kind,
  title,
  description,
  caption,
  columns,
  rowKey,
  search,
  onSearchChange,
  filters,
  before,
  empty = 'No opportunities in this range.',
}: ReportTableScreenProps<K>) {
  usePageTitle(title, shellBrandFor(useSignedInUser().domainId).name);
  const online = useOnline();
  const query = reportQueryOf(search);
  const page = search.page ?? 1;
  const result = useReportPage(kind, query, page, online);
  const { busyKind, download } = useReportDownload();
  return (
    <div>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button variant="secondary" busy={busyKind !== null} disabled={!online || busyKind !== null} onClick={() => void download(kind, query)}>
            Download CSV
          </Button>
        }
      />
      <ReportsOfflineNotice online={online} />
      <ReportFilters search={search} query={query} online={online} onSearchChange={onSearchChange} />
      {filters && <div className="mb-3 grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-5">{filters}</div>}
      {before}
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
            caption={caption}
            columns={columns}
            rows={online ? (result.data?.results ?? []) : []}
            rowKey={rowKey}
            busy={result.isLoading}
            empty={!online ? 'Reports need a connection' : result.isLoading ? 'Loading the report…' : empty}
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
