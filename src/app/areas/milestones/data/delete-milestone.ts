import { milestoneEndpoints } from '../../../../domain/milestones/milestones.endpoints';
import { call, endpointPath } from '../../../lib/api/call';
import { writeThroughOutbox, type WriteResult } from '../../../lib/offline/outbox/queued-write';

/** Deletes a milestone: through the outbox when the offline session runs (SYNC.md), else DELETE /api/sapna/v1/milestone/{id}?baseVersion. */
export function deleteMilestone(milestoneId: number, baseVersion: number): Promise<WriteResult> {
  const path = endpointPath(milestoneEndpoints.remove, { id: milestoneId });
  return writeThroughOutbox(
    { name: 'deleteMilestone', args: { id: milestoneId } },
    () => call(milestoneEndpoints.remove, { params: { id: milestoneId }, query: { baseVersion }, notify: false }),
    { method: 'DELETE', path, notify: false },
  );
}
