import type { ApprovalInbox, InboxFilter } from '../../../../domain/approvals/approval-inbox';
import { api } from '../../../lib/api/api';

/** GET /api/sapna/v1/approval/inbox: a page (0 = the first) of the approvals the user may act on, with the counts per kind. */
export function fetchApprovalInbox(filter: Partial<InboxFilter> & { page: number }, signal?: AbortSignal): Promise<ApprovalInbox> {
  return api.get<ApprovalInbox>('/sapna/v1/approval/inbox', { query: { ...filter }, signal, notify: false });
}
