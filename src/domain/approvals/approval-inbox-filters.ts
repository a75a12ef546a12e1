import { statusTable } from '../format/status-table';
import type { APPROVAL_KINDS } from './statuses';

/**
 * approval-page's inbox (issue 48): every approval the user may act on — those naming them a reviewer or the
 * approving authority (the matrices decide, PERMISSIONS.md) — paged on the server at the table size, filtered by
 * kind, status, age and requester, oldest first unless asked otherwise, with the count of each kind.
 */

/** The inbox's status filter: the approval's status; `all` lists every status. Open (PendingApproval) by default. */
export const INBOX_STATUS = statusTable({ PendingApproval: 'Pending Approval', Approved: 'Approved', Rejected: 'Rejected', all: 'Every status' });
export const INBOX_STATUSES = INBOX_STATUS.ids;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const DEFAULT_INBOX_STATUS: InboxStatus = 'PendingApproval';

/** The age filter: requested at least this many days ago (24-hour days from now). */
export const INBOX_AGE_DAYS = [1, 3, 7, 30] as const;
export type InboxAgeDays = (typeof INBOX_AGE_DAYS)[number];
export const INBOX_AGE_LABELS: Record<InboxAgeDays, string> = {
  1: 'Older than 1 day',
  3: 'Older than 3 days',
  7: 'Older than 7 days',
  30: 'Older than 30 days',
};

/** Order by when the approval was requested: the oldest waits longest, so it comes first by default. */
export const INBOX_SORTS = ['oldest', 'newest'] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];
export const DEFAULT_INBOX_SORT: InboxSort = 'oldest';

export const INBOX_MESSAGES = {
  status: 'Please select a status.',
  age: `Age must be one of ${INBOX_AGE_DAYS.join(', ')} days.`,
  sort: 'Sort must be oldest or newest.',
} as const;

/** The inbox's query, as the route validates it (page from 0, size up to 100; 10 a page by default). */
export type InboxFilter = {
  approvalType?: (typeof APPROVAL_KINDS)[number] | undefined;
  status: InboxStatus;
  olderThanDays?: InboxAgeDays | undefined;
  requestedById?: number | undefined;
  sort: InboxSort;
  /**
   * The approvals the caller's team asked for (the users under them; a whole-brand user's team is the brand), the
   * caller's own left out, instead of those naming the caller: home's "Approvals of your team". `teams` only.
   */
  team?: boolean | undefined;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago an approval was requested, as the inbox shows it: "just now", "12 min", "5 h", "1 day", "9 days". */
export function approvalAge(createdAt: string | Date, now: Date): string {
  const ms = Math.max(0, now.getTime() - new Date(createdAt).getTime());
  if (ms < MINUTE) return 'just now';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} h`;
  const days = Math.floor(ms / DAY);
  return days === 1 ? '1 day' : `${days.toLocaleString('en-IN')} days`;
}
