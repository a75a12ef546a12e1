import { aliasedTable, and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { offsetPage, type PageRequest, type Paged } from '../../shared/http/paged';
import {
  addresses,
  contacts,
  invoices,
  legalEntities,
  opportunityPackageMappings,
  opportunityProductMappings,
  packages,
  products,
  termsheetPackageMappings,
  termsheets,
} from '../../db/schema/index';

export async function activeLegalEntityOfAccount(tx: Tx, legalEntityId: number, accountId: number): Promise<{ id: number; legalName: string } | null> {
  const [row] = await tx
    .select({ id: legalEntities.id, legalName: legalEntities.legalName })
    .from(legalEntities)
    .where(and(eq(legalEntities.id, legalEntityId), eq(legalEntities.accountId, accountId), eq(legalEntities.active, true)));
  return row ?? null;
}

export async function activeContactOfAccount(tx: Tx, contactId: number, accountId: number): Promise<{ id: number } | null> {
  const [row] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.accountId, accountId), eq(contacts.active, true)));
  return row ?? null;
}

export type AddressText = { address: string; pincode: string; cityId: number | null } | null;

export async function legalEntityWithAddresses(
  tx: Tx,
  legalEntityId: number,
): Promise<{ id: number; legalName: string; billing: AddressText; shipping: AddressText } | null> {
  const billing = aliasedTable(addresses, 'billing_address');
  const shipping = aliasedTable(addresses, 'shipping_address');
  const [row] = await tx
    .select({
      id: legalEntities.id,
      legalName: legalEntities.legalName,
      billingAddress: billing.address,
      billingPincode: billing.pincode,
      billingCityId: billing.cityId,
      shippingAddress: shipping.address,
      shippingPincode: shipping.pincode,
      shippingCityId: shipping.cityId,
    })
    .from(legalEntities)
    .leftJoin(billing, eq(billing.id, legalEntities.billingAddressId))
    .leftJoin(shipping, eq(shipping.id, legalEntities.shippingAddressId))
    .where(eq(legalEntities.id, legalEntityId));
  if (!row) return null;
  return {
    id: row.id,
    legalName: row.legalName,
    billing: row.billingAddress !== null ? { address: row.billingAddress, pincode: row.billingPincode ?? '', cityId: row.billingCityId } : null,
    shipping: row.shippingAddress !== null ? { address: row.shippingAddress, pincode: row.shippingPincode ?? '', cityId: row.shippingCityId } : null,
  };
}

/** Of the given package mapping ids, those that belong to the opportunity. */
export async function packageMappingIdsOfOpportunity(tx: Tx, opportunityId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: opportunityPackageMappings.id })
    .from(opportunityPackageMappings)
    .where(and(eq(opportunityPackageMappings.opportunityId, opportunityId), inArray(opportunityPackageMappings.id, ids)));
  return rows.map((row) => row.id);
}

export async function replacePackageMappings(tx: Tx, termsheetId: number, opportunityPackageMappingIds: number[]): Promise<void> {
  await tx.delete(termsheetPackageMappings).where(eq(termsheetPackageMappings.termsheetId, termsheetId));
  if (opportunityPackageMappingIds.length === 0) return;
  await tx.insert(termsheetPackageMappings).values(opportunityPackageMappingIds.map((id) => ({ termsheetId, opportunityPackageMappingId: id })));
}

function packageRowsQuery(tx: Tx) {
  return tx
    .select({
      opportunityPackageMappingId: opportunityPackageMappings.id,
      packageId: opportunityPackageMappings.packageId,
      packageName: packages.name,
      salesPrice: opportunityPackageMappings.salesPrice,
      discount: opportunityPackageMappings.discount,
      quantity: opportunityPackageMappings.quantity,
      validityDays: opportunityPackageMappings.validityDays,
      discountApproved: opportunityPackageMappings.discountApproved,
    })
    .from(opportunityPackageMappings)
    .innerJoin(packages, eq(packages.id, opportunityPackageMappings.packageId));
}

export type TermsheetPackageRow = Awaited<ReturnType<typeof packageRowsQuery>>[number];

