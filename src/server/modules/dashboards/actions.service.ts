// The action calendar (issue 12): the user's own actions in a range of days, created on an account in scope, moved,
// and marked done (which logs the comment through the comments area, in the same transaction).
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import {
  ACTION_MESSAGES,
  actionCommentText,
  actionCreateSchema,
  actionUpdateSchema,
  followUpCommentText,
  followUpDoneSchema,
  type ActionCreateInput,
  type FollowUpDoneInput,
  type FollowUpView,
  type ActionType,
  type ActionUpdateInput,
  type ActionView,
} from '../../../domain/dashboards/actions';
import { FOLLOWUP_AFTER_DAYS } from '../../../domain/dashboards/tiles';
import { istDateOf, istEndOfDay, istStartOfDay, addDaysToInstant } from '../../../domain/format/ist-calendar';
import { opportunityKindOf, opportunityStatusName, STAGE_BUCKETS } from '../../../domain/opportunities/statuses';
import { ENTITY_TYPES } from '../../../domain/reference/ids';
import { accounts, dashboardActions, opportunities } from '../../db/schema/index';
import { opportunityInScope } from '../../scope/scope';
import { conflict, notFound, unprocessable } from '../../errors';
import { parseInput } from '../../shared/http/parse-input';
import type { ServiceContext } from '../../shared/http/service-context';
import { loadAccountForActivity } from '../accounts/account-access.service';
import { addComment } from '../comments/comments.service';
import { findOpportunityInScope } from '../opportunities/opportunity-access.service';
import { followUpRows } from './dashboards.repo';

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

/** The user's own book: opportunities they own or on accounts they hold, in their brand (the scope function's arms). */
function ownBook(ctx: ServiceContext) {
  return opportunityInScope({ domainId: ctx.user.domainId, all: false, agentIds: [ctx.user.id] });
}

/** Follow-ups shown at most (an agent's open book is far smaller; a whole brand never comes here). */
const FOLLOWUP_LIMIT = 2000;

/**
 * GET /mystique/v1/dashboard/followups?from&to: the user's follow-ups (domain/dashboards/actions.ts) whose calendar day
 * (the due day, or today when overdue) is from `from` to `to`, Kolkata days.
 */
export async function listFollowUps(ctx: ServiceContext, query: { from: string; to: string }): Promise<FollowUpView[]> {
  if (query.to < query.from) throw unprocessable(ACTION_MESSAGES.badRange);
  const today = istDateOf(ctx.now);
  const rows = await followUpRows(ctx.tx, ownBook(ctx), FOLLOWUP_LIMIT);
  const views: FollowUpView[] = [];
  for (const r of rows) {
    const due = r.lastActivityAt ? addDaysToInstant(r.lastActivityAt, FOLLOWUP_AFTER_DAYS) : r.createdAt;
    const overdue = due.getTime() <= ctx.now.getTime();
    const dueOn = istDateOf(due);
    const calendarDay = overdue || dueOn < today ? today : dueOn;
    if (calendarDay < query.from || calendarDay > query.to) continue;
    views.push({
      opportunityId: r.opportunityId,
      opportunityKind: opportunityKindOf(r.opportunityKind),
      opportunityName: r.opportunityName,
      accountId: r.accountId,
      accountName: r.accountName,
      statusName: opportunityStatusName(r.statusId),
      lastActivityAt: r.lastActivityAt ? r.lastActivityAt.toISOString() : null,
      dueOn,
      calendarDay,
      overdue,
    });
  }
  return views;
}

/** POST /mystique/v1/dashboard/followups/{opportunityId}/done: logs the follow-up (a Call comment) on an open opportunity of the user's book. */
export async function logFollowUp(ctx: ServiceContext, opportunityId: number, input: FollowUpDoneInput): Promise<{ opportunityId: number; commentId: number }> {
  const data = parseInput(followUpDoneSchema, input);
  const [row] = await ctx.tx
    .select({ id: opportunities.id, statusId: opportunities.statusId })
    .from(opportunities)
    .where(and(eq(opportunities.id, opportunityId), ownBook(ctx)));
  if (!row) throw notFound(ACTION_MESSAGES.notFound);
  if (!(STAGE_BUCKETS.open as readonly number[]).includes(row.statusId)) throw conflict(ACTION_MESSAGES.followUpNotOpen);
  const comment = await addComment(ctx, {
    entityTypeId: ENTITY_TYPES.OPPORTUNITY,
    entityId: row.id,
    activityType: 'Call',
    text: followUpCommentText(data.note),
  });
  return { opportunityId: row.id, commentId: comment.id };
}
