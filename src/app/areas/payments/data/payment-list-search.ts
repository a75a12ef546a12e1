import { z } from 'zod';

/**
 * The URL search of `payment`: what a user filtered by survives a reload and a shared link. `page` counts from 1 on
 * screen. Kept free of the domain's payment modules on purpose: a route's search schema loads with the app shell
 * (the sign-in + home budget), so the status group and the days are only shaped here and checked by the server.
 */
export const paymentListSearchSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  statusGroup: z.string().regex(/^[A-Za-z]{1,40}$/).optional().catch(undefined),
  modeId: z.coerce.number().int().positive().optional().catch(undefined),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type PaymentListSearch = z.infer<typeof paymentListSearchSchema>;
