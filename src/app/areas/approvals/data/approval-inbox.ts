import type { ApprovalInbox } from '../../../../domain/approvals/approval-inbox';
import { DEFAULT_INBOX_SORT, DEFAULT_INBOX_STATUS, type InboxFilter } from '../../../../domain/approvals/approval-inbox-filters';
import type { approvalEndpoints } from '../../../../domain/approvals/approvals.endpoints';
import { approvalRoutes } from '../../../../domain/approvals/approvals.paths';
import { callRoute } from '../../../lib/api/call';
import type { ApprovalInboxSearch } from '../approval-inbox-search';

/** approval-page's URL as the inbox's filter (open approvals, oldest first, unless the URL says otherwise). The home queue's count uses it too. */
export function inboxFilterOf(search: ApprovalInboxSearch, page: number): InboxFilter & { page: number } {
  const { kind, status = DEFAULT_INBOX_STATUS, age, requester, order = DEFAULT_INBOX_SORT, team } = search;
  return { approvalType: kind, status, olderThanDays: age, requestedById: requester, sort: order, ...(team === 'true' ? { team: true } : {}), page };
}

/**
 * GET /api/sapna/v1/approval/inbox: a page (0 = the first) of the approvals the user may act on, with the counts per
 * kind. The home screen's work queue counts with it, so it calls the endpoint by its route reference (callRoute):
 * the declaration, imported as a type only, keeps zod out of the first screen (bundle budget, scripts/bundle-size.mjs).
 */
export function fetchApprovalInbox(filter: Partial<InboxFilter> & { page: number; size?: number }, signal?: AbortSignal): Promise<ApprovalInbox> {
  return callRoute<typeof approvalEndpoints.inbox>(approvalRoutes.inbox, { query: { ...filter, team: filter.team ? 'true' : undefined }, signal, notify: false });
}
