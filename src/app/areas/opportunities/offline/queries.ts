import { packagePickerOptions, type MirroredCatalogue, type PackagePickerOption } from '../../../../domain/catalogue/package-mirror';
import { isOpportunityEditable, opportunityKindOf, STAGE_BUCKETS } from '../../../../domain/opportunities/statuses';
import { TABLE_SIZE } from '../../../../domain/reference/limits';
import { byMatchRank, opportunityMatchRank } from '../../../../domain/search/match-rank';
import { presentOpportunityListRow } from '../../../../domain/opportunities/opportunity-list-row';
import { presentOpportunityPage } from '../../../../domain/opportunities/opportunity-views';
import type { OpportunityPage, OpportunityRow as OpportunityListRow, Paged } from '../data/opportunity-types';
import type { OpportunitySearchInput } from '../data/opportunity-list-search';
import type { MirrorDb } from '../../../lib/offline/device/db';
import type { OpportunityRow } from '../../../lib/offline/device/mirror-rows';
import { collectedAmounts } from '../../../lib/offline/device/collected-amounts';
import { canSell, newestIdFirst, pageOf, type Viewer } from '../../../lib/offline/device/mirror-order';
import { pageIndexOf } from '../../../lib/list/page-base';

// my-opportunities and opportunity-search (GET /sapna/v1/opportunity/search) and the opportunity page
// (GET /sapna/v3/opportunity-page/{id}) from the mirror, as src/server/modules/opportunities answers them.


function matches(o: OpportunityRow, input: OpportunitySearchInput, viewer: Viewer): boolean {
  if (input.mine && o.ownerId !== viewer.id) return false;
  const q = input.q?.trim();
  // The words of the name, as the server's opportunity_name_words (issue 55): the id, or each word typed starts one.
  if (q && opportunityMatchRank(o, q) === null) return false;
  if (input.statusId !== undefined && o.statusId !== input.statusId) return false;
  if (input.bucket && !(STAGE_BUCKETS[input.bucket] as readonly number[]).includes(o.statusId)) return false;
  if (input.discount === 'rejected' && !o.opportunityPackageMappingDetails.some((m) => m.discountApproved === 'Rejected')) return false;
  return true;
}

/** Opportunities in scope (mine: the user's own), newest id first, 10 a page (the page in the URL counts from 1). */
export async function searchMirrorOpportunities(db: MirrorDb, input: OpportunitySearchInput, viewer: Viewer): Promise<Paged<OpportunityListRow>> {
  const page = pageIndexOf(input.page);
  const size = TABLE_SIZE;
  const source = input.mine ? db.opportunities.where('ownerId').equals(viewer.id) : db.opportunities.toCollection();
  let rows: OpportunityRow[];
  let totalCount: number;
  if (!input.q?.trim() && input.statusId === undefined && !input.bucket && !input.discount) {
    // No filter: the index order is the id order (opportunities are not created on the device); read only the page.
    [totalCount, rows] = await Promise.all([source.clone().count(), source.clone().reverse().offset(page * size).limit(size).toArray()]);
  } else {
    const matching = await source.filter((o) => matches(o, input, viewer)).toArray();
    const q = input.q?.trim();
    // A word typed: the best matches first, as the server ranks them (issue 55); else newest first.
    matching.sort(q ? byMatchRank((o: OpportunityRow) => opportunityMatchRank(o, q), (a, b) => newestIdFirst(a.id, b.id)) : (a, b) => newestIdFirst(a.id, b.id));
    rows = pageOf(matching, page, size);
    totalCount = matching.length;
  }
  const collected = await collectedAmounts(db, { opportunityIds: rows.map((o) => o.id) });
  return {
    results: rows.map((o) => presentOpportunityListRow({ ...o, accountName: o.account.name, collectedAmount: collected.get(o.id) ?? 0 })),
    totalCount,
    page,
    size,
  };
}

/** The opportunity page; undefined when the opportunity is not on the device. */
export async function mirrorOpportunityPage(db: MirrorDb, opportunityId: number, viewer: Viewer): Promise<OpportunityPage | undefined> {
  const o = await db.opportunities.get(opportunityId);
  if (!o) return undefined;
  const collectedAmount = (await collectedAmounts(db, { opportunityIds: [o.id] })).get(o.id) ?? 0;
  const editable = canSell(viewer) && isOpportunityEditable(opportunityKindOf(o.kind), o.statusId);
  return presentOpportunityPage({ ...o, collectedAmount }, { editable, prevOpportunities: null });
}

/**
 * The package picker (GET /sapna/v2/packages?cityId&clientTypeId, as the picker shows it) from the reference
 * data's catalogue; undefined when the device's copy cannot answer (no catalogue yet, or not this city's).
 */
export async function mirrorPackagePicker(db: MirrorDb, filter: { cityId: number | null; clientTypeId: number | null }): Promise<PackagePickerOption[] | undefined> {
  const [packages, packagePrices, packageCityIds] = await Promise.all([db.reference.get('packages'), db.reference.get('packagePrices'), db.reference.get('packageCityIds')]);
  if (!packages || !packagePrices || !packageCityIds) return undefined;
  const mirrored = { packages: packages.value, packagePrices: packagePrices.value, packageCityIds: packageCityIds.value } as MirroredCatalogue;
  return packagePickerOptions(mirrored, filter);
}
