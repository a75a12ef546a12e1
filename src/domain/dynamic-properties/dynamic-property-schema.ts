import { z } from 'zod';

/**
 * Dynamic properties (spec 002 §7 "GET and update of dynamicProperties"; spec 000 §6): key, value (JSON),
 * description, updated by and when. The keys are ours; each has the schema its value must meet.
 */
export const DYNAMIC_PROPERTY_VALUE_SCHEMAS = {
  'accountLinkSharing.enabled': z.boolean({ error: 'The value must be true or false.' }),
  'accountLinkSharing.allowList': z.array(z.email({ error: 'Each entry must be an e-mail address.' }).max(254)).max(1000),
  /** The one user who may stop NP slots (spec 002 §4; issue 14); null: nobody. */
  'npSlot.stopUserId': z.number({ error: 'The value must be a user id or null.' }).int().positive().max(2_147_483_647).nullable(),
} as const;
export type DynamicPropertyKey = keyof typeof DYNAMIC_PROPERTY_VALUE_SCHEMAS;

export function isDynamicPropertyKey(key: string): key is DynamicPropertyKey {
  return Object.hasOwn(DYNAMIC_PROPERTY_VALUE_SCHEMAS, key);
}

export const dynamicPropertySchema = z.object({
  key: z.string(),
  value: z.unknown(),
  description: z.string(),
  updatedByName: z.string().nullable(),
  updatedAt: z.string(),
});
export type DynamicPropertyView = z.infer<typeof dynamicPropertySchema>;

export const dynamicPropertyUpdateSchema = z.object({ value: z.unknown().refine((v) => v !== undefined, { error: 'This field is required.' }) });

/** Reads are cached this long per process; a write reaches every process at once (LISTEN/NOTIFY). */
export const DYNAMIC_PROPERTY_CACHE_MS = 30_000;

export const DYNAMIC_PROPERTY_MESSAGES = { notFound: 'Unknown dynamic property.', saved: 'Dynamic property saved' } as const;
