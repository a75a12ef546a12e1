import { can } from '../../../domain/auth/capabilities';
import { notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { pagingOf, type Paged } from '../../shared/http/paged';
import {
  assertCanRead,
  NOT_FOUND_MESSAGES,
  opportunityInScopeOr404,
  termsheetStatusesOfOpportunity,
  termsheetWriteProblem,
} from '../termsheets/termsheet-access.service';
import { milestoneInScopeOr404 } from './milestone-access.service';
import { milestoneDetailsOf } from './milestone-details';
import type { MilestoneDetail } from '../../../domain/milestones/milestone-contract';
import { activeMilestonesOfTermsheets, milestoneWithEntityById } from './milestones.repo';

/** One milestone as the pages show it. */
export async function milestoneDetailById(
  ctx: ServiceContext,
  milestoneId: number,
  opts: { includeDeleted?: boolean } = {},
): Promise<MilestoneDetail> {
  assertCanRead(ctx);
  const { termsheetRef } = await milestoneInScopeOr404(ctx, milestoneId, opts);
  const row = await milestoneWithEntityById(ctx.tx, milestoneId);
  if (!row) throw notFound(NOT_FOUND_MESSAGES.milestone);
  const editable = can(ctx.user, 'sell') && termsheetWriteProblem(termsheetRef) === null;
  const [detail] = await milestoneDetailsOf(ctx.tx, [row], () => editable);
  if (!detail) throw notFound(NOT_FOUND_MESSAGES.milestone);
  return detail;
}

/**
 * GET /sapna/v1/milestone?opportunityId: the active milestones of all the opportunity's termsheets (DOMAIN.md),
 * by start date, each with its payments and derived amounts.
 */
export async function listMilestonesOfOpportunity(
  ctx: ServiceContext,
  opportunityId: number,
  page: number,
  size: number,
): Promise<Paged<MilestoneDetail>> {
  assertCanRead(ctx);
  const opportunity = await opportunityInScopeOr404(ctx, opportunityId);
  const termsheets = await termsheetStatusesOfOpportunity(ctx.tx, opportunity.id);
  const statusOfTermsheet = new Map(termsheets.map((termsheet) => [termsheet.id, termsheet.statusId]));
  const all = await activeMilestonesOfTermsheets(ctx.tx, [...statusOfTermsheet.keys()]);
  const { offset, limit } = pagingOf(page, size);
  const canSell = can(ctx.user, 'sell');
  const results = await milestoneDetailsOf(
    ctx.tx,
    all.slice(offset, offset + limit),
    (row) => canSell && termsheetWriteProblem({ termsheet: { statusId: statusOfTermsheet.get(row.termsheetId) ?? 0 }, opportunity }) === null,
  );
  return { results, totalCount: all.length, page, size };
}
