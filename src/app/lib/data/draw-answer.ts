import { startTransition } from 'react';

/**
 * Draws a data hook's answer: its first answer for a question (a screen's first rows, a new search's, the switch from
 * the server's rows to the device copy's once the first download is done) in a transition, which React renders in
 * slices between the page's other work; later answers (a refresh after a save, a queued write, a pulled change) at
 * once, in the same render as what their caller does next (a dialog closing shows the saved row, not the old one).
 * On a phone at 4x CPU slowdown my-accounts' first cards were one task of 200-300 ms, and the switch to the copy one
 * of 200-380 ms, that a tap waited behind (issue 10).
 */
export function drawAnswer(first: boolean, update: () => void): void {
  if (first) startTransition(update);
  else update();
}
