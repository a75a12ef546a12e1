import { api } from '../../../lib/api/api';
import { writeThroughOutbox, type WriteResult } from '../../../lib/offline/queued-write';

/** Deletes a milestone: through the outbox when the offline session runs (SYNC.md), else DELETE /api/sapna/v1/milestone/{id}?baseVersion. */
export function deleteMilestone(milestoneId: number, baseVersion: number): Promise<WriteResult> {
  const path = `/sapna/v1/milestone/${milestoneId}`;
  return writeThroughOutbox(
    { name: 'deleteMilestone', args: { id: milestoneId } },
    () => api.delete<{ id: number; version: number }>(path, { query: { baseVersion }, notify: false }),
    { method: 'DELETE', path, notify: false },
  );
}
