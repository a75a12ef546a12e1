import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { isoInstant as iso, jsonRows, type IdFilter } from '../../sync/json-rows';
import type { ContactRow } from '../../../domain/sync/mirror-rows';

// The sync's row loader of contacts, in the shape of rows.ts (field names of the online routes); src/server/sync/mirror-rows.ts
// registers it.

export function loadContactRows(tx: Tx, idFilter: IdFilter): Promise<ContactRow[]> {
  return jsonRows(
    tx,
    sql`select c.id, json_build_object(
        'id', c.id, 'accountId', c.account_id, 'opportunityId', c.opportunity_id, 'name', c.name, 'email', c.email,
        'phone', c.phone, 'contactTypeId', c.contact_type_id, 'pocType', c.poc_type, 'isVerified', c.is_verified,
        'active', c.active, 'clientId', c.client_id, 'version', c.version,
        'createdAt', ${iso(sql`c.created_at`)}, 'updatedAt', ${iso(sql`c.updated_at`)}) as j
      from contacts c
      where ${idFilter(sql`c.id`)}`,
  );
}
