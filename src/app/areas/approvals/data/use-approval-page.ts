import type { Approval } from '../../../../domain/approvals/approval-answers';
import type { Paged } from '../../../../domain/paging/paged';
import { approvalEndpoints } from '../../../../domain/approvals/approvals.endpoints';
import { call } from '../../../lib/api/call';
import { useMirrorResource, type MirrorResource } from '../../../lib/data/use-mirror-resource';
import { useOnline } from '../../../lib/offline/session/use-online';
import { useSignedInUser } from '../../../lib/session/use-session';
import { mirrorRaisedApprovals, RAISED_APPROVALS_PAGE_SIZE } from '../offline/queries';

/**
 * GET /api/sapna/v1/approval/raised-approvals: what the user asked for, to read. Offline, a user who keeps a device
 * copy reads them from the mirror (issue 9). Online the server answers as before: the mirror holds only the
 * approvals under an opportunity (server modules/approvals/approval-rows.sync.ts), not e.g. a slot-date extension, so it would drop rows online.
 */
export function useRaisedApprovals(): MirrorResource<Paged<Approval>> {
  const viewer = useSignedInUser();
  const online = useOnline();
  return useMirrorResource(
    `approvals:raised:${viewer.id}:${online ? 'online' : 'offline'}`,
    (db) => (online ? Promise.resolve(undefined) : mirrorRaisedApprovals(db, viewer.id)),
    () => call(approvalEndpoints.raised, { query: { size: RAISED_APPROVALS_PAGE_SIZE }, notify: false }),
  );
}
