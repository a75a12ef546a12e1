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
  happenedAt: instant.describe('When the agent says it happened (device time).'),
  /** On a row still waiting to sync: the device time it was queued. */
  receivedAt: instant.describe('When the server received it.'),
  authorId: rowId,
  authorName: z.string().nullable(),
  clientId: z.string().nullable(),
});

export type CommentRow = z.infer<typeof commentRowSchema>;
