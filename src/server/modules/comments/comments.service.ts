import { commentInputSchema, type CommentInput } from '../../../domain/comments/comment-input';
import { COMMENT_MESSAGES, HAPPENED_AT_FUTURE_TOLERANCE_MS, HAPPENED_AT_MAX_AGE_MS } from '../../../domain/comments/comment-messages';
import { presentComment, type CommentView } from '../../../domain/comments/comment-view';
import { allowedActivityTypes, COMMENTS_SEARCH_SIZE } from '../../../domain/reference/limits';
import { ENTITY_TYPES } from '../../../domain/reference/ids';
import { VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import { comments } from '../../db/schema/index';
import { badRequest } from '../../errors';
import { recordChange } from '../../shared/sql/change-log';
import { loadAccountForActivity, loadAccountInScope, requireSell } from '../accounts/account-access.service';
import type { Paged } from '../../../domain/paging/paged';
import { parseInput } from '../../shared/http/parse-input';
import { findOpportunityInScope, kindOf } from '../opportunities/opportunity-access.service';
import type { ServiceContext } from '../../shared/http/service-context';
import { findCommentByClientId, findCommentsPage, findCommentWithAuthor, type CommentRow } from './comments.repo';


export type { CommentView };

/** The database row (times as Dates) with its author's name, in the domain's presenter. */
function present(comment: CommentRow, authorName: string | null): CommentView {
  return presentComment({ ...comment, authorName });
}

async function view(ctx: ServiceContext, id: number): Promise<CommentView> {
  const row = await findCommentWithAuthor(ctx.tx, id);
  return present(row!.comment, row!.authorName);
}

/** The entity a comment is on, in scope (404 otherwise): its account, and whether it is in the owner area. */
async function resolveEntity(ctx: ServiceContext, entityTypeId: number, entityId: number, forWrite: boolean) {
  if (entityTypeId === ENTITY_TYPES.ACCOUNT) {
    const account = forWrite ? await loadAccountForActivity(ctx, entityId) : await loadAccountInScope(ctx, entityId);
    return { accountId: account.id, ownerArea: false };
  }
  const opportunity = await findOpportunityInScope(ctx, entityId);
  return { accountId: opportunity.accountId, ownerArea: kindOf(opportunity) === 'owner' };
}

/**
 * Adds a comment and answers its id and account (the sync push calls this: it answers the device's row, not the
 * route's view, so it does not read the comment back). Append-only: a replay with a known clientId answers the
 * stored comment. Owner-area opportunities take Call only (spec 000 §9). happenedAt more than 5 minutes ahead of
 * the server or more than 30 days back is refused.
 */
export async function createComment(ctx: ServiceContext, input: CommentInput): Promise<{ id: number; accountId: number }> {
  requireSell(ctx);
  const data = parseInput(commentInputSchema, input);
  if (data.clientId) {
    const existing = await findCommentByClientId(ctx.tx, data.clientId);
    if (existing) {
      await resolveEntity(ctx, existing.entityTypeId, existing.entityId, false);
      return { id: existing.id, accountId: existing.accountId };
    }
  }
  const entity = await resolveEntity(ctx, data.entityTypeId, data.entityId, true);
  const area = entity.ownerArea ? 'owner' : 'general';
  if (!allowedActivityTypes(area).includes(data.activityType)) throw badRequest(VALIDATION_MESSAGES.activityTypeNotAllowed);
  if (data.activityType !== 'Call' && (data.callStatusId != null || data.callDurationSeconds != null)) {
    throw badRequest(COMMENT_MESSAGES.callDetailsOnlyForCall);
  }
  const happenedAt = data.happenedAt ? new Date(data.happenedAt) : ctx.now;
  if (happenedAt.getTime() > ctx.now.getTime() + HAPPENED_AT_FUTURE_TOLERANCE_MS) throw badRequest(COMMENT_MESSAGES.inFuture);
  if (happenedAt.getTime() < ctx.now.getTime() - HAPPENED_AT_MAX_AGE_MS) throw badRequest(COMMENT_MESSAGES.tooOld);
  const [row] = await ctx.tx
    .insert(comments)
    .values({
      entityTypeId: data.entityTypeId,
      entityId: data.entityId,
      accountId: entity.accountId,
      activityType: data.activityType,
      text: data.text,
      callStatusId: data.callStatusId ?? null,
      callDurationSeconds: data.callDurationSeconds ?? null,
      happenedAt,
      receivedAt: ctx.now,
      authorId: ctx.user.id,
      clientId: data.clientId ?? null,
    })
    .returning({ id: comments.id });
  await recordChange(ctx.tx, { entity: 'comment', entityId: row!.id, accountId: entity.accountId, op: 'upsert' });
  return { id: row!.id, accountId: entity.accountId };
}

/** POST /sapna/v1/comment: createComment, answered as the comment's view with its author. */
export async function addComment(ctx: ServiceContext, input: CommentInput): Promise<CommentView> {
  return view(ctx, (await createComment(ctx, input)).id);
}

/** GET /sapna/v1/comment/search: an entity's comments, 20 a page (spec 000 §9), newest first by happenedAt. */
export async function searchComments(
  ctx: ServiceContext,
  query: { entityTypeId: number; entityId: number; page?: number },
): Promise<Paged<CommentView>> {
  await resolveEntity(ctx, query.entityTypeId, query.entityId, false);
  const found = await findCommentsPage(ctx.tx, query.entityTypeId, query.entityId, { page: query.page ?? 0, size: COMMENTS_SEARCH_SIZE });
  return { ...found, results: found.results.map((r) => present(r.comment, r.authorName)) };
}
