import { z } from 'zod';
import { instant, nullableRowId, rowId } from '../sync/row-fields';

/** A comment (activity) as the device mirrors it. */
export const commentRowSchema = z.object({
  id: rowId,
  /** opportunity 1, account 3. */
  entityTypeId: rowId,
  entityId: rowId,
  accountId: rowId,
  activityType: z.string(),
  text: z.string(),
  callStatusId: nullableRowId,
  callDurationSeconds: nullableRowId,
  /** Device time of the action. */
  happenedAt: instant,
  /** Server time of receipt (on a row still waiting to sync: the device time it was queued). */
  receivedAt: instant,
  authorId: rowId,
  authorName: z.string().nullable(),
  clientId: z.string().nullable(),
});

export type CommentRow = z.infer<typeof commentRowSchema>;
