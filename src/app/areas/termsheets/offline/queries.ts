import { TERMSHEET_ACCEPTANCE_NAMES, termsheetStatusName } from '../../../../domain/termsheets/statuses';
import type { Paged } from '../../../../domain/paging/paged';
import type { MirrorDb } from '../../../lib/offline/db';
import { moneyEditable, newestIdFirst, pageOf, type Viewer } from '../../../lib/offline/mirror-order';
import type { TermsheetListItem } from '../data/termsheet-types';

// An opportunity's termsheets (GET /sapna/v1/termsheet?opportunityId) from the mirror, as
// src/server/modules/termsheets answers them (one page of 100 holds them all).

const LIST_SIZE = 100;

/** The opportunity's termsheets, newest first, with legal entity and contact names. undefined when the opportunity is not on the device. */
export async function mirrorTermsheetsOfOpportunity(db: MirrorDb, opportunityId: number, viewer: Viewer): Promise<Paged<TermsheetListItem> | undefined> {
  const opportunity = await db.opportunities.get(opportunityId);
  if (!opportunity) return undefined;
  const all = (await db.termsheets.where('opportunityId').equals(opportunityId).toArray()).sort((a, b) => newestIdFirst(a.id, b.id));
  const rows = pageOf(all, 0, LIST_SIZE);
  const [entities, contacts] = await Promise.all([
    db.legalEntities.bulkGet(rows.map((t) => t.accountLegalEntityId)),
    db.contacts.bulkGet(rows.map((t) => t.contactId ?? 0)),
  ]);
  const results = rows.map(
    (t, i): TermsheetListItem => ({
      id: t.id,
      opportunityId: t.opportunityId,
      accountLegalEntityId: t.accountLegalEntityId,
      legalName: entities[i]?.legalName ?? null,
      contactId: t.contactId,
      contactName: t.contactId === null ? null : (contacts[i]?.name ?? null),
      statusId: t.statusId,
      statusName: termsheetStatusName(t.statusId),
      acceptanceStatusId: t.acceptanceStatusId,
      acceptanceStatusName: t.acceptanceStatusId === null ? null : (TERMSHEET_ACCEPTANCE_NAMES[t.acceptanceStatusId] ?? `Status ${t.acceptanceStatusId}`),
      editable: moneyEditable(viewer, t.statusId, opportunity),
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
      version: t.version,
    }),
  );
  return { results, totalCount: all.length, page: 0, size: LIST_SIZE };
}
