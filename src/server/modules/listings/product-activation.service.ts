import { tagProductListingsSchema, type TagProductListingsInput } from '../../../domain/listings/listing-inputs';
import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { STAGE_BUCKETS } from '../../../domain/opportunities/statuses';
import { accounts, listings, opportunities, opportunityPackageMappings, opportunityProductMappings, packages, products } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../errors';
import { accountInReadScope } from '../../scope/scope';
import { requireSell } from '../accounts/account-access.service';
import { parseInput } from '../../shared/http/parse-input';
import type { ServiceContext } from '../../shared/http/service-context';
import { LISTING_MESSAGES } from '../../../domain/listings/listing-messages';
import type { ListingView } from './listing-presenter';
import { findProfileListings } from './listings.repo';
import { requireProfile, withHistoryLeads } from './listings.service';

export type ProductMappingWithListings = {
  opportunityProductMappingId: number;
  productId: number;
  productName: string | null;
  activated: boolean;
  taggedListingIds: number[];
};

export type PackageWithProducts = {
  opportunityId: number;
  opportunityName: string;
  opportunityStatusId: number;
  opportunityPackageMappingId: number;
  packageId: number;
  packageName: string | null;
  quantity: number;
  productMappings: ProductMappingWithListings[];
};

/**
 * GET /sapna/v1/product-activation/get-packages-with-untagged-listings: the packages sold to the profile's
 * accounts (opportunities not lost), each product mapping with the listings tagged to it, and the profile's
 * listings not yet tagged to any product.
 */
export async function packagesWithUntaggedListings(
  ctx: ServiceContext,
  profileUuid: string,
): Promise<{ packages: PackageWithProducts[]; untaggedListings: ListingView[] }> {
  await requireProfile(ctx, profileUuid);
  const rows = await ctx.tx
    .select({
      opportunityId: opportunities.id,
      opportunityName: opportunities.name,
      opportunityStatusId: opportunities.statusId,
      opportunityPackageMappingId: opportunityPackageMappings.id,
      packageId: opportunityPackageMappings.packageId,
      packageName: packages.name,
      quantity: opportunityPackageMappings.quantity,
      productMappingId: opportunityProductMappings.id,
      productId: opportunityProductMappings.productId,
      productName: products.name,
      activated: opportunityProductMappings.activated,
    })
    .from(accounts)
    .innerJoin(opportunities, eq(opportunities.accountId, accounts.id))
    .innerJoin(opportunityPackageMappings, eq(opportunityPackageMappings.opportunityId, opportunities.id))
    .leftJoin(packages, eq(packages.id, opportunityPackageMappings.packageId))
    .leftJoin(opportunityProductMappings, eq(opportunityProductMappings.opportunityPackageMappingId, opportunityPackageMappings.id))
    .leftJoin(products, eq(products.id, opportunityProductMappings.productId))
    .where(and(eq(accounts.housingProfileId, profileUuid), accountInReadScope(ctx.scope), notInArray(opportunities.statusId, [...STAGE_BUCKETS.lost])))
    .orderBy(desc(opportunities.id), asc(opportunityPackageMappings.id), asc(opportunityProductMappings.id));

  const productMappingIds = rows.flatMap((r) => (r.productMappingId === null ? [] : [r.productMappingId]));
  const tagged = productMappingIds.length
    ? await ctx.tx
        .select({ id: listings.id, mappingId: listings.taggedProductMappingId })
        .from(listings)
        .where(inArray(listings.taggedProductMappingId, productMappingIds))
        .orderBy(listings.id)
    : [];

  const byPackage = new Map<number, PackageWithProducts>();
  for (const row of rows) {
    let entry = byPackage.get(row.opportunityPackageMappingId);
    if (!entry) {
      entry = {
        opportunityId: row.opportunityId,
        opportunityName: row.opportunityName,
        opportunityStatusId: row.opportunityStatusId,
        opportunityPackageMappingId: row.opportunityPackageMappingId,
        packageId: row.packageId,
        packageName: row.packageName,
        quantity: row.quantity,
        productMappings: [],
      };
      byPackage.set(row.opportunityPackageMappingId, entry);
    }
    if (row.productMappingId !== null && row.productId !== null) {
      entry.productMappings.push({
        opportunityProductMappingId: row.productMappingId,
        productId: row.productId,
        productName: row.productName,
        activated: row.activated ?? false,
        taggedListingIds: tagged.filter((t) => t.mappingId === row.productMappingId).map((t) => t.id),
      });
    }
  }
  const untagged = await findProfileListings(ctx.tx, profileUuid, { untaggedOnly: true });
  return { packages: [...byPackage.values()], untaggedListings: await withHistoryLeads(ctx, untagged) };
}


/**
 * POST /sapna/v1/product-activation/tag-product-listings: tags the profile's listings to a product mapping of
 * one of the profile's (not lost) opportunities. A listing of another profile is refused (400); one already
 * tagged to another product is refused (409). Tagging again to the same product changes nothing.
 */
export async function tagProductListings(
  ctx: ServiceContext,
  profileUuid: string,
  input: TagProductListingsInput,
): Promise<{ opportunityProductMappingId: number; listingIds: number[] }> {
  requireSell(ctx);
  const data = parseInput(tagProductListingsSchema, input);
  await requireProfile(ctx, profileUuid);
  const [mapping] = await ctx.tx
    .select({ id: opportunityProductMappings.id, opportunityStatusId: opportunities.statusId })
    .from(opportunityProductMappings)
    .innerJoin(opportunityPackageMappings, eq(opportunityPackageMappings.id, opportunityProductMappings.opportunityPackageMappingId))
    .innerJoin(opportunities, eq(opportunities.id, opportunityPackageMappings.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .where(and(eq(opportunityProductMappings.id, data.opportunityProductMappingId), eq(accounts.housingProfileId, profileUuid), accountInReadScope(ctx.scope)));
  if (!mapping) throw notFound(LISTING_MESSAGES.productMappingNotFound);
  if ((STAGE_BUCKETS.lost as readonly number[]).includes(mapping.opportunityStatusId)) throw conflict(LISTING_MESSAGES.lostOpportunity);

  const ids = [...new Set(data.listingIds)];
  const found = await ctx.tx.select().from(listings).where(inArray(listings.id, ids)).orderBy(listings.id).for('update');
  for (const id of ids) {
    const listing = found.find((l) => l.id === id);
    if (!listing || listing.profileUuid !== profileUuid) throw badRequest(LISTING_MESSAGES.notOfProfile(id));
    if (listing.taggedProductMappingId !== null && listing.taggedProductMappingId !== mapping.id) throw conflict(LISTING_MESSAGES.taggedElsewhere(id));
  }
  await ctx.tx.update(listings).set({ taggedProductMappingId: mapping.id }).where(inArray(listings.id, ids));
  const tagged = await ctx.tx.select({ id: listings.id }).from(listings).where(eq(listings.taggedProductMappingId, mapping.id)).orderBy(listings.id);
  return { opportunityProductMappingId: mapping.id, listingIds: tagged.map((t) => t.id) };
}
