import { memo, type ReactNode } from 'react';
import { nextSort, type TableSort } from '../../lib/list/sort';
import { sameRecord } from '../same-record';
import { useListGeneration } from './use-list-generation';
import { useProgressiveCount } from './use-progressive-count';

/** Rows drawn at once (more than a desktop screen holds); the rest follow in a transition (use-progressive-count.ts). */
export const FIRST_ROWS = 30;

/**
 * The body cells of a long table (more than FIRST_ROWS rows), from `sm` up: a cell far from the screen is neither laid
 * out nor painted until it comes near (content-visibility: auto), sized meanwhile as it last was, or as an empty cell
 * one line high when it never was drawn. On my-accounts (100 rows of 14 columns, 1280×800) the frame that shows a new
 * search's first 30 rows took 24 ms instead of 44, and the one that adds the other 70 94 ms instead of 185 (the
 * fastest of 12 each in Chromium on a loaded host, issue 55: tests/e2e/type-ahead-draw.measure.spec.ts). The cells stay in the page: find in page,
 * the accessibility tree, keyboard focus and the CSV are as before. What it costs: a column is as wide as the cells
 * drawn so far, so scrolling down to a longer value widens its column then. Phone cards (below `sm`) are unchanged.
 */
export const LAZY_CELL = 'sm:[content-visibility:auto] sm:[contain-intrinsic-size:auto_none_auto_2.5rem]';

export type { SortDirection, TableSort } from '../../lib/list/sort';

export type Column<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The header becomes a button that sorts by this column. */
  sortable?: boolean;
  align?: 'left' | 'right';
  /** Extra classes for this column's cells (widths, nowrap). */
  className?: string;
  /** The cell's label where rows stack on a phone (`stackOnPhone`); defaults to the header when it is text. */
  label?: string;
  /**
   * How much the column matters when the table's box is narrow (issue 51): 1 (the default) always shows; 2 hides
   * below 48rem of table width, 3 below 64rem, 4 below 80rem. The box, not the window, decides (a container
   * query), so a screen beside the menu drops columns before it scrolls. Stacked phone cards show every column.
   */
  priority?: ColumnPriority;
  /** The column stays at the right edge while the table scrolls (row actions): it is never cut off. */
  pinEnd?: boolean;
  /** The cell's plain value: what CSV export writes and what a client-side sort compares. */
  value?: (row: Row) => string | number | null | undefined;
  /** The figure of the totals row under this column (only where the column's figures add). */
  total?: (rows: readonly Row[]) => ReactNode;
};

export type ColumnPriority = 1 | 2 | 3 | 4;

// Literal classes (Tailwind finds them in the source): hidden from `sm` up while the table's box is narrower than
// the step; below `sm` rows are cards that wrap, so every column stays.
const PRIORITY_CLASS: Record<ColumnPriority, string> = { 1: '', 2: 'sm:@max-3xl:hidden', 3: 'sm:@max-5xl:hidden', 4: 'sm:@max-7xl:hidden' };
const PIN_HEAD = 'sm:sticky sm:right-0 sm:z-[1] sm:bg-slate-100 sm:shadow-[inset_1px_0_0_var(--color-slate-200)]';
const PIN_CELL = 'sm:sticky sm:right-0 sm:z-[1] sm:bg-white sm:shadow-[inset_1px_0_0_var(--color-slate-200)]';

function columnClass<Row>(column: Column<Row>, pin: string): string {
  return `${PRIORITY_CLASS[column.priority ?? 1]} ${column.pinEnd ? pin : ''}`;
}

export type DataTableProps<Row> = {
  /** Names the table for screen readers (and the scroll region). */
  caption: string;
  /** Show the caption on screen too. */
  showCaption?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** A class for a row (the spec lets an opportunity row carry a style class). */
  rowClassName?: (row: Row) => string | undefined;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  /** Shown in place of rows when there are none. */
  empty?: ReactNode;
  busy?: boolean;
  /**
   * Below the `sm` breakpoint each row becomes a card of labelled cells, so a wide table needs no sideways
   * scrolling on a phone and its buttons sit on the screen; from `sm` up it is the usual table.
   */
  stackOnPhone?: boolean;
  /** Names the scroll region when the caption would repeat its section's name (landmarks must be unique). */
  regionLabel?: string;
  /** What the totals row says in its first column ("Page total" when the rows are one page of several). */
  totalLabel?: string;
};

