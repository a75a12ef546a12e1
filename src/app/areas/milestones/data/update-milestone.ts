import { milestoneEndpoints } from '../../../../domain/milestones/milestones.endpoints';
import { call, endpointPath } from '../../../lib/api/call';
import { writeThroughOutbox, type WriteResult } from '../../../lib/offline/outbox/queued-write';
import type { MilestoneFields } from './create-milestone';

/**
 * Updates a milestone: through the outbox when the offline session runs (SYNC.md; the command carries the
 * version of the device's copy), else PUT /api/sapna/v1/milestone/{id}. baseVersion makes a change on a stale
 * copy fail with 409 instead of overwriting. A negative id is a milestone created on this device, not sent yet.
 */
export function updateMilestone(milestoneId: number, fields: MilestoneFields & { baseVersion: number }): Promise<WriteResult> {
  const path = endpointPath(milestoneEndpoints.update, { id: milestoneId });
  return writeThroughOutbox(
    { name: 'updateMilestone', args: { id: milestoneId, name: fields.name, amount: fields.amount, gst: fields.gst, startDate: fields.startDate } },
    () => call(milestoneEndpoints.update, { params: { id: milestoneId }, body: fields, notify: false }),
    { method: 'PUT', path, notify: false },
  );
}
