import type { ReactNode } from 'react';
import { buttonClasses } from '../button-classes';
import type { Column } from './data-table';

// Bulk selection of the list kit (list-screen.tsx): the checkbox column and the bar above the table.

/**
 * Rows a person may choose for the screen's bulk actions: a checkbox on each row ("Select {rowName}"), one for every
 * row on the page, the count chosen and the screen's actions in a bar above the table. The chosen keys (rowKey) are
 * the screen's: they stay chosen across pages until the screen clears them (after its action, say).
 */
export type ListSelection<Row> = {
  selected: ReadonlySet<string | number>;
  onChange: (selected: ReadonlySet<string | number>) => void;
  /** How a row is named in its checkbox's label ("package 12": "Select package 12"). */
  rowName: (row: Row) => string;
  /** The screen's actions on the chosen rows (Delete selected …); it disables them while none is chosen. */
  actions: ReactNode;
};

/** The checkbox column of a list with bulk selection, first. */
export function withSelectColumn<Row>(columns: readonly Column<Row>[], selection: ListSelection<Row>, rowKey: (row: Row) => string | number): readonly Column<Row>[] {
  const { selected, onChange, rowName } = selection;
  const toggle = (key: string | number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(key);
    else next.delete(key);
    onChange(next);
  };
  const select: Column<Row> = {
    key: 'select',
    header: <span className="sr-only">Select</span>,
    sortable: false,
    className: 'w-0',
    cell: (row) => (
      <label className="-my-2 inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center sm:min-h-8 sm:min-w-8">
        <input type="checkbox" aria-label={`Select ${rowName(row)}`} checked={selected.has(rowKey(row))} onChange={(e) => toggle(rowKey(row), e.target.checked)} className="size-5 accent-brand" />
      </label>
    ),
  };
  return [select, ...columns];
}

/** The bar above a list with bulk selection: every row on the page at once, the count chosen, the screen's actions. */
export function SelectionBar<Row>({ selection, rows, rowKey }: { selection: ListSelection<Row>; rows: readonly Row[]; rowKey: (row: Row) => string | number }) {
  const { selected, onChange, actions } = selection;
  const keys = rows.map(rowKey);
  const onPage = keys.filter((key) => selected.has(key)).length;
  const all = keys.length > 0 && onPage === keys.length;
  const togglePage = () => {
    const next = new Set(selected);
    for (const key of keys) {
      if (all) next.delete(key);
      else next.add(key);
    }
    onChange(next);
  };
  return (
    <div role="group" aria-label="Selection" className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-800">
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 sm:min-h-8">
        <input
          type="checkbox"
          checked={all}
          // Some of the page chosen: neither ticked nor clear (the browser says "mixed").
          ref={(input) => {
            if (input) input.indeterminate = onPage > 0 && !all;
          }}
          disabled={keys.length === 0}
          onChange={togglePage}
          className="size-5 accent-brand"
        />
        Select all on this page
      </label>
      <span aria-live="polite">{selected.size} selected</span>
      {selected.size > 0 && (
        <button type="button" className={buttonClasses('ghost', 'sm')} onClick={() => onChange(new Set())}>
          Clear selection
        </button>
      )}
      <div className="flex flex-wrap gap-2 sm:ms-auto">{actions}</div>
    </div>
  );
}
