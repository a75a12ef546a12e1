import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a list's `count` items to draw: the first `first` at once, then all of them right after, in a transition
 * React renders in slices between the device's other work. A list's first screen paints sooner, and a long list
 * (100 rows of 14 cells, or 100 cards) is no longer one long task: on an offline start, 100 table rows were 54 ms of
 * DOM insertion before the first row showed; on a phone at 4x CPU slowdown, 100 cards were one 200 ms task (issue 10).
 * Only the first draw is staged: once everything was shown, a new page of rows is drawn whole.
 */
export function useProgressiveCount(count: number, first: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown < count) startTransition(() => setShown(count));
  }, [shown, count]);
  return Math.min(shown, count);
}
