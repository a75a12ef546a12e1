import { z } from 'zod';

/** Response schema of a listing (spec 000 §3 field names). */
export const listingViewSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.string(),
  price: z.number(),
  type: z.string().describe('BUY, RENT, PG or COMMERCIAL'),
  inventory_canonical_url: z.string(),
  polygons_hash: z.string().nullable(),
  images_hash: z.string().nullable(),
  formatted_price: z.string(),
  date_added: z.string(),
  paid: z.boolean(),
  inventory_configs: z.unknown(),
  leads_data: z.object({ total_leads: z.number(), services: z.record(z.string(), z.number()) }),
  is_new_project: z.boolean(),
  tagged_product_mapping_id: z.number().nullable(),
  isPaidListing: z.boolean(),
  paymentDoneActivationPending: z.boolean(),
});
