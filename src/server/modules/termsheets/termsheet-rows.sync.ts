import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { isoInstant as iso, jsonRows, type IdFilter } from '../../sync/json-rows';
import type { TermsheetRow } from '../../../domain/sync/mirror-rows';

// The sync's row loader of termsheets (src/server/sync/mirror-rows.ts registers it).

export function loadTermsheetRows(tx: Tx, idFilter: IdFilter): Promise<TermsheetRow[]> {
  return jsonRows(
    tx,
    sql`select t.id, json_build_object(
        'id', t.id, 'opportunityId', t.opportunity_id, 'accountId', o.account_id, 'accountLegalEntityId', t.account_legal_entity_id,
        'contactId', t.contact_id, 'statusId', t.status_id, 'acceptanceStatusId', t.acceptance_status_id, 'createdById', t.created_by_id,
        'termsheetOpportunityPackageMappingDetails', (select coalesce(json_agg(json_build_object('opportunityPackageMappingId', tpm.opportunity_package_mapping_id) order by tpm.id), '[]')
           from termsheet_package_mappings tpm where tpm.termsheet_id = t.id),
        'productTypes', (select coalesce(json_agg(distinct jsonb_build_object('productId', product.id, 'productTypeId', product.product_type_id)), '[]')
           from termsheet_package_mappings tpm
           join opportunity_product_mappings pr on pr.opportunity_package_mapping_id = tpm.opportunity_package_mapping_id
           join products product on product.id = pr.product_id
           where tpm.termsheet_id = t.id),
        'sentToRcm', t.sent_to_rcm_at is not null, 'sentBackReason', t.sent_back_reason, 'sharedAt', ${iso(sql`t.shared_at`)},
        'version', t.version, 'createdAt', ${iso(sql`t.created_at`)}, 'updatedAt', ${iso(sql`t.updated_at`)}) as j
      from termsheets t
      join opportunities o on o.id = t.opportunity_id
      where ${idFilter(sql`t.id`)}`,
  );
}
