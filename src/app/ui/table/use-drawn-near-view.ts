import { startTransition, useCallback, useEffect, useState } from 'react';

/** How far below the screen the next items are drawn: one screen's height ahead of the reader. */
const AHEAD = '0px 0px 100% 0px';

export type DrawnNearView = {
  /** How many of the list's items to draw. */
  shown: number;
  /** Give to the element after the last drawn item (the "Show more" button): more are drawn as it nears the screen. */
  sentinelRef: (element: Element | null) => void;
  /** Draws the next step now (the button's click, for keyboard and screen-reader users). */
  showMore: () => void;
};

/**
 * How many of a long list's `count` heavy items (a phone's account cards) to draw: the first `first` at once, then
 * `step` more, in a transition, whenever the element after the last drawn one comes within a screen of the visible
 * part of the page, until all are drawn. A card the reader never scrolls to is never built: on Lighthouse's mobile
 * profile (4x CPU) drawing the demo agent's 61 cards a few at a time after the first screen was about 840 ms of
 * main-thread work during the page's load, most of its total blocking time after its rows (issue 10); the first
 * screen of cards is the same either way. Where the browser has no IntersectionObserver the rest follow one step at a
 * time without waiting, as use-progressive-count.ts does. A new `list` (useListGeneration: rows none of which were
 * drawn, another search's answer) starts again from the first `first`, so the frame that shows a new search draws a
 * screenful however far the last list had grown.
 */
export function useDrawnNearView(count: number, first: number, step: number, list?: unknown): DrawnNearView {
  const [drawn, setDrawn] = useState({ shown: first, list });
  let current = drawn;
  if (drawn.list !== list) {
    // Another list (use-list-generation.ts: another search's answer): drawn again from its first screen, as the first
    // list was (set while rendering: this render already draws only the first items), issue 55.
    current = { shown: first, list };
    setDrawn(current);
  }
  const { shown } = current;
  const setShown = useCallback((next: (now: number) => number) => setDrawn((d) => ({ ...d, shown: next(d.shown) })), []);
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const showMore = useCallback(() => startTransition(() => setShown((now) => Math.min(count, now + step))), [count, step, setShown]);
  useEffect(() => {
    if (shown >= count) return;
    if (typeof IntersectionObserver === 'undefined') {
      showMore();
      return;
    }
    if (!sentinel) return;
    // Observed afresh after each step: its first answer says whether the sentinel is still near (a fast scroll, or
    // a tall screen), and so the list keeps growing until it is not.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        showMore();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, shown, count, showMore]);
  return { shown: Math.min(shown, count), sentinelRef: setSentinel, showMore };
}
