import type { ReactNode } from "react";
import type { Paged } from "../../domain/paging/paged";
import type { Resource } from "../lib/data/use-resource";
import { downloadCsv, rowsToCsv, type CsvColumn } from "../lib/list/csv";
import { sortRows, type TableSort } from "../lib/list/sort";
import { useSignedInUser } from "../lib/session/use-session";
import { usePageTitle } from "../lib/use-page-title";
import { shellBrandFor } from "../shell/brand";
import { buttonClasses } from "./button-classes";
import { DataTable, type Column } from "./data-table";
import { LoadFailed } from "./load-failed";
import { LoadingFallback } from "./loading-fallback";
import { OnlineOnlyNotice } from "./online-only-notice";
import { PageHeader } from "./page-header";
import { Pagination } from "./pagination";

/** The rows a list screen shows: one page of a server-paged list, or a whole list loaded at once. */
export type ListRows<Row> = Paged<Row> | readonly Row[];

function isPaged<Row>(rows: ListRows<Row>): rows is Paged<Row> {
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
      return typeof cell === "string" || typeof cell === "number" ? cell : null;
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
      (typeof column.header === "string" ? column.header : null);
    return !label || column.pinEnd
      ? []
      : [{ label, value: plainValue(column) }];
  });
}

export type ListScreenProps<Row> = {
  title: string;
  description?: ReactNode;
  /** Header actions (Create …). */
  actions?: ReactNode;
  /** The filter form; its values live in the URL (lib/list/list-search.ts). */
  filters?: ReactNode;
  /** What failed to load, for "Could not load {what}". */
  what: string;
  caption: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  rowClassName?: (row: Row) => string | undefined;
  resource: Resource<ListRows<Row>>;
  /** Shown in place of rows when none match. */
  empty: ReactNode;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  /** For a server-paged list: the page index to load next (0 = the first). */
  onPageChange?: (pageIndex: number) => void;
  pagerLabel?: string;
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
 * the right edge), column sorting, a totals row, the pager of a server-paged list, and CSV of the rows shown.
 */
export function ListScreen<Row>({
  title,
  description,
  actions,
  filters,
  what,
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
  csvFileName,
  onlineOnly = true,
  children,
}: ListScreenProps<Row>) {
  const user = useSignedInUser();
  usePageTitle(title, shellBrandFor(user.domainId).name);
  const data = resource.data;
  // A paged list comes sorted by its route; a list loaded whole is sorted here, by the columns' plain values.
  const rows: readonly Row[] =
    data === undefined
      ? []
      : isPaged(data)
        ? data.results
        : sortRows(data, sort ?? null, (row, key) => {
            const column = columns.find((c) => c.key === key);
            return column ? plainValue(column)(row) : null;
          });
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
          (actions || exportCsv) && (
            <div className="flex flex-wrap gap-2">
              {exportCsv && (
                <button
                  type="button"
                  className={buttonClasses("secondary")}
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
      {resource.error && (
        <LoadFailed
          what={what}
          error={resource.error}
          onRetry={() => void resource.refresh()}
        />
      )}
      {data === undefined && resource.isLoading && (
        <LoadingFallback label={`Loading ${what}…`} />
      )}
      {data !== undefined && (
        <>
          <DataTable
            caption={caption}
            columns={columns}
            rows={rows}
            rowKey={rowKey}
            {...(rowClassName ? { rowClassName } : {})}
            sort={sort ?? null}
            {...(onSortChange ? { onSortChange } : {})}
            empty={empty}
            busy={resource.isRefreshing || resource.isLoading}
            stackOnPhone
          />
          {isPaged(data) && onPageChange && (
            <Pagination
              pageIndex={data.page}
              size={data.size}
              totalCount={data.totalCount}
              totalCapped={data.totalCapped}
              rowsOnPage={data.results.length}
              onPageChange={onPageChange}
              label={pagerLabel}
            />
          )}
        </>
      )}
      {children}
    </div>
  );
}
