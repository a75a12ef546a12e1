import { sql, type SQL } from 'drizzle-orm';
import { DOCUMENT_ENTITY_TYPES } from '../../../domain/documents/document-schema';
import type { DocumentRow } from '../../../domain/sync/mirror-rows';
import type { Tx } from '../../db/client';
import { isoInstant as iso, jsonRows, type IdFilter } from '../../sync/json-rows';

// Row loader of documents (issue 15), in the shape GET /pixie/data/v1/entity/document answers
// (src/server/modules/documents/documents.service.ts present): uploader "First Last" or null. A document hangs under
// the opportunity it is on, or its termsheet's or payment's opportunity. server-parity.test.ts checks the device's
// answer from these rows against the route.

/** `entity_documents <d>` joined to the opportunity `<o>` it hangs under (directly, through its termsheet, or its payment). */
export function documentsUnderOpportunities(d: string, o: string): SQL {
  return sql.raw(`entity_documents ${d}
      left join termsheets ${d}_t on ${d}.entity_type_id = ${DOCUMENT_ENTITY_TYPES.TERMSHEET} and ${d}_t.id = ${d}.entity_id
      left join payments ${d}_p on ${d}.entity_type_id = ${DOCUMENT_ENTITY_TYPES.PAYMENT} and ${d}_p.id = ${d}.entity_id
      left join milestones ${d}_m on ${d}_m.id = ${d}_p.milestone_id
      left join termsheets ${d}_pt on ${d}_pt.id = ${d}_m.termsheet_id
      join opportunities ${o} on ${o}.id = case ${d}.entity_type_id when ${DOCUMENT_ENTITY_TYPES.OPPORTUNITY} then ${d}.entity_id
        when ${DOCUMENT_ENTITY_TYPES.TERMSHEET} then ${d}_t.opportunity_id else ${d}_pt.opportunity_id end`);
}

export function loadDocumentRows(tx: Tx, idFilter: IdFilter): Promise<DocumentRow[]> {
  return jsonRows(
    tx,
    sql`select d.id, json_build_object(
        'id', d.id, 'entityTypeId', d.entity_type_id, 'entityId', d.entity_id, 'documentGroup', d.document_type,
        'documentType', d.document_sub_type, 'fileName', d.file_name, 'contentType', d.content_type, 'sizeBytes', d.size_bytes,
        'uploadedByName', nullif(trim(uploader.first_name || ' ' || uploader.last_name), ''),
        'createdAt', ${iso(sql`d.created_at`)},
        'opportunityId', o.id, 'accountId', o.account_id) as j
      from ${documentsUnderOpportunities('d', 'o')}
      left join users uploader on uploader.id = d.uploaded_by
      where ${idFilter(sql`d.id`)}`,
  );
}