export async function packageMappingsOfTermsheet(tx: Tx, termsheetId: number): Promise<TermsheetPackageRow[]> {
  return packageRowsQuery(tx)
    .innerJoin(termsheetPackageMappings, eq(opportunityPackageMappings.id, termsheetPackageMappings.opportunityPackageMappingId))
    .where(eq(termsheetPackageMappings.termsheetId, termsheetId))
    .orderBy(asc(opportunityPackageMappings.id));
}

/** The same rows for package mappings named by id (a termsheet being created or changed). */
export async function packageMappingRows(tx: Tx, ids: readonly number[]): Promise<TermsheetPackageRow[]> {
  if (ids.length === 0) return [];
  return packageRowsQuery(tx)
    .where(inArray(opportunityPackageMappings.id, [...ids]))
    .orderBy(asc(opportunityPackageMappings.id));
}

/** The names of the products of each package mapping (the order form lists them under their package). */
export async function productNamesOfPackageMappings(tx: Tx, packageMappingIds: readonly number[]): Promise<Map<number, string[]>> {
  const byMapping = new Map<number, string[]>();
  if (packageMappingIds.length === 0) return byMapping;
  const rows = await tx
    .select({ mappingId: opportunityProductMappings.opportunityPackageMappingId, name: products.name })
    .from(opportunityProductMappings)
    .innerJoin(products, eq(products.id, opportunityProductMappings.productId))
    .where(inArray(opportunityProductMappings.opportunityPackageMappingId, [...packageMappingIds]))
    .orderBy(asc(opportunityProductMappings.id));
  for (const row of rows) byMapping.set(row.mappingId, [...(byMapping.get(row.mappingId) ?? []), row.name]);
  return byMapping;
}

export type ProductMappingRow = typeof opportunityProductMappings.$inferSelect & { productName: string; productTypeId: number };

export async function productMappingsOfPackageMappings(tx: Tx, packageMappingIds: number[]): Promise<ProductMappingRow[]> {
  if (packageMappingIds.length === 0) return [];
  const rows = await tx
    .select({ mapping: opportunityProductMappings, productName: products.name, productTypeId: products.productTypeId })
    .from(opportunityProductMappings)
    .innerJoin(products, eq(products.id, opportunityProductMappings.productId))
    .where(inArray(opportunityProductMappings.opportunityPackageMappingId, packageMappingIds))
    .orderBy(asc(opportunityProductMappings.id));
  return rows.map((row) => ({ ...row.mapping, productName: row.productName, productTypeId: row.productTypeId }));
}

/** Every termsheet of an opportunity, id and status only. */
export async function termsheetStatusesOfOpportunity(tx: Tx, opportunityId: number): Promise<{ id: number; statusId: number }[]> {
  return tx.select({ id: termsheets.id, statusId: termsheets.statusId }).from(termsheets).where(eq(termsheets.opportunityId, opportunityId));
}

export type TermsheetListRow = typeof termsheets.$inferSelect & { legalName: string | null; contactName: string | null };

export async function termsheetsOfOpportunity(
  tx: Tx,
  opportunityId: number,
  page: PageRequest,
): Promise<Paged<TermsheetListRow>> {
  return offsetPage(
    page,
    tx
      .select({ termsheet: termsheets, legalName: legalEntities.legalName, contactName: contacts.name })
      .from(termsheets)
      .leftJoin(legalEntities, eq(legalEntities.id, termsheets.accountLegalEntityId))
      .leftJoin(contacts, eq(contacts.id, termsheets.contactId))
      .where(eq(termsheets.opportunityId, opportunityId))
      .orderBy(desc(termsheets.id)),
    tx.select({ n: count() }).from(termsheets).where(eq(termsheets.opportunityId, opportunityId)),
    (rows) => rows.map((row) => ({ ...row.termsheet, legalName: row.legalName, contactName: row.contactName })),
  );
}

/**
 * The serial of the termsheet's live tax invoice (generated, not credited), if any: a termsheet cannot be
 * cancelled while it has one (issue 48). Read here, not through the invoices module, which depends on this one.
 */
export async function liveTaxInvoiceSerial(tx: Tx, termsheetId: number): Promise<string | null> {
  const [row] = await tx
    .select({ serial: invoices.serial })
    .from(invoices)
    .where(and(eq(invoices.termsheetId, termsheetId), eq(invoices.kind, 'tax'), isNull(invoices.cancelledAt)))
    .limit(1);
  return row?.serial ?? null;
}
