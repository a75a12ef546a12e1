import { z } from 'zod';
import { ENTITY_TYPES } from '../reference/ids';
import { optionalId, requiredId, requiredInstant } from '../validation/zod-fields';
import { COMMENT_MESSAGES } from './comment-messages';
import { commentSchema } from './comment-schema';

const entityTypeId = z.union([z.literal(ENTITY_TYPES.OPPORTUNITY), z.literal(ENTITY_TYPES.ACCOUNT)], { error: COMMENT_MESSAGES.entityType });

/**
 * POST /sapna/v1/comment: an activity on an opportunity (entityTypeId 1) or an account (3). happenedAt is the
 * device time of the action (default: now); the server stamps receivedAt. Call comments may carry the call
 * outcome (callStatusId: connected 12, not connected 13, redial 279, ...) and duration.
 */
export const commentInputSchema = commentSchema.extend({
  entityTypeId,
  entityId: requiredId(),
  text: commentSchema.shape.text.pipe(z.string().max(5000)),
  happenedAt: requiredInstant().nullish(),
  callStatusId: optionalId(),
  callDurationSeconds: z.number().int().min(0).max(86_400).nullish(),
  clientId: z.uuid().nullish(),
});
export type CommentInput = z.input<typeof commentInputSchema>;

/**
 * The addComment push command's arguments: the route's body with the device's clientId required (a replayed add
 * finds the same comment). happenedAt defaults to the command's device time.
 */
export const addCommentArgsSchema = commentInputSchema.extend({ clientId: z.uuid() });
export type AddCommentArgs = z.input<typeof addCommentArgsSchema>;
