import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { isoInstant as iso, jsonRows, type IdFilter } from '../../sync/json-rows';
import type { LegalEntityRow } from '../../../domain/sync/mirror-rows';

// The sync's row loader of legal entities, in the shape of rows.ts (field names of the online routes); src/server/sync/mirror-rows.ts
// registers it.

const address = (name: string) =>
  sql.raw(
    `case when ${name}.id is null then null else json_build_object('addressId', ${name}.id, 'address', ${name}.address, 'cityId', ${name}.city_id, 'pincode', ${name}.pincode) end`,
  );

export function loadLegalEntityRows(tx: Tx, idFilter: IdFilter): Promise<LegalEntityRow[]> {
  return jsonRows(
    tx,
    sql`select e.id, json_build_object(
        'id', e.id, 'accountId', e.account_id, 'legalName', e.legal_name, 'pan', e.pan, 'tan', e.tan, 'gst', e.gst,
        'unregisteredCustomer', e.unregistered_customer, 'cinNumber', e.cin_number, 'reraId', e.rera_id,
        'aadharNumber', e.aadhar_number, 'active', e.active,
        'billingAddress', ${address('billing')}, 'shippingAddress', ${address('shipping')}, 'version', e.version,
        'createdAt', ${iso(sql`e.created_at`)}, 'updatedAt', ${iso(sql`e.updated_at`)}) as j
      from account_legal_entities e
      left join addresses billing on billing.id = e.billing_address_id
      left join addresses shipping on shipping.id = e.shipping_address_id
      where ${idFilter(sql`e.id`)}`,
  );
}
