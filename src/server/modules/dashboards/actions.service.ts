// The action calendar (issue 12): the user's own actions in a range of days, created on an account in scope, moved,
// and marked done (which logs the comment through the comments area, in the same transaction).
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import {
  ACTION_MESSAGES,
  actionCommentText,
  actionCreateSchema,
  actionUpdateSchema,
  type ActionCreateInput,
  type ActionType,
  type ActionUpdateInput,
  type ActionView,
} from '../../../domain/dashboards/actions';
import { istEndOfDay, istStartOfDay } from '../../../domain/format/ist-calendar';
import { ENTITY_TYPES } from '../../../domain/reference/ids';
import { accounts, dashboardActions } from '../../db/schema/index';
import { conflict, notFound, unprocessable } from '../../errors';
import { parseInput } from '../../shared/parse-input';
import type { ServiceContext } from '../../shared/service-context';
import { loadAccountForActivity } from '../accounts/account-access.service';
import { addComment } from '../comments/comments.service';
import { findOpportunityInScope } from '../opportunities/opportunity-access.service';

type Row = typeof dashboardActions.$inferSelect & { accountName: string };

function present(row: Row): ActionView {
  return {
    id: row.id,
    accountId: row.accountId,
    accountName: row.accountName,
    opportunityId: row.opportunityId,
    activityType: row.activityType as ActionType,
    title: row.title,
    dueAt: row.dueAt.toISOString(),
    doneAt: row.doneAt ? row.doneAt.toISOString() : null,
    commentId: row.commentId,
  };
}

async function load(ctx: ServiceContext, id: number): Promise<Row> {
  const [row] = await ctx.tx
    .select({ action: dashboardActions, accountName: accounts.name })
    .from(dashboardActions)
    .innerJoin(accounts, eq(accounts.id, dashboardActions.accountId))
    .where(and(eq(dashboardActions.id, id), eq(dashboardActions.ownerId, ctx.user.id)));
  if (!row) throw notFound(ACTION_MESSAGES.notFound);
  return { ...row.action, accountName: row.accountName };
}

/** GET /mystique/v1/dashboard/actions?from&to: the user's actions due from the start of `from` to the end of `to` (Kolkata). */
export async function listActions(ctx: ServiceContext, query: { from: string; to: string }): Promise<ActionView[]> {
  if (query.to < query.from) throw unprocessable(ACTION_MESSAGES.badRange);
  const rows = await ctx.tx
    .select({ action: dashboardActions, accountName: accounts.name })
    .from(dashboardActions)
    .innerJoin(accounts, eq(accounts.id, dashboardActions.accountId))
    .where(
      and(
        eq(dashboardActions.ownerId, ctx.user.id),
        gte(dashboardActions.dueAt, istStartOfDay(query.from)),
        lte(dashboardActions.dueAt, istEndOfDay(query.to)),
      ),
    )
    .orderBy(asc(dashboardActions.dueAt), asc(dashboardActions.id));
  return rows.map((r) => present({ ...r.action, accountName: r.accountName }));
}

/** POST: an action on an account in scope (and one of its opportunities). Sellers only. */
export async function createAction(ctx: ServiceContext, input: ActionCreateInput): Promise<ActionView> {
  const data = parseInput(actionCreateSchema, input);
  const account = await loadAccountForActivity(ctx, data.accountId);
  if (data.opportunityId != null) {
    const opportunity = await findOpportunityInScope(ctx, data.opportunityId);
    if (opportunity.accountId !== account.id) throw notFound(ACTION_MESSAGES.notFound);
  }
  const [row] = await ctx.tx
    .insert(dashboardActions)
    .values({
      ownerId: ctx.user.id,
      domainId: ctx.user.domainId,
      accountId: account.id,
      opportunityId: data.opportunityId ?? null,
      activityType: data.activityType,
      title: data.title,
      dueAt: new Date(data.dueAt),
    })
    .returning({ id: dashboardActions.id });
  return present(await load(ctx, row!.id));
}

/** PUT /{id}: move it, and/or mark it done (logs the comment on its opportunity or account). */
export async function updateAction(ctx: ServiceContext, id: number, input: ActionUpdateInput): Promise<ActionView> {
  const data = parseInput(actionUpdateSchema, input);
  const action = await load(ctx, id);
  if (action.doneAt) throw conflict(ACTION_MESSAGES.alreadyDone);
  const changes: Partial<typeof dashboardActions.$inferInsert> = { updatedAt: ctx.now };
  if (data.dueAt !== undefined) changes.dueAt = new Date(data.dueAt);
  if (data.done) {
    const comment = await addComment(ctx, {
      entityTypeId: action.opportunityId ? ENTITY_TYPES.OPPORTUNITY : ENTITY_TYPES.ACCOUNT,
      entityId: action.opportunityId ?? action.accountId,
      activityType: action.activityType as ActionType,
      text: actionCommentText(action, data.note),
    });
    changes.doneAt = ctx.now;
    changes.commentId = comment.id;
  }
  await ctx.tx.update(dashboardActions).set(changes).where(eq(dashboardActions.id, id));
  return present(await load(ctx, id));
}
