import { desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { addresses, legalEntities } from '../../db/schema/index';

export type LegalEntityRow = typeof legalEntities.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

const billing = alias(addresses, 'billing');
const shipping = alias(addresses, 'shipping');

export type LegalEntityWithAddresses = { entity: LegalEntityRow; billing: AddressRow | null; shipping: AddressRow | null };

function selectWithAddresses(tx: Tx) {
  return tx
    .select({ entity: legalEntities, billing, shipping })
    .from(legalEntities)
    .leftJoin(billing, eq(billing.id, legalEntities.billingAddressId))
    .leftJoin(shipping, eq(shipping.id, legalEntities.shippingAddressId));
}

export async function findLegalEntitiesOfAccount(tx: Tx, accountId: number): Promise<LegalEntityWithAddresses[]> {
  return selectWithAddresses(tx).where(eq(legalEntities.accountId, accountId)).orderBy(desc(legalEntities.id));
}

export async function findLegalEntityWithAddresses(tx: Tx, id: number): Promise<LegalEntityWithAddresses | undefined> {
  const [row] = await selectWithAddresses(tx).where(eq(legalEntities.id, id));
  return row;
}

export async function findLegalEntity(tx: Tx, id: number, forUpdate = false): Promise<LegalEntityRow | undefined> {
  const query = tx.select().from(legalEntities).where(eq(legalEntities.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The legal entity an address is the billing or shipping address of (legal_entities_*_address_idx). */
export async function findLegalEntityOfAddress(tx: Tx, addressId: number): Promise<LegalEntityRow | undefined> {
  const [row] = await tx
    .select()
    .from(legalEntities)
    .where(or(eq(legalEntities.billingAddressId, addressId), eq(legalEntities.shippingAddressId, addressId)))
    .for('update');
  return row;
}
