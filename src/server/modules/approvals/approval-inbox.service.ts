// approval-page's inbox (issue 48): the approvals the caller may act on, paged, filtered and counted on the server.
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import type { ApprovalInbox, InboxFilter } from '../../../domain/approvals/approval-inbox';
import { APPROVAL_KINDS, type ApprovalKind } from '../../../domain/approvals/statuses';
import { approvalReviewerMappings, approvals, users } from '../../db/schema/index';
import { forbidden } from '../../errors';
import type { Scope } from '../../scope/scope';
import { offsetPage, type PageRequest } from '../../shared/http/paged';
import type { ServiceContext } from '../../shared/http/service-context';
import { userDisplayName } from '../../shared/sql/user-names.sql';
import { approvalDtos } from './approvals.repo';

/**
 * The approvals naming the caller: as the approving authority (approvals_authority_idx, with the status filter when
 * there is one) or as a reviewer (approval_reviewer_mappings; arm_reviewer_idx). The matrices put them there; nobody
 * else sees an approval in their inbox. Written as `id in (ids of the caller's approvals)`, not `authority = caller
 * or exists (reviewer)`: with the OR, PostgreSQL read every approval of the status (the whole brand's open ones at
 * the large seed) and filtered them before sorting; now it reads and sorts the caller's approvals only.
 */
function actsOn(userId: number, status: InboxFilter['status']): SQL {
  const own = status === 'all' ? sql`` : sql` and inbox_own.status = ${status}`;
  return sql`${approvals.id} in (select inbox_own.id from ${approvals} inbox_own where inbox_own.approving_authority_id = ${userId}${own}
    union all select ${approvalReviewerMappings.approvalId} from ${approvalReviewerMappings} where ${approvalReviewerMappings.reviewerId} = ${userId})`;
}

/**
 * The approvals the caller's team asked for (scope's users: the caller's reports, at any depth; a whole-brand user's
 * brand), the caller's own left out (approval-page lists those under "Raised by you").
 */
function teamAsked(scope: Scope, userId: number): SQL {
  const team = scope.all
    ? sql`${approvals.requestedById} in (select team_user.id from ${users} team_user where team_user.domain_id = ${scope.domainId})`
    : inArray(approvals.requestedById, scope.agentIds.length > 0 ? scope.agentIds : [0]);
  return and(team, ne(approvals.requestedById, userId))!;
}

/** The filters as conditions; `but` leaves one out (the kinds' counts are taken under the others, and so are the requesters). */
function conditions(ctx: Pick<ServiceContext, 'user' | 'scope'>, filter: InboxFilter, but?: 'kind' | 'requester'): SQL {
  const userId = ctx.user.id;
  return and(
    filter.team ? teamAsked(ctx.scope, userId) : actsOn(userId, filter.status),
    filter.status === 'all' ? undefined : eq(approvals.status, filter.status),
    filter.olderThanDays === undefined ? undefined : sql`${approvals.createdAt} <= now() - make_interval(days => ${filter.olderThanDays}::int)`,
    filter.requestedById === undefined || but === 'requester' ? undefined : eq(approvals.requestedById, filter.requestedById),
    filter.approvalType === undefined || but === 'kind' ? undefined : eq(approvals.approvalType, filter.approvalType),
  )!;
}

/**
 * GET /sapna/v1/approval/inbox: a page (page from 0, the table size by default) of the approvals the caller may act
 * on (team: that the caller's team asked for; `teams` only, else 403) under the filters, oldest requested first (or newest), ties by id; the exact total; the count of each kind under
 * the other filters (the kinds' tabs); and the requesters under the other filters (the requester filter's choices).
 */
export async function approvalInbox(ctx: ServiceContext, filter: InboxFilter, page: PageRequest): Promise<ApprovalInbox> {
  if (filter.team && !can(ctx.user, 'teams')) throw forbidden();
  const where = conditions(ctx, filter);
  const order = filter.sort === 'newest' ? [desc(approvals.createdAt), desc(approvals.id)] : [asc(approvals.createdAt), asc(approvals.id)];
  const approvalsPage = await offsetPage(
    page,
    ctx.tx.select().from(approvals).where(where).orderBy(...order),
    ctx.tx.select({ n: count() }).from(approvals).where(where),
    (rows) => approvalDtos(ctx.tx, rows),
  );

  const kindRows = await ctx.tx
    .select({ approvalType: approvals.approvalType, n: count() })
    .from(approvals)
    .where(conditions(ctx, filter, 'kind'))
    .groupBy(approvals.approvalType);
  const countOf = new Map(kindRows.map((r) => [r.approvalType, Number(r.n)]));
  const counts = APPROVAL_KINDS.filter((kind) => (countOf.get(kind) ?? 0) > 0).map((kind: ApprovalKind) => ({ approvalType: kind, count: countOf.get(kind) ?? 0 }));

  const name = userDisplayName();
  const requesterRows = await ctx.tx
    .select({ userId: approvals.requestedById, name, n: count() })
    .from(approvals)
    .leftJoin(users, eq(users.id, approvals.requestedById))
    .where(conditions(ctx, filter, 'requester'))
    .groupBy(approvals.requestedById, users.id)
    .orderBy(asc(name), asc(approvals.requestedById));

  return {
    ...approvalsPage,
    counts,
    requesters: requesterRows.map((r) => ({ userId: r.userId, name: r.name || `User #${r.userId}`, count: Number(r.n) })),
  };
}
