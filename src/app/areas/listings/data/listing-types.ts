import type { ListingType } from '../../../../domain/reference/limits';

/** A listing of a seller profile (spec 000 §3 fields, as the listing services answer them). */
export type Listing = {
  id: number;
  title: string;
  status: string;
  price: number;
  type: string;
  inventory_canonical_url: string;
  polygons_hash: string | null;
  images_hash: string | null;
  formatted_price: string;
  date_added: string;
  paid: boolean;
  inventory_configs: unknown;
  /** Leads in the listing-history window (6 months back through tomorrow). */
  leads_data: { total_leads: number; services: Record<string, number> };
  is_new_project: boolean;
  tagged_product_mapping_id: number | null;
  isPaidListing: boolean;
  paymentDoneActivationPending: boolean;
};

export type ListingsByType = Record<ListingType, Listing[]>;

export type ListingPayability = { listing_id: number; is_listing_payable: boolean; is_listing_ad_package_bought: boolean };

/** A page of live listings from the search services. */
export type LiveListingsPage = { hits: Listing[]; cursor: string | null; total: number; np_total_count: number; resale_total_count: number };
