import { aliasedTable, and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { addresses, cities, contacts, legalEntities } from '../../db/schema/index';

export type DocumentAddress = { address: string; pincode: string; cityName: string | null; stateName: string | null } | null;

export type DocumentLegalEntity = {
  id: number;
  legalName: string;
  gst: string | null;
  pan: string | null;
  unregisteredCustomer: boolean;
  billing: DocumentAddress;
  shipping: DocumentAddress;
};

/** The legal entity with what a document prints: GSTIN, PAN, and each address with its city and state. */
export async function legalEntityForDocument(tx: Tx, legalEntityId: number): Promise<DocumentLegalEntity | null> {
  const billing = aliasedTable(addresses, 'billing_address');
  const shipping = aliasedTable(addresses, 'shipping_address');
  const billingCity = aliasedTable(cities, 'billing_city');
  const shippingCity = aliasedTable(cities, 'shipping_city');
  const [row] = await tx
    .select({
      entity: legalEntities,
      billingAddress: billing.address,
      billingPincode: billing.pincode,
      billingCity: billingCity.name,
      billingState: billingCity.stateName,
      shippingAddress: shipping.address,
      shippingPincode: shipping.pincode,
      shippingCity: shippingCity.name,
      shippingState: shippingCity.stateName,
    })
    .from(legalEntities)
    .leftJoin(billing, eq(billing.id, legalEntities.billingAddressId))
    .leftJoin(billingCity, eq(billingCity.id, billing.cityId))
    .leftJoin(shipping, eq(shipping.id, legalEntities.shippingAddressId))
    .leftJoin(shippingCity, eq(shippingCity.id, shipping.cityId))
    .where(eq(legalEntities.id, legalEntityId));
  if (!row) return null;
  const address = (text: string | null, pincode: string | null, cityName: string | null, stateName: string | null): DocumentAddress =>
    text !== null && text.trim() ? { address: text, pincode: pincode ?? '', cityName, stateName } : null;
  return {
    id: row.entity.id,
    legalName: row.entity.legalName,
    gst: row.entity.gst,
    pan: row.entity.pan,
    unregisteredCustomer: row.entity.unregisteredCustomer,
    billing: address(row.billingAddress, row.billingPincode, row.billingCity, row.billingState),
    shipping: address(row.shippingAddress, row.shippingPincode, row.shippingCity, row.shippingState),
  };
}

export type DocumentContact = { id: number; name: string; email: string | null };

/** An active contact of the account (a termsheet's contact, or a POC chosen to receive a document). */
export async function contactOfAccount(tx: Tx, contactId: number, accountId: number): Promise<DocumentContact | null> {
  const [row] = await tx
    .select({ id: contacts.id, name: contacts.name, email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.accountId, accountId), eq(contacts.active, true)));
  return row ?? null;
}
