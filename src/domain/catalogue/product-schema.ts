import { z } from 'zod';
import { parameterListSchema } from './json-parameters';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES } from '../reference/ids';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { requiredId, requiredText } from '../validation/zod-fields';

export const PRODUCT_TYPE_IDS = Object.values(PRODUCT_TYPES);
export const PRODUCT_TYPE_OPTIONS = PRODUCT_TYPE_IDS.map((id) => ({ id, name: PRODUCT_TYPE_LABELS[id] }));

/** POST /sapna/v1/products and PUT /sapna/v1/products/{id}. */
export const productInputSchema = z.object({
  name: requiredText().pipe(z.string().max(200)),
  productTypeId: z
    .number({ error: VALIDATION_MESSAGES.required })
    .int()
    .refine((v) => (PRODUCT_TYPE_IDS as number[]).includes(v), { error: 'Product type must be 1 to 10.' }),
  requiredActivationParameters: parameterListSchema.default([]),
  isNpProduct: z.boolean().default(false),
  active: z.boolean().default(true),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  productTypeId: z.number().int(),
  productTypeName: z.string(),
  requiredActivationParameters: z.array(z.object({ name: z.string(), type: z.string(), allowedValues: z.array(z.unknown()) })),
  isNpProduct: z.boolean(),
  active: z.boolean(),
  inUse: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

export const complementaryInputSchema = z.object({ packageId: requiredId(), productId: requiredId() });

export const complementaryProductSchema = z.object({
  id: z.number().int(),
  packageId: z.number().int(),
  packageName: z.string(),
  productId: z.number().int(),
  productName: z.string(),
});
export type ComplementaryProduct = z.infer<typeof complementaryProductSchema>;
