import { formatRupees } from '../../../domain/format/rupees';
import type { LeadsData, ListingView } from '../../../domain/listings/listing-answers';
import type { LeadCount, ListingRow } from './listings.repo';

export type { LeadsData, ListingView };

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return [];
  }
}

export function leadsByListing(leads: readonly LeadCount[]): Map<number, LeadsData> {
  const byListing = new Map<number, LeadsData>();
  for (const lead of leads) {
    const data = byListing.get(lead.listingId) ?? { total_leads: 0, services: {} };
    data.total_leads += lead.leadCount;
    data.services[lead.service] = (data.services[lead.service] ?? 0) + lead.leadCount;
    byListing.set(lead.listingId, data);
  }
  return byListing;
}

export function presentListing(row: ListingRow, leads?: LeadsData): ListingView {
  const price = Number(row.price);
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    price,
    type: row.listingType,
    inventory_canonical_url: row.inventoryCanonicalUrl,
    polygons_hash: row.polygonsHash,
    images_hash: row.imagesHash,
    formatted_price: formatRupees(price),
    date_added: row.dateAdded.toISOString(),
    paid: row.isPaidListing,
    inventory_configs: parseJsonText(row.inventoryConfigs),
    leads_data: leads ?? { total_leads: 0, services: {} },
    is_new_project: row.isNewProject,
    tagged_product_mapping_id: row.taggedProductMappingId,
    isPaidListing: row.isPaidListing,
    paymentDoneActivationPending: row.paymentDoneActivationPending,
  };
}
