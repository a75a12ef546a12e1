import type { Capability } from '../../../domain/auth/capabilities';

/**
 * The start page's work queue (issue 51): for each role, the lists that wait on the user, each as a count and a link
 * to that list. A count is asked of the very route the list reads, with the very filters its link puts in the URL
 * (the list screens' own query builders), so it equals the list's total by construction; one row is asked for, not a page.
 * The items are composed in routes/_authed/-home-queue.ts (they name other areas' lists).
 */
/** `oldestAt`: the oldest waiting item's time (its age is shown); `note`: a line under the count. */
export type QueueCount = { count: number; capped?: boolean; oldestAt?: string | null; note?: string };
export type QueueLink = { to: string; search?: Record<string, string | number> };

export type QueueItem = {
  key: string;
  label: string;
  /** Shown to a user holding any of these (the capability the list's route asks for). */
  anyOf: readonly Capability[];
  /** And each of these too (the list's route reads by one capability, the filter asks for another). */
  allOf?: readonly Capability[];
  link: QueueLink;
  count: (signal: AbortSignal) => Promise<QueueCount>;
};

/** The items a user with these capabilities sees. */
export function workQueueFor(items: readonly QueueItem[], capabilities: readonly Capability[]): QueueItem[] {
  return items.filter((item) => item.anyOf.some((c) => capabilities.includes(c)) && (item.allOf ?? []).every((c) => capabilities.includes(c)));
}