function ariaSort(column: { key: string; sortable?: boolean }, sort: TableSort | null | undefined): 'ascending' | 'descending' | 'none' | undefined {
  if (!column.sortable) return undefined;
  if (sort?.key !== column.key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

export { nextSort };

const NOT_STACKED = { region: '', table: '', head: '', row: '', cell: '', rightCell: '', emptyRow: '', emptyCell: '', foot: '' };

// Below `sm`: the table, its body and rows lay out as blocks (a row is a card), each cell under its label.
// The header row stays for screen readers only; each cell shows its column's label above its value.
const STACKED = {
  region: 'max-sm:border-0 max-sm:bg-transparent',
  table: 'max-sm:block max-sm:[&>tbody]:flex max-sm:[&>tbody]:flex-col max-sm:[&>tbody]:gap-3',
  head: 'max-sm:sr-only',
  row: 'max-sm:flex max-sm:flex-wrap max-sm:gap-x-4 max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-1',
  // The label is generated content (data-label), so the cell's text stays the value on every screen.
  cell: 'max-sm:block max-sm:min-w-0 max-sm:max-w-full max-sm:px-2 max-sm:py-1 max-sm:whitespace-normal max-sm:before:block max-sm:before:text-xs max-sm:before:font-normal max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]',
  rightCell: 'max-sm:text-left',
  emptyRow: 'max-sm:block',
  emptyCell: 'max-sm:block',
  foot: 'max-sm:mt-3 max-sm:block',
};

/**
 * A plain, accessible data table: a real <table> with a caption, sortable headers that are buttons and say
 * their order (aria-sort), and a keyboard-focusable region that scrolls sideways on a phone.
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  rowClassName,
  sort,
  onSortChange,
  empty,
  busy = false,
  stackOnPhone = false,
  regionLabel,
  totalLabel = 'Total',
}: DataTableProps<Row>) {
  // `relative`: the visually hidden texts inside (absolutely placed) stay in the scroll box instead of widening the page.
  const stack = stackOnPhone ? STACKED : NOT_STACKED;
  const shown = useProgressiveCount(rows.length, FIRST_ROWS, FIRST_ROWS, useListGeneration(rows, rowKey, FIRST_ROWS));
  const lazy = rows.length > FIRST_ROWS;
  const phoneSort = stackOnPhone && onSortChange && columns.some((column) => column.sortable);
  return (
    <>
      {phoneSort && <PhoneSort caption={caption} columns={columns} sort={sort} onSortChange={onSortChange} />}
      <div role="region" aria-label={regionLabel ?? caption} tabIndex={0} className={`@container relative w-full overflow-x-auto rounded-lg border border-slate-200 bg-white ${stack.region}`}>
        <table className={`w-full border-collapse text-left text-sm ${stack.table}`} aria-busy={busy || undefined}>
          <caption className={showCaption ? 'px-3 py-2 text-left font-medium text-slate-900' : 'sr-only'}>{caption}</caption>
          <thead className={`bg-slate-100 text-xs font-semibold tracking-wide text-slate-700 uppercase ${stack.head}`}>
            <tr>
              {columns.map((column) => {
                const order = ariaSort(column, sort);
                const alignment = column.align === 'right' ? 'text-right' : 'text-left';
                return (
                  <th key={column.key} scope="col" aria-sort={order} className={`px-3 py-2 ${column.align === 'right' ? 'min-w-20' : 'whitespace-nowrap'} ${alignment} ${columnClass(column, PIN_HEAD)}`}>
                    {column.sortable && onSortChange ? (
                      <button
                        type="button"
                        // Stacked on a phone the header row is for screen readers only: its buttons would be invisible
                        // stops for a keyboard and a finger, so the phone sorts through PhoneSort's select instead.
                        className={`inline-flex min-h-11 items-center gap-1 rounded uppercase hover:text-slate-900 sm:min-h-8 ${column.align === 'right' ? 'text-right' : ''} ${stackOnPhone ? 'max-sm:hidden' : ''}`}
                        onClick={() => onSortChange(nextSort(sort, column.key))}
                      >
                        {column.header}
                        <span aria-hidden="true" className="text-slate-500">
                          {order === 'ascending' ? '▲' : order === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                    {column.sortable && onSortChange && stackOnPhone && <span className="sm:hidden">{column.header}</span>}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr className={stack.emptyRow}>
                <td colSpan={columns.length} className={`px-3 py-8 text-center text-slate-600 ${stack.emptyCell}`}>
                  {empty ?? 'No records found.'}
                </td>
              </tr>
            ) : (
              rows.slice(0, shown).map((row) => <DataRow key={rowKey(row)} row={row} columns={columns} className={rowClassName?.(row)} stack={stack} stackOnPhone={stackOnPhone} lazy={lazy} />)
            )}
          </tbody>
          {rows.length > 0 && columns.some((column) => column.total) && <TotalsRow columns={columns} rows={rows} stack={stack} stackOnPhone={stackOnPhone} label={totalLabel} />}
        </table>
      </div>
    </>
  );
}

function columnName<Row>(column: Column<Row>): string {
  return column.label ?? (typeof column.header === 'string' ? column.header : column.key);
}

/**
 * A stacked table's order on a phone (below `sm`, where its header row is not on screen): one labelled select of the
 * sortable columns, each way round. Until a column is chosen it shows the list's own order.
 */
function PhoneSort<Row>({ caption, columns, sort, onSortChange }: { caption: string; columns: readonly Column<Row>[]; sort: TableSort | null | undefined; onSortChange: (sort: TableSort) => void }) {
  const sortable = columns.filter((column) => column.sortable);
  const value = sort && sortable.some((column) => column.key === sort.key) ? `${sort.key}.${sort.direction}` : '';
  return (
    <label className="mb-2 flex items-center gap-2 text-sm text-slate-700 sm:hidden">
      <span className="shrink-0">Sort by</span>
      <select
        aria-label={`Sort ${caption} by`}
        className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2"
        value={value}
        onChange={(event) => {
          const [key, direction] = event.target.value.split('.');
          if (key && (direction === 'asc' || direction === 'desc')) onSortChange({ key, direction });
        }}
      >
        {value === '' && (
          <option value="" disabled>
            List order
          </option>
        )}
        {sortable.flatMap((column) => [
          <option key={`${column.key}.asc`} value={`${column.key}.asc`}>
            {columnName(column)} ▲
          </option>,
          <option key={`${column.key}.desc`} value={`${column.key}.desc`}>
            {columnName(column)} ▼
          </option>,
        ])}
      </select>
    </label>
  );
}

type DataRowProps<Row> = { row: Row; columns: readonly Column<Row>[]; className: string | undefined; stack: typeof STACKED; stackOnPhone: boolean; lazy: boolean };

/**
 * One row. The same values in a new object (the list answered again: the server's rows, then the device copy's; a
 * live query re-run by a sync) are not drawn again when the columns are the same (sameRecord).
 */
const DataRow = memo(
  function DataRow<Row>({ row, columns, className, stack, stackOnPhone, lazy }: DataRowProps<Row>) {
    return (
      <tr className={`border-t border-slate-200 hover:bg-slate-50 ${stack.row} ${className ?? ''}`}>
        {columns.map((column) => {
          const label = column.label ?? (typeof column.header === 'string' ? column.header : null);
          return (
            <td
              key={column.key}
              data-label={stackOnPhone && label ? label : undefined}
              className={`px-3 py-2 align-top ${column.align === 'right' ? `text-right tabular-nums ${stack.rightCell}` : ''} ${stack.cell} ${columnClass(column, PIN_CELL)} ${lazy ? LAZY_CELL : ''} ${column.className ?? ''}`}
            >
              {column.cell(row)}
            </td>
          );
        })}
      </tr>
    );
  },
  (previous, next) =>
    previous.columns === next.columns && previous.className === next.className && previous.stack === next.stack && previous.stackOnPhone === next.stackOnPhone && previous.lazy === next.lazy && sameRecord(previous.row, next.row),
) as <Row>(props: DataRowProps<Row>) => ReactNode;

/** The totals row: each adding column's total under it, "Total" in the first column when that one does not add. */
function TotalsRow<Row>({ columns, rows, stack, stackOnPhone, label: totalLabel }: { columns: readonly Column<Row>[]; rows: readonly Row[]; stack: typeof STACKED; stackOnPhone: boolean; label: string }) {
  return (
    <tfoot className={stack.foot}>
      <tr className={`border-t-2 border-slate-300 bg-slate-50 font-semibold ${stack.row}`}>
        {columns.map((column, index) => {
          const figure = column.total?.(rows);
          const label = column.label ?? (typeof column.header === 'string' ? column.header : null);
          const shown = figure ?? (index === 0 ? totalLabel : null);
          return (
            <td
              key={column.key}
              data-label={stackOnPhone && figure !== undefined && label ? label : undefined}
              className={`px-3 py-2 ${column.align === 'right' ? `text-right tabular-nums ${stack.rightCell}` : ''} ${shown === null ? 'max-sm:hidden' : stack.cell} ${columnClass(column, 'sm:sticky sm:right-0 sm:bg-slate-50')}`}
            >
              {shown}
            </td>
          );
        })}
      </tr>
    </tfoot>
  );
}
