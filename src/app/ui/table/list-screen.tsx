import { useMemo, useState, type ReactNode } from 'react';
import type { Paged } from '../../../domain/paging/paged';
import { downloadCsv, rowsToCsv, type CsvColumn } from '../../lib/list/csv';
import { sortRows, type TableSort } from '../../lib/list/sort';
import { useMediaQuery } from '../../lib/use-media-query';
import { buttonClasses } from '../button-classes';
import { DataTable, type Column } from './data-table';
import { LoadFailed } from '../status/load-failed';
import { SelectionBar, withSelectColumn, type ListSelection } from './list-selection';
import { LoadingFallback } from '../status/loading-fallback';
import { OnlineOnlyNotice } from '../status/online-only-notice';
import { PageHeader } from '../page-header';
import { Pagination } from './pagination';
import { useScreenTitle } from '../screen';

/**
 * The rows a list screen shows: one page of a server-paged list, or a whole list loaded at once. `openEnded`: the
 * route says only whether a next page exists (totalCount is the rows up to this page, plus one when there is a next);
 * the pager then reads "Showing 11–20" and "Page 2", without a last page.
 */
export type ListRows<Row> = (Paged<Row> & { openEnded?: boolean }) | readonly Row[];

function isPaged<Row>(rows: ListRows<Row>): rows is Paged<Row> & { openEnded?: boolean } {
  return !Array.isArray(rows);
}

/** A column's plain value: its `value`, else its cell when that is text or a number. */
function plainValue<Row>(
  column: Column<Row>,
): (row: Row) => string | number | null | undefined {
  return (
    column.value ??
    ((row: Row) => {
      const cell = column.cell(row);
      return typeof cell === 'string' || typeof cell === 'number' ? cell : null;
    })
  );
}

/** The CSV columns of a table: each labelled column but the pinned actions, with its plain value. */
export function csvColumnsOf<Row>(
  columns: readonly Column<Row>[],
): CsvColumn<Row>[] {
  return columns.flatMap((column) => {
    const label =
      column.label ??
      (typeof column.header === 'string' ? column.header : null);
    return !label || column.pinEnd
      ? []
      : [{ label, value: plainValue(column) }];
  });
}

/** What a list screen loads: useResource's answer (a failure is any thrown value). */
export type ListResource<Row> = {
  data: ListRows<Row> | undefined;
  error: unknown;
  isLoading: boolean;
  isRefreshing?: boolean;
  refresh: () => Promise<void>;
};

const NOTHING_TO_REFRESH = () => Promise.resolve();

/**
 * Rows already in hand (loaded with their record: a payment's refunds, a termsheet's milestones; a dry run's answer, a form's rows) as a list's resource,
 * for a ListTable in a record's panel: nothing to load or retry; `busy` while the record loads again.
 */
export function heldRows<Row>(rows: readonly Row[], busy = false): ListResource<Row> {
  return { data: rows, error: null, isLoading: false, isRefreshing: busy, refresh: NOTHING_TO_REFRESH };
}

/** The page holds the whole list (one page, or a list loaded at once): it may be sorted here. */
function isWhole<Row>(rows: ListRows<Row>): boolean {
  return !isPaged(rows) || (rows.page === 0 && !rows.totalCapped && rows.results.length >= rows.totalCount);
}

/**
 * The columns a list sorted here may sort by: those not marked `sortable: false`, not the pinned actions, whose
 * plain value the first row has (text or a number). A list sorted by its route names its sortable columns itself.
 */
function locallySortable<Row>(columns: readonly Column<Row>[], first: Row | undefined): readonly Column<Row>[] {
  if (first === undefined) return columns;
  return columns.map((column) => {
    if (column.sortable !== undefined || column.pinEnd) return column;
    const value = plainValue(column)(first);
    return typeof value === 'string' || typeof value === 'number' ? { ...column, sortable: true } : column;
  });
}

export type ListScreenProps<Row> = {
  title: string;
  description?: ReactNode;
  /** Header actions (Create …). */
  actions?: ReactNode;
  /** The filter form; its values live in the URL (lib/list/list-search.ts). */
  filters?: ReactNode;
  /** What failed to load, for "The {what} could not be loaded". */
  what: string;
  /** The spec's message for a failed load, in place of "The {what} could not be loaded: {reason}" (offline stays calm). */
  failedMessage?: string;
  caption: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  rowClassName?: (row: Row) => string | undefined;
  resource: ListResource<Row>;
  /** Shown in place of rows when none match. */
  empty: ReactNode;
  /**
   * The order, held by the screen (its URL): a paged list is then sorted by its route. Without onSortChange the
   * screen sorts by any column while the whole list is on screen, and offers no sorting of one page of several.
   */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  /** Shown between the filters and the table (a summary, a note on what the rows are). */
  before?: ReactNode;
  /** The screen's own export (the server's CSV of every matching row) in place of "Export CSV" of the rows shown. */
  exportAction?: ReactNode;
  /** The totals row's label when the columns' totals are the whole list's (a report's server totals), not the page's. */
  totalLabel?: string;

  /** For a server-paged list: the page index to load next (0 = the first). */
  onPageChange?: (pageIndex: number) => void;
  pagerLabel?: string;
  /** Rows drawn as cards in place of the table: everywhere, or on a phone only (see ListCards). */
  cards?: ListCards<Row>;
  /** Rows can be chosen (a checkbox each, all on the page at once) for the screen's bulk actions (ListSelection). */
  selection?: ListSelection<Row>;
  /** The file name of "Export CSV" (the rows on screen); no button without it. */
  csvFileName?: string;
  /** The screen works only online: the offline line shows above it (default). */
  onlineOnly?: boolean;
  /** Dialogs and panels the screen opens. */
  children?: ReactNode;
};

