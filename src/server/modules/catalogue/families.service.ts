// product-package-family: families with their packages and mappings; create, edit, delete, copy.
import { and, asc, eq, ilike, inArray, ne } from 'drizzle-orm';
import { CATALOGUE_MESSAGES } from '../../../domain/catalogue/catalogue-messages';
import { isCampaignFamilyPackage } from '../../../domain/catalogue/constants';
import type { Family, FamilyCopyInput, FamilyInput } from '../../../domain/catalogue/family-schema';
import { isWinterBonanzaFamily } from '../../../domain/catalogue/validity';
import { packageFamilies, packagePrices, packageProductMappings, packages, productConfigs } from '../../db/schema/index';
import { conflict, notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { assertCatalogueWrite } from './catalogue-access';
import { bumpReferenceVersion } from '../../shared/reference-version';
import { packagesHeldMessage, packagesInUse } from './catalogue-lookups';
import { packageDetails, removePackages } from './packages.service';

/** Campaign families (spec 001 §5): the seasonal campaigns; a picker keeps only their 'Value' packages. */
export function isCampaignFamily(name: string, familyEvent: string | null): boolean {
  return isWinterBonanzaFamily(name) || (familyEvent ?? '').toLowerCase().includes('campaign') || (familyEvent ?? '').toLowerCase() === 'winter_bonanza';
}

type FamilyRecord = typeof packageFamilies.$inferSelect;

async function familiesWithPackages(ctx: ServiceContext, rows: FamilyRecord[], campaignFilter: boolean): Promise<Family[]> {
  if (!rows.length) return [];
  const details = await packageDetails(ctx.tx, inArray(packages.familyId, rows.map((f) => f.id)));
  return rows.map((f) => {
    const isCampaign = isCampaignFamily(f.name, f.familyEvent);
    const own = details.filter((p) => p.packageFamilyId === f.id);
    return {
      id: f.id,
      name: f.name,
      familyEvent: f.familyEvent,
      active: f.active,
      isCampaign,
      familyPackages: campaignFilter && isCampaign ? own.filter((p) => isCampaignFamilyPackage(p.packageName)) : own,
    };
  });
}

/** GET /sapna/v3/package-families. `campaignPackagesOnly`: a campaign family keeps only its Value packages. */
export async function listFamilies(ctx: ServiceContext, query: { name?: string | undefined; campaignPackagesOnly?: boolean }): Promise<Family[]> {
  const rows = await ctx.tx
    .select()
    .from(packageFamilies)
    .where(query.name ? ilike(packageFamilies.name, `%${query.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined)
    .orderBy(asc(packageFamilies.name), asc(packageFamilies.id));
  return familiesWithPackages(ctx, rows, query.campaignPackagesOnly ?? false);
}

export async function getFamily(ctx: ServiceContext, id: number): Promise<Family> {
  const rows = await ctx.tx.select().from(packageFamilies).where(eq(packageFamilies.id, id));
  const [family] = await familiesWithPackages(ctx, rows, false);
  if (!family) throw notFound(CATALOGUE_MESSAGES.familyNotFound);
  return family;
}

async function assertNameFree(ctx: ServiceContext, name: string, exceptId?: number): Promise<void> {
  const [taken] = await ctx.tx
    .select({ id: packageFamilies.id })
    .from(packageFamilies)
    .where(and(ilike(packageFamilies.name, name.replace(/[\\%_]/g, (c) => `\\${c}`)), exceptId ? ne(packageFamilies.id, exceptId) : undefined));
  if (taken) throw conflict(CATALOGUE_MESSAGES.familyNameTaken);
}

export async function createFamily(ctx: ServiceContext, input: FamilyInput): Promise<Family> {
  assertCatalogueWrite(ctx);
  // The device mirrors active packages and their city prices (reference data): a change reaches it at the next pull.
  await bumpReferenceVersion(ctx.tx);
  await assertNameFree(ctx, input.name);
  const [row] = await ctx.tx.insert(packageFamilies).values({ name: input.name, familyEvent: input.familyEvent ?? null, active: input.active, createdAt: ctx.now }).returning({ id: packageFamilies.id });
  if (!row) throw new Error('family insert returned no row');
  return getFamily(ctx, row.id);
}

export async function updateFamily(ctx: ServiceContext, id: number, input: FamilyInput): Promise<Family> {
  assertCatalogueWrite(ctx);
  // The device mirrors active packages and their city prices (reference data): a change reaches it at the next pull.
  await bumpReferenceVersion(ctx.tx);
  await getFamily(ctx, id);
  await assertNameFree(ctx, input.name, id);
  await ctx.tx.update(packageFamilies).set({ name: input.name, familyEvent: input.familyEvent ?? null, active: input.active }).where(eq(packageFamilies.id, id));
  return getFamily(ctx, id);
}

/** DELETE /sapna/v2/package-family/{id}: with its packages, unless one was sold (409; deactivate instead). */
export async function deleteFamily(ctx: ServiceContext, id: number): Promise<{ id: number; msg: string }> {
  assertCatalogueWrite(ctx);
  // The device mirrors active packages and their city prices (reference data): a change reaches it at the next pull.
  await bumpReferenceVersion(ctx.tx);
  const [family] = await ctx.tx.select({ id: packageFamilies.id }).from(packageFamilies).where(eq(packageFamilies.id, id)).for('update');
  if (!family) throw notFound(CATALOGUE_MESSAGES.familyNotFound);
  const ids = (await ctx.tx.select({ id: packages.id }).from(packages).where(eq(packages.familyId, id))).map((p) => p.id);
  if ((await packagesInUse(ctx.tx, ids)).size) throw conflict(CATALOGUE_MESSAGES.inUse);
  const held = await packagesHeldMessage(ctx.tx, ids);
  if (held) throw conflict(held);
  await removePackages(ctx.tx, ids);
  await ctx.tx.delete(packageFamilies).where(eq(packageFamilies.id, id));
  return { id, msg: CATALOGUE_MESSAGES.familyDeleted };
}

/**
 * POST /sapna/v2/package-family/{id}/copy: the family under a new name with copies of its packages, their
 * product mappings and product configs, in the request's one transaction; prices only when asked.
 */
export async function copyFamily(ctx: ServiceContext, id: number, input: FamilyCopyInput) {
  assertCatalogueWrite(ctx);
  // The device mirrors active packages and their city prices (reference data): a change reaches it at the next pull.
  await bumpReferenceVersion(ctx.tx);
  const [source] = await ctx.tx.select().from(packageFamilies).where(eq(packageFamilies.id, id));
  if (!source) throw notFound(CATALOGUE_MESSAGES.familyNotFound);
  await assertNameFree(ctx, input.name);
  const [family] = await ctx.tx
    .insert(packageFamilies)
    // A copy starts inactive: agents are offered its packages only once an admin publishes (activates) it.
    .values({ name: input.name, familyEvent: source.familyEvent, active: false, createdAt: ctx.now })
    .returning({ id: packageFamilies.id });
  if (!family) throw new Error('family insert returned no row');
  const copied = { packages: 0, mappings: 0, productConfigs: 0, prices: 0 };
  const sourcePackages = await ctx.tx.select().from(packages).where(eq(packages.familyId, id)).orderBy(asc(packages.id));
  for (const pkg of sourcePackages) {
    const { id: oldPackageId, ...values } = pkg;
    const [newPackage] = await ctx.tx.insert(packages).values({ ...values, familyId: family.id, createdAt: ctx.now, updatedAt: ctx.now }).returning({ id: packages.id });
    if (!newPackage) throw new Error('package insert returned no row');
    copied.packages++;
    const mappings = await ctx.tx.select().from(packageProductMappings).where(eq(packageProductMappings.packageId, oldPackageId)).orderBy(asc(packageProductMappings.id));
    for (const mapping of mappings) {
      const [newMapping] = await ctx.tx
        .insert(packageProductMappings)
        .values({ packageId: newPackage.id, productId: mapping.productId, activationParameters: mapping.activationParameters })
        .returning({ id: packageProductMappings.id });
      if (!newMapping) throw new Error('mapping insert returned no row');
      copied.mappings++;
      const configs = await ctx.tx.select().from(productConfigs).where(eq(productConfigs.packageProductMappingId, mapping.id));
      if (configs.length) {
        await ctx.tx.insert(productConfigs).values(configs.map((c) => ({ packageProductMappingId: newMapping.id, parameters: c.parameters, createdAt: ctx.now, updatedAt: ctx.now })));
        copied.productConfigs += configs.length;
      }
    }
    if (input.copyPrices) {
      const prices = await ctx.tx.select().from(packagePrices).where(eq(packagePrices.packageId, oldPackageId));
      if (prices.length) {
        await ctx.tx.insert(packagePrices).values(prices.map(({ id: _id, ...p }) => ({ ...p, packageId: newPackage.id, createdAt: ctx.now, updatedAt: ctx.now })));
        copied.prices += prices.length;
      }
    }
  }
  return { family: await getFamily(ctx, family.id), copied };
}
