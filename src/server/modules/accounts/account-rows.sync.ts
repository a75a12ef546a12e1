import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { fullName } from '../../shared/sql/user-names.sql';
import { isoInstant as iso, jsonRows, type IdFilter } from '../../sync/json-rows';
import type { AccountRow } from '../../../domain/sync/mirror-rows';

// The sync's row loader of accounts, in the shape of rows.ts (field names of the online routes); src/server/sync/mirror-rows.ts
// registers it.

const agent = alias(users, 'agent');

export function loadAccountRows(tx: Tx, idFilter: IdFilter): Promise<AccountRow[]> {
  return jsonRows(
    tx,
    sql`select a.id, json_build_object(
        'accountId', a.id, 'name', a.name, 'clientTypeId', a.client_type_id, 'housingProfileId', a.housing_profile_id,
        'cityId', a.city_id, 'cityName', city.name, 'agentId', a.agent_id, 'agentName', ${fullName(agent)},
        'clientStatusId', a.client_status_id, 'statusId', a.status_id, 'pan', a.pan, 'gstin', a.gstin, 'address', a.address,
        'dndMarked', a.dnd_marked, 'lookupAccountId', a.lookup_account_id, 'accountWalletAmount', a.wallet_amount,
        'mergedIntoId', a.merged_into_id, 'version', a.version,
        'createdAt', ${iso(sql`a.created_at`)}, 'updatedAt', ${iso(sql`a.updated_at`)}) as j
      from accounts a
      left join cities city on city.id = a.city_id
      left join users agent on agent.id = a.agent_id
      where ${idFilter(sql`a.id`)}`,
  );
}
