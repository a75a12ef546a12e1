// Package status of a sold package (PUT package-status/change-status/{id}) and the list of packages in one
// status (GET /sapna/v2/opportunity?packageStatusTypeId).
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import { accounts, opportunities, opportunityPackageMappings, packages } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import { opportunityInScope } from '../../scope/scope';
import { cappedRowCount } from '../../shared/sql/list-counts';
import type { ServiceContext } from '../../shared/http/service-context';
import { assertCanSell, findOpportunityInScope, touchOpportunity } from './opportunity-access.service';
import { OPPORTUNITY_MESSAGES } from '../../../domain/opportunities/opportunity-messages';
import { PACKAGE_STATUS } from '../../../domain/opportunities/package-statuses';
import type { KeysetPageRequest, Paged } from '../../shared/http/paged';

export type PackageStatusChange = { opportunityPackageMappingId: number; statusId: number; statusName: string };

/**
 * Changes the package status of one package mapping. Delivery goes on after a sale closes, so this is allowed
 * whatever the opportunity's status (unlike edits of the deal itself); it needs 'sell' and scope.
 */
export async function changePackageStatus(ctx: ServiceContext, packageMappingId: number, statusId: number): Promise<PackageStatusChange> {
  assertCanSell(ctx.user);
  if (!PACKAGE_STATUS.has(statusId)) throw badRequest(OPPORTUNITY_MESSAGES.packageStatusInvalid);
  const [mapping] = await ctx.tx
    .select({ opportunityId: opportunityPackageMappings.opportunityId })
    .from(opportunityPackageMappings)
    .where(eq(opportunityPackageMappings.id, packageMappingId));
  if (!mapping) throw notFound(OPPORTUNITY_MESSAGES.packageMappingNotFound);
  const opportunity = await findOpportunityInScope(ctx, mapping.opportunityId, true);
  await ctx.tx
    .update(opportunityPackageMappings)
    .set({ statusId, updatedAt: ctx.now })
    .where(eq(opportunityPackageMappings.id, packageMappingId));
  await touchOpportunity(ctx, opportunity);
  return { opportunityPackageMappingId: packageMappingId, statusId, statusName: PACKAGE_STATUS.names[statusId] };
}

export type PackageStatusRow = {
  opportunityPackageMappingId: number;
  opportunityId: number;
  opportunityName: string;
  accountId: number;
  accountName: string;
  packageId: number;
  packageName: string | null;
  statusId: number;
  quantity: number;
  validityDays: number;
  discountApproved: string;
  createdAt: string;
};

/**
 * Package mappings in the user's scope with the given package status, newest first. The page's mapping ids are
 * collected first, then only those rows are joined and read. A whole brand reads the mappings alone: the brand is
 * on each mapping (domain_id, kept by migration 0033's triggers), so the page is one range of
 * opm_domain_status_id_idx newest first and the capped count an index-only scan of the same range, with no join.
 * A team's opportunities are collected first (opportunityInScope's indexes), then their mappings in the status are
 * found and counted with one index-only probe of opm_opportunity_status_idx each.
 * `page.after` (keyset): the id of the last mapping of the previous page; the page is then the mappings older than
 * it, found from the index without walking the pages before it (the same rows as the offset page it stands for).
 */
export async function packagesInStatus(ctx: ServiceContext, statusId: number, page: KeysetPageRequest): Promise<Paged<PackageStatusRow>> {
  const inStatus = eq(opportunityPackageMappings.statusId, statusId);
  const inScope = ctx.scope.all
    ? eq(opportunityPackageMappings.domainId, ctx.scope.domainId)
    : sql`${opportunityPackageMappings.opportunityId} = any(array(select ${opportunities.id} from ${opportunities} where ${opportunityInScope(ctx.scope)}))`;
  const matching = and(inStatus, inScope) as SQL;
  // NULLS LAST as the indexes are built (plain DESC is NULLS FIRST and cannot use them); id is never null.
  const newestFirst = sql`${opportunityPackageMappings.id} desc nulls last`;
  const pageIds = ctx.tx
    .select({ id: opportunityPackageMappings.id })
    .from(opportunityPackageMappings)
    .where(page.after === undefined ? matching : and(matching, lt(opportunityPackageMappings.id, page.after)))
    .orderBy(newestFirst)
    .limit(page.size)
    .offset(page.after === undefined ? page.page * page.size : 0);
  // The inner FROM shadows the outer tables, so the conditions refer to the inner rows.
  const where = sql`${opportunityPackageMappings.id} = any(array(${pageIds}))`;
  const rows = await ctx.tx
    .select({
      opportunityPackageMappingId: opportunityPackageMappings.id,
      opportunityId: opportunities.id,
      opportunityName: opportunities.name,
      accountId: accounts.id,
      accountName: accounts.name,
      packageId: opportunityPackageMappings.packageId,
      packageName: packages.name,
      statusId: opportunityPackageMappings.statusId,
      quantity: opportunityPackageMappings.quantity,
      validityDays: opportunityPackageMappings.validityDays,
      discountApproved: opportunityPackageMappings.discountApproved,
      createdAt: opportunityPackageMappings.createdAt,
    })
    .from(opportunityPackageMappings)
    .innerJoin(opportunities, eq(opportunities.id, opportunityPackageMappings.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .leftJoin(packages, eq(packages.id, opportunityPackageMappings.packageId))
    .where(where)
    .orderBy(newestFirst);
  // Counted with a cap (exact up to 10,000, then "10,000+"): a whole brand's packages in one status run to 100,000s.
  const total = await cappedRowCount(ctx.tx, sql`select 1 from ${opportunityPackageMappings} where ${matching}`);
  return {
    results: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    ...total,
    page: page.page,
    size: page.size,
  };
}
