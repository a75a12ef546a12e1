import { addCommentArgsSchema, type CommentInput } from '../../../domain/comments/comment-input';
import { createComment } from './comments.service';
import { currentChange, defineCommand, type CommandDefinition } from '../../sync/command';

// Push commands of comments (append-only; idempotent by client id).

export const COMMENT_COMMANDS: Record<string, CommandDefinition<unknown>> = {
  /**
   * args: POST /sapna/v1/comment's body (entityTypeId, entityId, activityType, text, happenedAt?, callStatusId?,
   * callDurationSeconds?); clientId required. happenedAt defaults to the command's device time (when the agent
   * logged it), not the time the server received it.
   */
  addComment: defineCommand({
    args: addCommentArgsSchema,
    // The comment service parses its input itself: it gets the body as sent, like the online route's.
    run: async (ctx, args, command) => {
      const comment = await createComment(ctx, { ...(command.args as CommentInput), happenedAt: args.happenedAt ?? command.deviceTime });
      return [await currentChange(ctx, 'comment', comment.id, comment.accountId)];
    },
  }),
};
