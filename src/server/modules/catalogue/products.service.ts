// product-management: products (type 1-10, required activation parameters, NP flag) and complimentary products.
import { and, asc, eq, ilike, ne } from 'drizzle-orm';
import { CATALOGUE_MESSAGES } from '../../../domain/catalogue/catalogue-messages';
import { parameterListOf } from '../../../domain/catalogue/json-parameters';
import type { ComplementaryProduct, Product, ProductInput } from '../../../domain/catalogue/product-schema';
import { PRODUCT_TYPE } from '../../../domain/reference/ids';
import { complementaryProducts, packageProductMappings, packages, products } from '../../db/schema/index';
import { conflict, notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { parseJsonText, toJsonText } from '../../shared/sql/json-text';
import { allInOnePage, type Paged } from '../../shared/http/paged';
import { assertCatalogueWrite } from './catalogue-access';
import { bumpReferenceVersion } from '../../shared/reference-version';
import { productsInUse } from './catalogue-lookups';

type ProductRecord = typeof products.$inferSelect;

function productOf(p: ProductRecord, inUse: boolean): Product {
  return {
    id: p.id,
    name: p.name,
    productTypeId: p.productTypeId,
    productTypeName: PRODUCT_TYPE.lookup(p.productTypeId) ?? String(p.productTypeId),
    requiredActivationParameters: parameterListOf(parseJsonText(p.requiredActivationParameters, 'requiredActivationParameters', p.id)),
    isNpProduct: p.isNpProduct,
    active: p.active,
    inUse,
  };
}

/** GET /sapna/v1/products: every product by name. */
export async function listProducts(ctx: ServiceContext): Promise<Paged<Product>> {
  const rows = await ctx.tx.select().from(products).orderBy(asc(products.name), asc(products.id));
  const inUse = await productsInUse(ctx.tx, rows.map((r) => r.id));
  return allInOnePage(rows.map((r) => productOf(r, inUse.has(r.id))));
}

async function getProduct(ctx: ServiceContext, id: number): Promise<Product> {
  const [row] = await ctx.tx.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound(CATALOGUE_MESSAGES.productNotFound);
  return productOf(row, (await productsInUse(ctx.tx, [id])).has(id));
}

async function assertNameFree(ctx: ServiceContext, name: string, exceptId?: number): Promise<void> {
  const [taken] = await ctx.tx
    .select({ id: products.id })
    .from(products)
    .where(and(ilike(products.name, name.replace(/[\\%_]/g, (c) => `\\${c}`)), exceptId ? ne(products.id, exceptId) : undefined));
  if (taken) throw conflict(CATALOGUE_MESSAGES.productNameTaken);
}

const valuesOf = (input: ProductInput) => ({
  name: input.name,
  productTypeId: input.productTypeId,
  requiredActivationParameters: toJsonText(input.requiredActivationParameters),
  isNpProduct: input.isNpProduct,
  active: input.active,
});

export async function createProduct(ctx: ServiceContext, input: ProductInput): Promise<Product> {
  assertCatalogueWrite(ctx);
  // The device mirrors active packages and their city prices (reference data): a change reaches it at the next pull.
  await bumpReferenceVersion(ctx.tx);
  await assertNameFree(ctx, input.name);
  const [row] = await ctx.tx.insert(products).values(valuesOf(input)).returning({ id: products.id });
  if (!row) throw new Error('product insert returned no row');
  return getProduct(ctx, row.id);
}

export async function updateProduct(ctx: ServiceContext, id: number, input: ProductInput): Promise<Product> {
  assertCatalogueWrite(ctx);
  // The device mirrors active packages and their city prices (reference data): a change reaches it at the next pull.
  await bumpReferenceVersion(ctx.tx);
  await getProduct(ctx, id);
  await assertNameFree(ctx, input.name, id);
  await ctx.tx.update(products).set(valuesOf(input)).where(eq(products.id, id));
  return getProduct(ctx, id);
}

/** DELETE /sapna/v1/products/{id}: refused (409) when an opportunity or a package uses it; deactivate instead. */
export async function deleteProduct(ctx: ServiceContext, id: number): Promise<{ id: number; msg: string }> {
  assertCatalogueWrite(ctx);
  // The device mirrors active packages and their city prices (reference data): a change reaches it at the next pull.
  await bumpReferenceVersion(ctx.tx);
  await getProduct(ctx, id);
  const [mapped] = await ctx.tx.select({ id: packageProductMappings.id }).from(packageProductMappings).where(eq(packageProductMappings.productId, id)).limit(1);
  if (mapped || (await productsInUse(ctx.tx, [id])).size) throw conflict(CATALOGUE_MESSAGES.productInUse);
  await ctx.tx.delete(complementaryProducts).where(eq(complementaryProducts.productId, id));
  await ctx.tx.delete(products).where(eq(products.id, id));
  return { id, msg: CATALOGUE_MESSAGES.productDeleted };
}

async function complementaryRows(ctx: ServiceContext, where: ReturnType<typeof eq>): Promise<ComplementaryProduct[]> {
  return ctx.tx
    .select({
      id: complementaryProducts.id,
      packageId: complementaryProducts.packageId,
      packageName: packages.name,
      productId: complementaryProducts.productId,
      productName: products.name,
    })
    .from(complementaryProducts)
    .innerJoin(packages, eq(packages.id, complementaryProducts.packageId))
    .innerJoin(products, eq(products.id, complementaryProducts.productId))
    .where(where)
    .orderBy(asc(complementaryProducts.id));
}

/** GET /sapna/v1/complementary-products?packageId: the products complimentary to a package. */
export async function complementaryOfPackage(ctx: ServiceContext, packageId: number): Promise<Paged<ComplementaryProduct>> {
  return allInOnePage(await complementaryRows(ctx, eq(complementaryProducts.packageId, packageId)));
}

/** GET /sapna/v1/complementary-products/linked?productId: the packages a product is complimentary to. */
export async function linkedPackagesOfProduct(ctx: ServiceContext, productId: number): Promise<Paged<ComplementaryProduct>> {
  return allInOnePage(await complementaryRows(ctx, eq(complementaryProducts.productId, productId)));
}

export async function addComplementary(ctx: ServiceContext, input: { packageId: number; productId: number }): Promise<ComplementaryProduct> {
  assertCatalogueWrite(ctx);
  const [pkg] = await ctx.tx.select({ id: packages.id }).from(packages).where(eq(packages.id, input.packageId));
  if (!pkg) throw notFound(CATALOGUE_MESSAGES.packageNotFound);
  await getProduct(ctx, input.productId);
  const [existing] = await ctx.tx
    .select({ id: complementaryProducts.id })
    .from(complementaryProducts)
    .where(and(eq(complementaryProducts.packageId, input.packageId), eq(complementaryProducts.productId, input.productId)));
  if (existing) throw conflict(CATALOGUE_MESSAGES.alreadyComplementary);
  const [row] = await ctx.tx.insert(complementaryProducts).values({ ...input, createdAt: ctx.now }).returning({ id: complementaryProducts.id });
  if (!row) throw new Error('insert returned no row');
  const [created] = await complementaryRows(ctx, eq(complementaryProducts.id, row.id));
  if (!created) throw new Error('complementary product vanished');
  return created;
}

export async function removeComplementary(ctx: ServiceContext, id: number): Promise<{ id: number; msg: string }> {
  assertCatalogueWrite(ctx);
  const removed = await ctx.tx.delete(complementaryProducts).where(eq(complementaryProducts.id, id)).returning({ id: complementaryProducts.id });
  if (!removed.length) throw notFound();
  return { id, msg: CATALOGUE_MESSAGES.complementaryRemoved };
}
