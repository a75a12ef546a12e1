import { z } from 'zod';

// The listing services' answers (spec 000 §3 field names): the server's routes declare them, the console reads their types.

/** A listing as the seller-profile view shows it. */
export const listingViewSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.string(),
  price: z.number(),
  type: z.string().describe('BUY, RENT, PG or COMMERCIAL'),
  inventory_canonical_url: z.string(),
  polygons_hash: z.string().nullable(),
  images_hash: z.string().nullable(),
  formatted_price: z.string().describe("Rupees with Indian grouping ('₹1,25,00,000')"),
  date_added: z.string(),
  paid: z.boolean().describe('The listing service\'s paid flag; the same as isPaidListing'),
  inventory_configs: z.unknown(),
  leads_data: z.object({ total_leads: z.number(), services: z.record(z.string(), z.number()) }),
  is_new_project: z.boolean(),
  tagged_product_mapping_id: z.number().nullable(),
  isPaidListing: z.boolean(),
  paymentDoneActivationPending: z.boolean(),
});

/** A page of live listings from the search services. */
export const liveListingsPageSchema = z.object({
  hits: z.array(listingViewSchema),
  cursor: z.string().nullable(),
  total: z.number(),
  np_total_count: z.number(),
  resale_total_count: z.number(),
});

export const listingPayabilitySchema = z.object({ listing_id: z.number(), is_listing_payable: z.boolean(), is_listing_ad_package_bought: z.boolean() });

export type ListingView = z.infer<typeof listingViewSchema>;
export type LeadsData = ListingView['leads_data'];
export type ListingPayability = z.infer<typeof listingPayabilitySchema>;