/**
 * A desk list screen (issue 51), written once: the title (and the tab's), filters, the loading / failed / empty /
 * offline states, a table that fits its box (column priorities, stacked cards on a phone, row actions pinned at
 * the right edge), column sorting, a totals row, the pager of a server-paged list, bulk selection, and CSV of the rows
 * shown.
 */
export function ListScreen<Row>({
  title,
  description,
  actions,
  filters,
  what,
  failedMessage,
  caption,
  columns,
  rowKey,
  rowClassName,
  resource,
  empty,
  sort,
  onSortChange,
  onPageChange,
  pagerLabel = `${caption} pages`,
  cards,
  csvFileName,
  onlineOnly = true,
  before,
  exportAction,
  totalLabel,
  selection,
  children,
}: ListScreenProps<Row>) {
  useScreenTitle(title);
  const view = useListView({ resource, columns, sort, onSortChange });
  const { rows } = view;
  const exportCsv =
    csvFileName && rows.length > 0
      ? () => downloadCsv(csvFileName, rowsToCsv(csvColumnsOf(columns), rows))
      : undefined;
  return (
    <div className="mx-auto flex w-full max-w-screen-2xl min-w-0 flex-col gap-4">
      <PageHeader
        title={title}
        description={description}
        actions={
          (actions || exportCsv || exportAction) && (
            <div className="flex flex-wrap gap-2">
              {exportAction}
              {!exportAction && exportCsv && (
                <button
                  type="button"
                  className={buttonClasses('secondary')}
                  onClick={exportCsv}
                >
                  Export CSV
                </button>
              )}
              {actions}
            </div>
          )
        }
      />
      {onlineOnly && <OnlineOnlyNotice />}
      {filters}
      {before}
      <ListBody
        view={view}
        resource={resource}
        what={what}
        failedMessage={failedMessage}
        caption={caption}
        rowKey={rowKey}
        rowClassName={rowClassName}
        empty={empty}
        onPageChange={onPageChange}
        pagerLabel={pagerLabel}
        {...(totalLabel ? { totalLabel } : {})}
        cards={cards}
        selection={selection}
      />
      {children}
    </div>
  );
}

type ListView<Row> = {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  order: TableSort | null;
  onSortChange: ((sort: TableSort) => void) | undefined;
  onePageOfMany: boolean;
};

/** The rows in their order, the columns that sort, and whether the rows are one page of several. */
function useListView<Row>({
  resource,
  columns,
  sort,
  onSortChange,
}: {
  resource: ListResource<Row>;
  columns: readonly Column<Row>[];
  sort: TableSort | null | undefined;
  onSortChange: ((sort: TableSort) => void) | undefined;
}): ListView<Row> {
  const data = resource.data;
  const [ownSort, setOwnSort] = useState<TableSort | null>(null);
  const sortsHere = !onSortChange;
  const whole = data !== undefined && isWhole(data);
  const order = sortsHere ? (whole ? ownSort : null) : (sort ?? null);
  const pageRows: readonly Row[] | undefined = data === undefined ? undefined : isPaged(data) ? data.results : data;
  const shownColumns = useMemo(
    () => (sortsHere && whole ? locallySortable(columns, pageRows?.[0]) : columns),
    [columns, sortsHere, whole, pageRows],
  );
  // A list sorted by its route comes in order; a whole list is sorted here, by the columns' plain values.
  const rows: readonly Row[] = useMemo(
    () =>
      pageRows === undefined
        ? []
        : data !== undefined && isPaged(data) && !sortsHere
          ? pageRows
          : sortRows(pageRows, order, (row, key) => {
              const column = columns.find((c) => c.key === key);
              return column ? plainValue(column)(row) : null;
            }),
    [pageRows, data, sortsHere, order, columns],
  );
  return {
    rows,
    columns: shownColumns,
    order,
    onSortChange: onSortChange ?? (whole ? setOwnSort : undefined),
    onePageOfMany: data !== undefined && isPaged(data) && !whole,
  };
}

