import { z } from 'zod';
import { requiredId } from '../validation/zod-fields';

/** monetizable-cities: the cities where the brand sells. Up to 10,000 rows are listed at once (spec 001 §9). */
export const MONETIZABLE_CITY_LIST_LIMIT = 10_000;

export const MONETIZABLE_CITY_MESSAGES = {
  added: 'City added to monetizable cities',
  removed: 'City removed from monetizable cities',
  alreadyMonetizable: 'This city is already monetizable',
  notMonetizable: 'This city is not monetizable',
} as const;

export const monetizableCityInputSchema = z.object({ cityId: requiredId() });
export type MonetizableCityInput = z.infer<typeof monetizableCityInputSchema>;

export const monetizableCityViewSchema = z.object({
  cityId: z.number().int(),
  cityName: z.string(),
  stateName: z.string(),
  tier: z.number().int(),
  createdAt: z.string(),
});
export type MonetizableCityView = z.infer<typeof monetizableCityViewSchema>;
