import { formatRupees } from '../../../domain/format/rupees';
import type { LeadCount, ListingRow } from './listings.repo';

export type LeadsData = { total_leads: number; services: Record<string, number> };

/** A listing as the seller-profile view shows it (spec 000 §3 field names). */
export type ListingView = {
  id: number;
  title: string;
  status: string;
  price: number;
  /** BUY, RENT, PG or COMMERCIAL. */
  type: string;
  inventory_canonical_url: string;
  polygons_hash: string | null;
  images_hash: string | null;
  /** Rupees with Indian grouping ('₹1,25,00,000'). */
  formatted_price: string;
  date_added: string;
  /** The listing service's paid flag; the same as isPaidListing. */
  paid: boolean;
  inventory_configs: unknown;
  /** Leads in the listing-history window (6 months back through tomorrow). */
  leads_data: LeadsData;
  is_new_project: boolean;
  tagged_product_mapping_id: number | null;
  isPaidListing: boolean;
  paymentDoneActivationPending: boolean;
};

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
