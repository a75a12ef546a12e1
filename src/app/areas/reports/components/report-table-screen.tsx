import type { ReactNode } from 'react';
import { formatDate } from '../../../../domain/format/date-time';
import { groupThousands } from '../../../../domain/format/indian-grouping';
import type { ReportTotalsView } from '../../../../domain/reports/totals';
import { useOnline } from '../../../lib/offline/session/use-online';
import { Button } from '../../../ui/button';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen } from '../../../ui/table/list-screen';
import type { ReportSearch } from '../data/report-search';
import { reportOrderOf, reportQueryOf, useReportPage, useReportTotals, type ReportRowOf } from '../data/reports-api';
import { reportSortKeys } from '../../../../domain/reports/report-sort';
import type { TableSort } from '../../../lib/list/sort';
import { ReportFilters, ReportsOfflineNotice, type AgentFilterText } from './report-filters';
import { useReportDownload } from './use-report-download';
import { pageIndexOf, urlPageOf } from '../../../lib/list/page-base';

/**
 * Columns that depend on the rows on screen (sales-connect-opp: the collected amount of the page's opportunities,
 * read by another call): a hook, called on every render with the rows shown, answering the columns and anything to
 * say above the table (that call's failure).
 */
export type ReportColumnsHook<Row> = (rows: readonly Row[], online: boolean) => { columns: Column<Row>[]; notice?: ReactNode };

type ReportColumns<Row> = { columns: Column<Row>[]; useColumns?: never } | { columns?: never; useColumns: ReportColumnsHook<Row> };

function useNoRowColumns(): undefined {
  return undefined;
}

export type ReportTableScreenProps<K extends keyof ReportRowOf> = ReportColumns<ReportRowOf[K]> & {
  kind: K;
  title: string;
  description: ReactNode;
  caption: string;
  rowKey: (row: ReportRowOf[K]) => string | number;
  search: ReportSearch;
  onSearchChange: (next: ReportSearch) => void;
  /** The kind's own filters (outcome, entity), shown after the common ones. */
  filters?: ReactNode;
  /** Shown between the filters and the table (e.g. a summary); a function is given the report's totals (a chart of them). */
  before?: ReactNode | ((totals: ReportTotalsView | undefined) => ReactNode);
  /** What an empty report says. */
  empty?: string;
  /** The person filter's label when it means something other than the agent (state-movement: who made the change). */
  agentFilter?: AgentFilterText;
  /** How a column's total is written (by column key): the column's own unit (lakhs, rupees, a duration); counts by default. */
  formatTotal?: (key: string, value: number) => ReactNode;
  /** A totals-row figure as a link to the deals behind it (by column key; the figure as written is `shown`). */
  totalLink?: (key: string, shown: ReactNode) => ReactNode;
};

const formatCountTotal = (_key: string, value: number) => groupThousands(value);

/**
 * The report's own totals (issue 49) under the columns they belong to: the whole report's figure (every row, as its
 * CSV adds up; not the page's) and, beside it, the previous period's (as many days before, same filters).
 */
function withReportTotals<Row>(
  columns: readonly Column<Row>[],
  view: ReportTotalsView | undefined,
  format: (key: string, value: number) => ReactNode,
  link: (key: string, shown: ReactNode) => ReactNode = (_key, shown) => shown,
): Column<Row>[] {
  if (!view) return [...columns];
  const { figures } = view.totals;
  const previous = view.previous.totals.figures;
  return columns.map((column) =>
    column.key in figures
      ? {
          ...column,
          total: () => (
            <span className="inline-flex flex-col items-end">
              <span>{link(column.key, format(column.key, figures[column.key]!))}</span>
              <span className="text-xs font-normal text-slate-600">
                <span className="sr-only">Previous period: </span>
                <span aria-hidden="true">prev. </span>
                {format(column.key, previous[column.key] ?? 0)}
              </span>
            </span>
          ),
        }
      : column,
  );
}

