import { useState } from 'react';

/** The page is scrolled less than a screen down (where a search box and a list's first rows are). */
function nearTop(): boolean {
  return typeof window === 'undefined' || window.scrollY < window.innerHeight;
}

/**
 * A number that changes when the rows become another list: more than a first draw's `first` rows, of which none of
 * the first `first` was in the rows before (another search's answer, another page). A list drawn in steps
 * (use-progressive-count.ts, use-drawn-near-view.ts) draws such rows as a first screen is (the first rows at once, the
 * rest after), so the frame that shows them does not lay out a whole page (issue 55: 0.3-0.5 s of layout for a 100-row
 * table on a busy 2-core host). Not when the page is scrolled further down (the pager at a long list's foot): the list
 * would shrink under the reader for a frame and the browser move the page up. Rows refreshed, added or sorted among
 * the same ones keep their generation (drawn at once, as before).
 */
export function useListGeneration<Row>(rows: readonly Row[], rowKey: (row: Row) => string | number, first: number): number {
  const [seen, setSeen] = useState({ rows, generation: 0 });
  if (seen.rows === rows) return seen.generation;
  let generation = seen.generation;
  if (rows.length > first && nearTop()) {
    const before = new Set(seen.rows.map(rowKey));
    if (!rows.slice(0, first).some((row) => before.has(rowKey(row)))) generation++;
  }
  setSeen({ rows, generation });
  return generation;
}
