import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a list's `count` items to draw: the first `first` at once, then `step` more at a time, each step in a
 * transition React renders between the device's other work, until all are drawn. A list's first screen paints
 * sooner, and a long list (100 rows of 14 cells, or 100 cards) is never one long task: on an offline start, 100 table
 * rows were 54 ms of DOM insertion before the first row showed; on a phone at 4x CPU slowdown, 100 cards were one
 * 200 ms task, and the 49 cards after the first 12 still one task of about 220 ms when they came in one step
 * (issue 10). Each step's commit inserts at most `step` items (`first` unless given): a step's commit and layout are
 * one task the transition cannot split, so a list of heavy items (cards) takes small steps.
 * Only the first draw is staged: once everything was shown, a new page of rows is drawn whole, unless `list`
 * changes: a new value names a list none of whose items are drawn (another search's rows), which is staged again,
 * the first `first` at once and the rest in one step (issue 55: the frame that shows a type-ahead's answer lays out
 * 30 rows, not 100).
 */
export function useProgressiveCount(count: number, first: number, step: number = first, list?: unknown): number {
  const [state, setState] = useState({ shown: first, list, restaged: false });
  let current = state;
  if (state.list !== list) {
    // A new list (set while rendering: this render already draws only the first items).
    current = { shown: first, list, restaged: true };
    setState(current);
  }
  const { shown, restaged } = current;
  useEffect(() => {
    if (shown < count) startTransition(() => setState((s) => (s.list === list ? { ...s, shown: restaged ? count : Math.min(count, shown + step) } : s)));
  }, [shown, count, step, list, restaged]);
  return Math.min(shown, count);
}
