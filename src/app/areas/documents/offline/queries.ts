import { DOCUMENT_ENTITY_TYPES, type DocumentView } from '../../../../domain/documents/document-schema';
import { allInOnePage, type Paged } from '../../../../domain/paging/paged';
import type { MirrorDb } from '../../../lib/offline/device/db';

// A record's documents (GET /pixie/data/v1/entity/document?entityTypeId&entityId) from the mirror, as
// src/server/modules/documents answers them: oldest first, all in one page. The device holds the documents of the
// opportunities in the user's scope and of their termsheets and payments (metadata; a file once opened is kept by the
// browser's cache).

/** The record's documents; undefined when the record is not on the device (the server, or its cache, answers). */
export async function mirrorDocumentsOf(db: MirrorDb, entityTypeId: number, entityId: number): Promise<Paged<DocumentView> | undefined> {
  const record =
    entityTypeId === DOCUMENT_ENTITY_TYPES.OPPORTUNITY
      ? await db.opportunities.get(entityId)
      : entityTypeId === DOCUMENT_ENTITY_TYPES.TERMSHEET
        ? await db.termsheets.get(entityId)
        : entityTypeId === DOCUMENT_ENTITY_TYPES.PAYMENT
          ? await db.payments.get(entityId)
          : undefined;
  if (!record) return undefined;
  const rows = (await db.documents.where('[entityTypeId+entityId]').equals([entityTypeId, entityId]).toArray()).sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
  );
  return allInOnePage(rows.map(({ opportunityId: _opportunityId, accountId: _accountId, _pending, _clientId, ...document }): DocumentView => document));
}