/** What the totals row is: the whole report's figures, and the previous period they are compared with. */
function TotalsNote({ view }: { view: ReportTotalsView }) {
  return (
    <p className="text-sm text-slate-600">
      Totals are for all {groupThousands(view.totals.rows)} rows of the report; beside each, &lsquo;prev.&rsquo; is the previous period, {formatDate(view.previous.from)} to{' '}
      {formatDate(view.previous.to)} ({groupThousands(view.previous.totals.rows)} rows, same filters).
    </p>
  );
}

/**
 * A report shown on screen (sales-report, sales-report-opp, sales-connect-opp, call-detail, …): filters in the URL, the kind's rows paged with the
 * total, the CSV of the same filter. Online only: offline it says reports need a connection and keeps the filters.
 */
export function ReportTableScreen<K extends keyof ReportRowOf>({
  kind,
  title,
  description,
  caption,
  columns,
  useColumns,
  rowKey,
  search,
  onSearchChange,
  filters,
  before,
  empty = 'No opportunities in this range.',
  agentFilter,
  formatTotal = formatCountTotal,
  totalLink,
}: ReportTableScreenProps<K>) {
  const online = useOnline();
  const query = reportQueryOf(search);
  const pageIndex = pageIndexOf(search.page);
  const result = useReportPage(kind, query, pageIndex, online, reportOrderOf(search));
  // Offline the last rows are not shown: a report is the server's, now (the notice says it needs a connection).
  const shown = online ? result : { ...result, data: undefined, error: undefined };
  const rows = shown.data?.results ?? [];
  // The same hook on every render of a page: a page passes useColumns always or never.
  const useRowColumns: (rows: readonly ReportRowOf[K][], online: boolean) => ReturnType<ReportColumnsHook<ReportRowOf[K]>> | undefined = useColumns ?? useNoRowColumns;
  const fromRows = useRowColumns(rows, online);
  const totals = useReportTotals(kind, query, online);
  const totalsView = online && totals.data && Object.keys(totals.data.totals.figures).length > 0 ? totals.data : undefined;
  const beforeNode = typeof before === 'function' ? before(totalsView) : before;
  // The kind's sortable columns (issue 49) sort the whole report on the server; the others do not sort.
  const sortKeys = reportSortKeys(kind);
  const shownColumns = withReportTotals(fromRows?.columns ?? columns ?? [], totalsView, formatTotal, totalLink).map((column) => ({ ...column, sortable: sortKeys.includes(column.key) }));
  const sort: TableSort | null = search.sort ? { key: search.sort, direction: search.dir ?? 'asc' } : null;
  const { busyKind, download } = useReportDownload();
  return (
    <ListScreen
      title={title}
      description={description}
      exportAction={
        <Button variant="secondary" busy={busyKind !== null} disabled={!online || busyKind !== null} onClick={() => void download(kind, query)}>
          Download CSV
        </Button>
      }
      onlineOnly={false}
      filters={
        <>
          <ReportsOfflineNotice online={online} />
          <ReportFilters search={search} query={query} online={online} onSearchChange={onSearchChange} agentFilter={agentFilter} />
          {filters && <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-5">{filters}</div>}
        </>
      }
      before={
        (beforeNode || fromRows?.notice || (totalsView && rows.length > 0)) && (
          <>
            {beforeNode}
            {fromRows?.notice}
            {totalsView && rows.length > 0 && <TotalsNote view={totalsView} />}
          </>
        )
      }
      what="report"
      caption={caption}
      columns={shownColumns}
      sort={sort}
      onSortChange={(next) => onSearchChange({ ...search, sort: next.key, dir: next.direction, page: undefined })}
      {...(totalsView ? { totalLabel: 'Total' } : {})}
      rowKey={rowKey}
      resource={shown}
      empty={empty}
      onPageChange={(next) => onSearchChange({ ...search, page: urlPageOf(next) })}
      pagerLabel="Report pages"
    />
  );
}
