import { termsheetMoneyProblem } from '../../../../domain/termsheets/money-editability';
import { fromPaise, toPaise } from '../../../../domain/money/paise';
import type { LocalFlags } from './mirror-rows';

/**
 * Ordering and flags shared by the mirror's queries.
 *
 * Ids: server rows have positive ids in creation order; rows created on this device have negative ids (-1, -2,
 * ... in creation order) until the server's row replaces them, and they are newer than every server row the
 * device has seen. "Oldest first" is therefore positive ids ascending, then negative ids descending (-1, -2);
 * "newest first" is the reverse: what the server's `order by id desc` will show once the row arrives.
 */
export function oldestIdFirst(a: number, b: number): number {
  if (a > 0 && b > 0) return a - b;
  if (a < 0 && b < 0) return b - a;
  return a < 0 ? 1 : -1;
}

export function newestIdFirst(a: number, b: number): number {
  return oldestIdFirst(b, a);
}

/** `pending: true` on a row a queued command created or changed (the screens mark it "waiting to sync"). */
export function pendingFlag(row: LocalFlags): { pending?: true } {
  return row._pending ? { pending: true } : {};
}

/** Exact sum of rupee amounts (through paise). */
export function sumOf<T>(rows: Iterable<T>, amount: (row: T) => number): number {
  let paise = 0;
  for (const row of rows) paise += toPaise(amount(row));
  return fromPaise(paise);
}

/** Rows of page `page` (0-based) of `size`. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): T[] {
  return rows.slice(page * size, page * size + size);
}

/** ISO strings compare in time order when they have the same form; the mirror stores them as the server wrote them. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The signed-in user as the queries need them: the id (mine=true) and capabilities (editable flags). */
export type Viewer = { id: number; capabilities: readonly string[] };

export function canSell(viewer: Viewer): boolean {
  return viewer.capabilities.includes('sell');
}

/** Whether the opportunity's money records may change: the viewer sells and the domain's rule finds no problem. */
export function moneyEditable(viewer: Viewer, termsheetStatusId: number, opportunity: { statusId: number; account: { statusId: number } }): boolean {
  return canSell(viewer) && termsheetMoneyProblem(termsheetStatusId, { statusId: opportunity.statusId, accountStatusId: opportunity.account.statusId }) === null;
}
