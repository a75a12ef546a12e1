// Queries that read opportunities and what the page shows inside them.
import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  accounts,
  opportunities,
  opportunityPackageMappings,
  opportunityProductMappings,
  opportunityProjectMappings,
  packages,
  products,
  users,
} from '../../db/schema/index';
import { opportunityCollectedAmount, opportunityDealValue } from '../../shared/sql/deal-value.sql';
import { parseJsonText, type MalformedJsonLog } from '../../shared/sql/json-text';
import { userDisplayName } from '../../shared/sql/user-names.sql';
import type { LinkedProject, PackageMapping, ProductMapping } from '../../../domain/opportunities/opportunity-views';


/** The opportunity with its owner, account summary and money figures (still numeric text). */
export async function findOpportunityHeader(tx: Tx, where: SQL) {
  const [row] = await tx
    .select({
      opportunity: opportunities,
      ownerName: userDisplayName(),
      account: { housingProfileId: accounts.housingProfileId, name: accounts.name, statusId: accounts.statusId, clientTypeId: accounts.clientTypeId },
      dealValue: opportunityDealValue(opportunities.id),
      collectedAmount: opportunityCollectedAmount(opportunities.id),
    })
    .from(opportunities)
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .leftJoin(users, eq(users.id, opportunities.ownerId))
    .where(where);
  return row;
}

/** The shapes of spec 000's mapping DTOs, shared with the console (src/domain/opportunities/opportunity-views.ts). */
export type ProductMappingDto = ProductMapping;
export type LinkedProjectDto = LinkedProject;
export type PackageMappingDto = PackageMapping;

type ProductMappingRow = typeof opportunityProductMappings.$inferSelect & { productName: string | null };

export function productMappingDto(row: ProductMappingRow, log?: MalformedJsonLog): ProductMappingDto {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    activationParameters: parseJsonText(row.activationParameters, 'activationParameters', row.id, log),
    requiredActivationParameters: parseJsonText(row.requiredActivationParameters, 'requiredActivationParameters', row.id, log),
    extraDetail: parseJsonText(row.extraDetail, 'extraDetail', row.id, log),
    fixedParameters: parseJsonText(row.fixedParameters, 'fixedParameters', row.id, log),
    activated: row.activated,
  };
}

/** Product mappings (with product names) of the given package mappings. */
export async function productMappingsOf(tx: Tx, packageMappingIds: number[]): Promise<ProductMappingRow[]> {
  if (packageMappingIds.length === 0) return [];
  const rows = await tx
    .select({ mapping: opportunityProductMappings, productName: products.name })
    .from(opportunityProductMappings)
    .leftJoin(products, eq(products.id, opportunityProductMappings.productId))
    .where(inArray(opportunityProductMappings.opportunityPackageMappingId, packageMappingIds))
    .orderBy(asc(opportunityProductMappings.id));
  return rows.map((r) => ({ ...r.mapping, productName: r.productName }));
}

/** Package mappings of the given opportunities (or of the given mapping ids) with products and linked projects. */
export async function packageMappingDetails(
  tx: Tx,
  filter: { opportunityIds: number[] } | { packageMappingIds: number[] },
  log?: MalformedJsonLog,
): Promise<PackageMappingDto[]> {
  const where =
    'opportunityIds' in filter
      ? filter.opportunityIds.length
        ? inArray(opportunityPackageMappings.opportunityId, filter.opportunityIds)
        : undefined
      : filter.packageMappingIds.length
        ? inArray(opportunityPackageMappings.id, filter.packageMappingIds)
        : undefined;
  if (!where) return [];
  const mappings = await tx
    .select({ mapping: opportunityPackageMappings, packageName: packages.name })
    .from(opportunityPackageMappings)
    .leftJoin(packages, eq(packages.id, opportunityPackageMappings.packageId))
    .where(where)
    .orderBy(asc(opportunityPackageMappings.id));
  const ids = mappings.map((m) => m.mapping.id);
  // Sequential, not Promise.all: one transaction is one connection.
  const productRows = await productMappingsOf(tx, ids);
  const projectRows = ids.length
    ? await tx
        .select()
        .from(opportunityProjectMappings)
        .where(inArray(opportunityProjectMappings.opportunityPackageMappingId, ids))
        .orderBy(asc(opportunityProjectMappings.id))
    : [];
  return mappings.map(({ mapping, packageName }) => ({
    id: mapping.id,
    opportunityId: mapping.opportunityId,
    packageId: mapping.packageId,
    packageName,
    ratePrice: Number(mapping.ratePrice),
    salesPrice: Number(mapping.salesPrice),
    discount: Number(mapping.discount),
    quantity: mapping.quantity,
    validityDays: mapping.validityDays,
    cityId: mapping.cityId,
    localityId: mapping.localityId,
    statusId: mapping.statusId,
    discountApproved: mapping.discountApproved,
    pricingParameters: parseJsonText(mapping.pricingParameters, 'pricingParameters', mapping.id, log),
    createdAt: mapping.createdAt.toISOString(),
    projects: projectRows
      .filter((p) => p.opportunityPackageMappingId === mapping.id)
      .map((p) => ({ id: p.id, projectId: p.projectId, projectName: p.projectName })),
    opportunityProductMappingDtos: productRows
      .filter((p) => p.opportunityPackageMappingId === mapping.id)
      .map((p) => productMappingDto(p, log)),
  }));
}

/** The account's other opportunities (id, name, statusId), newest first. */
export async function otherOpportunitiesOfAccount(tx: Tx, accountId: number, exceptId: number) {
  const rows = await tx
    .select({ id: opportunities.id, name: opportunities.name, statusId: opportunities.statusId })
    .from(opportunities)
    .where(eq(opportunities.accountId, accountId))
    .orderBy(desc(opportunities.id));
  return rows.filter((r) => r.id !== exceptId);
}
