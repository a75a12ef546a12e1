// Package status of a sold package (PUT package-status/change-status/{id}) and the list of packages in one
// status (GET /sapna/v2/opportunity?packageStatusTypeId).
import { and, count, eq, sql } from 'drizzle-orm';
import { accounts, opportunities, opportunityPackageMappings, packages } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import { opportunityInScope, opportunityInScopeForPage } from '../../scope/scope';
import type { ServiceContext } from '../service-context';
import { assertCanSell, findOpportunityInScope, touchOpportunity } from './opportunity-access';
import { OPPORTUNITY_MESSAGES } from './opportunity-messages';
import { isPackageStatusId, PACKAGE_STATUS_NAMES } from './package-statuses';
import type { PageRequest, Paged } from './paged';

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

/** Package mappings in the user's scope with the given package status, newest first (opm_status_id_idx). */
export async function packagesInStatus(ctx: ServiceContext, statusId: number, page: PageRequest): Promise<Paged<PackageStatusRow>> {
  // The page collects the team's opportunities first (opportunityInScopeForPage); the count keeps the plain scope.
  const where = and(eq(opportunityPackageMappings.statusId, statusId), opportunityInScopeForPage(ctx.scope));
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
    // NULLS LAST as opm_status_id_idx is built (plain DESC is NULLS FIRST and cannot use it); id is never null.
    .orderBy(sql`${opportunityPackageMappings.id} desc nulls last`)
    .limit(page.size)
    .offset(page.page * page.size);
  const [total] = await ctx.tx
    .select({ n: count() })
    .from(opportunityPackageMappings)
    .innerJoin(opportunities, eq(opportunities.id, opportunityPackageMappings.opportunityId))
    .where(and(eq(opportunityPackageMappings.statusId, statusId), opportunityInScope(ctx.scope)));
  return {
    results: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    totalCount: Number(total?.n ?? 0),
    page: page.page,
    size: page.size,
  };
}
