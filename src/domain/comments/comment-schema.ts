import { z } from 'zod';
import { allowedActivityTypes, COMMENT_ACTIVITY_TYPES, type CommentArea } from '../reference/limits';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { requiredInstant, requiredText } from '../validation/zod-fields';

/** A comment (activity) on an account or opportunity. happenedAt is the device time of the action. */
export const commentSchema = z.object({
  activityType: z.enum(COMMENT_ACTIVITY_TYPES, {
    error: (issue) => (issue.input === undefined || issue.input === null ? VALIDATION_MESSAGES.required : VALIDATION_MESSAGES.activityTypeNotAllowed),
  }),
  text: requiredText(),
  happenedAt: requiredInstant(),
});

/** The schema for an area: the owner area logs Call only (spec 000 §9). */
export function commentSchemaForArea(area: CommentArea) {
  const allowed: readonly string[] = allowedActivityTypes(area);
  return commentSchema.refine((comment) => allowed.includes(comment.activityType), {
    error: VALIDATION_MESSAGES.activityTypeNotAllowed,
    path: ['activityType'],
  });
}
