// Package status of a sold package (PUT package-status/change-status/{id}) and the list of packages in one
// status (GET /sapna/v2/opportunity?packageStatusTypeId).
import { and, eq, sql } from 'drizzle-orm';
import { accounts, opportunities, opportunityPackageMappings, packages } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import { opportunityInScope } from '../../scope/scope';
import { cappedRowCount } from '../../shared/list-counts';
import type { ServiceContext } from '../../shared/service-context';
import { assertCanSell, findOpportunityInScope, touchOpportunity } from './opportunity-access.service';
import { OPPORTUNITY_MESSAGES } from './opportunity-messages';
import { isPackageStatusId, PACKAGE_STATUS_NAMES } from '../../../domain/opportunities/package-statuses';
import type { PageRequest, Paged } from '../../shared/paged';

export type PackageStatusChange = { opportunityPackageMappingId: number; statusId: number; statusName: string };

/**
 * Changes the package status of one package mapping. Delivery goes on after a sale closes, so this is allowed
 * whatever the opportunity's status (unlike edits of the deal itself); it needs 'sell' and scope.
 */
export async function changePackageStatus(ctx: ServiceContext, packageMappingId: number, statusId: number): Promise<PackageStatusChange> {
  assertCanSell(ctx.user);
  if (!isPackageStatusId(statusId)) throw badRequest(OPPORTUNITY_MESSAGES.packageStatusInvalid);
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
  return { opportunityPackageMappingId: packageMappingId, statusId, statusName: PACKAGE_STATUS_NAMES[statusId] ?? '' };
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
 * collected first, then only those rows are joined and read. A whole brand walks opm_status_id_opportunity_idx
 * newest first (status, id and opportunity in the index: index-only), each mapping's opportunity checked against
 * the brand (index-only on opportunities_domain_id_status_idx). A team's opportunities are collected first
 * (opportunityInScope's indexes), then their mappings in the status are found and counted with one index-only
 * probe of opm_opportunity_status_idx each, without reading the opportunities again.
 */
export async function packagesInStatus(ctx: ServiceContext, statusId: number, page: PageRequest): Promise<Paged<PackageStatusRow>> {
  const inStatus = eq(opportunityPackageMappings.statusId, statusId);
  const teamOpportunities = sql`${opportunityPackageMappings.opportunityId} = any(array(select ${opportunities.id} from ${opportunities} where ${opportunityInScope(ctx.scope)}))`;
  // NULLS LAST as opm_status_id_opportunity_idx is built (plain DESC is NULLS FIRST and cannot use it); id is never null.
  const newestFirst = sql`${opportunityPackageMappings.id} desc nulls last`;
  const pageIds = ctx.scope.all
    ? ctx.tx
        .select({ id: opportunityPackageMappings.id })
        .from(opportunityPackageMappings)
        .innerJoin(opportunities, eq(opportunities.id, opportunityPackageMappings.opportunityId))
        .where(and(inStatus, opportunityInScope(ctx.scope)))
        .orderBy(newestFirst)
        .limit(page.size)
        .offset(page.page * page.size)
    : ctx.tx
        .select({ id: opportunityPackageMappings.id })
        .from(opportunityPackageMappings)
        .where(and(inStatus, teamOpportunities))
        .orderBy(newestFirst)
        .limit(page.size)
        .offset(page.page * page.size);
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
  const total = await cappedRowCount(
    ctx.tx,
    ctx.scope.all
      ? sql`select 1 from ${opportunityPackageMappings} inner join ${opportunities} on ${opportunities.id} = ${opportunityPackageMappings.opportunityId} where ${and(inStatus, opportunityInScope(ctx.scope))}`
      : sql`select 1 from ${opportunityPackageMappings} where ${and(inStatus, teamOpportunities)}`,
  );
  return {
    results: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    ...total,
    page: page.page,
    size: page.size,
  };
}