/**
 * A list whose rows are cards (an image grid), or cards on a phone and the table from `sm` up (a field screen with
 * cards of its own). Only the layout on screen is drawn (null from matchMedia: both, as CSS shows them). `header`
 * goes above the phone cards (a sort select in place of the headers).
 */
export type ListCards<Row> = { render: (rows: readonly Row[]) => ReactNode; on: 'always' | 'phone'; header?: ReactNode };

export type { ListSelection };

type ListBodyProps<Row> = {
  view: ListView<Row>;
  resource: ListResource<Row>;
  what: string;
  failedMessage?: string | undefined;
  caption: string;
  rowKey: (row: Row) => string | number;
  rowClassName?: ((row: Row) => string | undefined) | undefined;
  empty: ReactNode;
  onPageChange?: ((pageIndex: number) => void) | undefined;
  pagerLabel: string;
  regionLabel?: string | undefined;
  /** The caption shown above the table too (a panel's table named by a figure of its own: a leaderboard's month). */
  showCaption?: boolean | undefined;
  totalLabel?: string | undefined;
  cards?: ListCards<Row> | undefined;
  selection?: ListSelection<Row> | undefined;
};

/**
 * The states, the table and the pager: the part of a list screen below its filters. Rows on screen stay there while
 * the list loads again (marked busy: a re-search, a refresh, the rows last seen on a device whose copy is opening)
 * and when that load fails (a one-line notice above them); the failure replaces only an empty screen.
 */
function ListBody<Row>({ view, resource, what, failedMessage, caption, rowKey, rowClassName, empty, onPageChange, pagerLabel, regionLabel, showCaption, totalLabel, cards, selection }: ListBodyProps<Row>) {
  const data = resource.data;
  // Tailwind's sm breakpoint: the table from 640 px, phone cards below.
  const wide = useMediaQuery('(min-width: 40rem)');
  const busy = Boolean(resource.isRefreshing) || resource.isLoading;
  const columns = useMemo(() => (selection ? withSelectColumn(view.columns, selection, rowKey) : view.columns), [selection, view.columns, rowKey]);
  const table = (
    <DataTable
      caption={caption}
      {...(regionLabel ? { regionLabel } : {})}
      {...(showCaption ? { showCaption } : {})}
      columns={columns}
      rows={view.rows}
      rowKey={rowKey}
      {...(rowClassName ? { rowClassName } : {})}
      sort={view.order}
      {...(view.onSortChange ? { onSortChange: view.onSortChange } : {})}
      empty={empty}
      busy={busy}
      stackOnPhone
      totalLabel={totalLabel ?? (view.onePageOfMany ? 'Page total' : 'Total')}
    />
  );
  const cardList = cards && (view.rows.length === 0 ? <div className="text-sm text-slate-600">{empty}</div> : cards.render(view.rows));
  const failed = Boolean(resource.error);
  const retry = () => void resource.refresh();
  return (
    <>
      {failed && data === undefined && <LoadFailed what={what} message={failedMessage} error={resource.error} onRetry={retry} />}
      {data === undefined && resource.isLoading && <LoadingFallback label={`Loading ${what}…`} />}
      {data !== undefined && (
        // One wrapper says the rows shown are being brought up to date (dimmed while another search loads).
        <div aria-busy={busy || undefined} className={`flex min-w-0 flex-col gap-4 ${resource.isLoading ? 'opacity-60 transition-opacity' : ''}`}>
          {failed && <LoadFailed what={what} message={failedMessage} error={resource.error} onRetry={retry} kept />}
          {selection && <SelectionBar selection={selection} rows={view.rows} rowKey={rowKey} />}
          {!cards ? (
            table
          ) : cards.on === 'always' ? (
            cardList
          ) : (
            <>
              {wide !== false && <div className="hidden sm:block">{table}</div>}
              {wide !== true && (
                <div className="flex flex-col gap-3 sm:hidden">
                  {cards.header}
                  {cardList}
                </div>
              )}
            </>
          )}
          {isPaged(data) && onPageChange && (
            <Pagination
              pageIndex={data.page}
              size={data.size}
              totalCount={data.totalCount}
              totalCapped={data.totalCapped}
              openEnded={data.openEnded}
              rowsOnPage={data.results.length}
              onPageChange={onPageChange}
              label={pagerLabel}
            />
          )}
        </div>
      )}
    </>
  );
}

export type ListTableProps<Row> = Omit<ListBodyProps<Row>, 'view' | 'pagerLabel'> & {
  columns: readonly Column<Row>[];
  pagerLabel?: string;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
};

/**
 * A list inside a record's page or a panel (the tickets of an account, a dashboard's details): the list screen's
 * states, table, sorting, totals and pager without its title and filters.
 */
export function ListTable<Row>({ columns, sort, onSortChange, pagerLabel, ...body }: ListTableProps<Row>) {
  const view = useListView({ resource: body.resource, columns, sort, onSortChange });
  return <ListBody view={view} pagerLabel={pagerLabel ?? `${body.caption} pages`} {...body} />;
}
